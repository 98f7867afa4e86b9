// Users: search by email, phone, nickname or id; a row opens the user's balances and ledger.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminUser } from '@platform/shared/schemas/admin';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { orDash, timeText } from '../../lib/format.ts';
import { navigate, userPath } from '../../lib/router.ts';
import { USERS_PAGE_LIMIT, usersQuery } from './api.ts';

export const phoneText = (user: TAdminUser) => (user.phone ? `+${user.area_code} ${user.phone}` : '—');

const COLUMNS: Column<TAdminUser>[] = [
  { key: 'id', header: 'ID', render: (row) => `#${row.id}`, width: '70px' },
  { key: 'email', header: 'Email', render: (row) => orDash(row.email) },
  { key: 'phone', header: 'Phone', render: phoneText },
  { key: 'nickname', header: 'Nickname', render: (row) => row.nickname },
  { key: 'role', header: 'Role', render: (row) => <span className={`badge badge-role-${row.role}`}>{row.role}</span>, width: '90px' },
  { key: 'verification', header: 'Verification', render: (row) => row.real_status },
  { key: 'created', header: 'Registered', render: (row) => timeText(row.created_at), width: '170px' },
];

export function UsersPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useQuery(usersQuery(q, page));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Users</h1>
          <p>Find a user to see their balances in each account and every ledger entry behind them.</p>
        </div>
      </header>
      <div className="card">
        <form className="card-toolbar search" onSubmit={search} role="search">
          <input
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Email, phone, nickname or user ID"
            aria-label="Search users"
            maxLength={100}
          />
          <button type="submit" className="btn btn-primary btn-small">
            Search
          </button>
          {q && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                setDraft('');
                setQ('');
                setPage(1);
              }}
            >
              Clear
            </button>
          )}
        </form>
        <DataTable
          label="Users"
          columns={COLUMNS}
          rows={users.data?.data}
          rowKey={(row) => row.id}
          isLoading={users.isFetching}
          error={users.error}
          onRetry={() => void users.refetch()}
          emptyText={q ? `No user matches “${q}”.` : 'No users yet.'}
          onRowClick={(row) => navigate(userPath(row.id))}
        />
        {users.data && users.data.total > 0 && <Pager page={page} limit={USERS_PAGE_LIMIT} total={users.data.total} onPage={setPage} />}
      </div>
    </section>
  );
}
