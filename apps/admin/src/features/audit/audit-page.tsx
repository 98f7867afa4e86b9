// Audit log: every back-office action with who did it, when, on which record, why and what changed.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminAuditEntry } from '@platform/shared/schemas/admin';
import { adminAudit } from '@platform/shared/contract/admin';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { api } from '../../lib/api.ts';
import { orDash, timeText } from '../../lib/format.ts';

const AUDIT_PAGE_LIMIT = 20;

function DetailText({ detail }: { detail: TAdminAuditEntry['detail'] }) {
  const pairs = Object.entries(detail);
  if (pairs.length === 0) return <span className="muted">—</span>;
  return (
    <span className="detail-pairs">
      {pairs.map(([name, value]) => (
        <span key={name}>
          <span className="muted">{name}:</span> {value === null ? '—' : String(value)}
        </span>
      ))}
    </span>
  );
}

const COLUMNS: Column<TAdminAuditEntry>[] = [
  {
    key: 'when',
    header: 'When and who',
    render: (row) => (
      <span className="two-lines">
        <span>{timeText(row.created_at)}</span>
        <span className="sub">{orDash(row.actor_email)}</span>
      </span>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    render: (row) => (
      <span className="two-lines">
        <span className="badge badge-action">{row.action}</span>
        <span className="sub">{`${row.target_type} #${row.target_id}`}</span>
      </span>
    ),
  },
  { key: 'reason', header: 'Reason', render: (row) => orDash(row.reason), wrap: true },
  { key: 'detail', header: 'Detail', render: (row) => <DetailText detail={row.detail} />, wrap: true },
  { key: 'ip', header: 'IP', render: (row) => orDash(row.ip), mono: true, width: '130px' },
];

export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useQuery({
    queryKey: ['audit', page],
    queryFn: ({ signal }) => api.call(adminAudit, { page, limit: AUDIT_PAGE_LIMIT }, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Audit log</h1>
          <p>Each review is recorded with its admin in the same transaction as the money it moved.</p>
        </div>
      </header>
      <div className="card">
        <DataTable
          label="Audit log"
          columns={COLUMNS}
          rows={audit.data?.data}
          rowKey={(row) => row.id}
          isLoading={audit.isFetching}
          error={audit.error}
          onRetry={() => void audit.refetch()}
          emptyText="No back-office action has been taken yet."
        />
        {audit.data && audit.data.total > 0 && <Pager page={page} limit={AUDIT_PAGE_LIMIT} total={audit.data.total} onPage={setPage} />}
      </div>
    </section>
  );
}
