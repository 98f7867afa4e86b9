// Identity verification review: the queue by state (pending first, oldest first, as they arrived);
// a row opens the submission with its photos and the approve and fail actions.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminIdentitySubmission } from '@platform/shared/schemas/identity';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { Tabs, type Tab } from '../../components/tabs.tsx';
import { orDash, timeText } from '../../lib/format.ts';
import { IDENTITY_PAGE_LIMIT, identityQuery, type StateFilter } from './api.ts';
import { IdentityReviewPanel } from './identity-review-panel.tsx';
import { idTypeText, levelText } from './identity-text.ts';
import { StateBadge } from './state-badge.tsx';

const STATE_TABS: Tab<StateFilter>[] = [
  { value: 'pending', label: 'Under review' },
  { value: 'verified', label: 'Verified' },
  { value: 'failed', label: 'Failed' },
  { value: 'all', label: 'All' },
];

const EMPTY_TEXT: Record<StateFilter, string> = {
  pending: 'No submission is waiting for review.',
  verified: 'No verified submissions yet.',
  failed: 'No failed submissions.',
  all: 'No submissions yet.',
};

const COLUMNS: Column<TAdminIdentitySubmission>[] = [
  { key: 'id', header: 'ID', render: (row) => `#${row.id}`, width: '70px' },
  { key: 'created', header: 'Submitted', render: (row) => timeText(row.created_at), width: '170px' },
  { key: 'user', header: 'User', render: (row) => orDash(row.user_account) },
  { key: 'level', header: 'Level', render: (row) => levelText(row.level), width: '100px' },
  { key: 'document', header: 'Document', render: (row) => idTypeText(row.id_type), width: '140px' },
  { key: 'name', header: 'Name', render: (row) => orDash(row.name) },
  { key: 'status', header: 'Status', render: (row) => <StateBadge state={row.status} />, width: '120px' },
];

export function IdentityPage() {
  const [state, setState] = useState<StateFilter>('pending');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const submissions = useQuery(identityQuery(state, page));
  const open = submissions.data?.data.find((row) => row.id === openId) ?? null;

  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Identity review</h1>
          <p>Compare the photos with the name and number, then approve the level or fail it with the reason the user will see.</p>
        </div>
      </header>
      <div className="card">
        <div className="card-toolbar">
          <Tabs
            label="Submission state"
            tabs={STATE_TABS}
            value={state}
            onChange={(value) => {
              setState(value);
              setPage(1);
            }}
          />
          <button type="button" className="btn btn-small" onClick={() => void submissions.refetch()} disabled={submissions.isFetching}>
            {submissions.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
        <DataTable
          label="Identity submissions"
          columns={COLUMNS}
          rows={submissions.data?.data}
          rowKey={(row) => row.id}
          isLoading={submissions.isFetching}
          error={submissions.error}
          onRetry={() => void submissions.refetch()}
          emptyText={EMPTY_TEXT[state]}
          onRowClick={(row) => setOpenId(row.id)}
          selectedKey={openId}
        />
        {submissions.data && submissions.data.total > 0 && (
          <Pager page={page} limit={IDENTITY_PAGE_LIMIT} total={submissions.data.total} onPage={setPage} />
        )}
      </div>
      {open && <IdentityReviewPanel submission={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
