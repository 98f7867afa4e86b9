// Deposits review: the queue by status, newest first; a row opens the deposit with its voucher and
// the approve and reject actions.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminDeposit } from '@platform/shared/schemas/admin';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { Tabs, type Tab } from '../../components/tabs.tsx';
import { timeText } from '../../lib/format.ts';
import { DEPOSITS_PAGE_LIMIT, depositsQuery, type StatusFilter } from './api.ts';
import { DepositReviewPanel } from './deposit-review-panel.tsx';
import { creditedAmountText, declaredAmountText } from './deposit-text.ts';

const STATUS_TABS: Tab<StatusFilter>[] = [
  { value: 'review', label: 'Under review' },
  { value: 'success', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const EMPTY_TEXT: Record<StatusFilter, string> = {
  review: 'No deposit is waiting for review.',
  success: 'No approved deposits yet.',
  rejected: 'No rejected deposits.',
  all: 'No deposits yet.',
};

const COLUMNS: Column<TAdminDeposit>[] = [
  { key: 'id', header: 'ID', render: (row) => `#${row.id}`, width: '70px' },
  { key: 'created', header: 'Submitted', render: (row) => timeText(row.created_at), width: '170px' },
  { key: 'user', header: 'User', render: (row) => row.user_email },
  {
    key: 'kind',
    header: 'Kind',
    render: (row) => (row.kind === 'otc' ? `OTC · ${row.otc_type === 'wire' ? 'wire' : 'bank'}` : 'On-chain'),
  },
  { key: 'coin', header: 'Coin', render: (row) => (row.network ? `${row.coin} · ${row.network}` : row.coin) },
  { key: 'amount', header: 'Amount', render: declaredAmountText, align: 'right' },
  { key: 'credited', header: 'Credited', render: creditedAmountText, align: 'right' },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} />, width: '120px' },
];

export function DepositsPage() {
  const [status, setStatus] = useState<StatusFilter>('review');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const deposits = useQuery(depositsQuery(status, page));
  const open = deposits.data?.data.find((deposit) => deposit.id === openId) ?? null;

  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Deposits review</h1>
          <p>Check the voucher and the amount received, then credit the user or reject with the reason they will see.</p>
        </div>
      </header>
      <div className="card">
        <div className="card-toolbar">
          <Tabs
            label="Deposit status"
            tabs={STATUS_TABS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <button type="button" className="btn btn-small" onClick={() => void deposits.refetch()} disabled={deposits.isFetching}>
            {deposits.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
        <DataTable
          label="Deposits"
          columns={COLUMNS}
          rows={deposits.data?.data}
          rowKey={(row) => row.id}
          isLoading={deposits.isFetching}
          error={deposits.error}
          onRetry={() => void deposits.refetch()}
          emptyText={EMPTY_TEXT[status]}
          onRowClick={(row) => setOpenId(row.id)}
          selectedKey={openId}
        />
        {deposits.data && deposits.data.total > 0 && (
          <Pager page={page} limit={DEPOSITS_PAGE_LIMIT} total={deposits.data.total} onPage={setPage} />
        )}
      </div>
      {open && <DepositReviewPanel deposit={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
