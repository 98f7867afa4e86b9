// Withdrawals review: the queue by status, newest first; a row opens the withdrawal with where the
// money goes and the approve and reject actions.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminWithdrawal } from '@platform/shared/schemas/admin';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { Tabs, type Tab } from '../../components/tabs.tsx';
import { amountText, timeText } from '../../lib/format.ts';
import { WITHDRAWALS_PAGE_LIMIT, withdrawalsQuery, type StatusFilter } from './api.ts';
import { WithdrawalReviewPanel, destinationText } from './withdrawal-review-panel.tsx';

const STATUS_TABS: Tab<StatusFilter>[] = [
  { value: 'review', label: 'Under review' },
  { value: 'success', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const EMPTY_TEXT: Record<StatusFilter, string> = {
  review: 'No withdrawal is waiting for review.',
  success: 'No paid withdrawals yet.',
  rejected: 'No rejected withdrawals.',
  all: 'No withdrawals yet.',
};

const COLUMNS: Column<TAdminWithdrawal>[] = [
  { key: 'id', header: 'ID', render: (row) => `#${row.id}`, width: '70px' },
  { key: 'created', header: 'Submitted', render: (row) => timeText(row.created_at), width: '170px' },
  { key: 'user', header: 'User', render: (row) => row.user_email },
  { key: 'coin', header: 'Coin', render: (row) => (row.kind === 'bank' ? `${row.coin} · Bank` : `${row.coin} · ${row.network}`) },
  { key: 'to', header: 'To', render: (row) => <span className="ellipsis">{destinationText(row)}</span>, mono: true },
  { key: 'amount', header: 'Amount', render: (row) => amountText(row.amount), align: 'right' },
  { key: 'received', header: 'Received', render: (row) => amountText(row.received), align: 'right' },
  { key: 'btc', header: 'BTC value', render: (row) => amountText(row.value_btc), align: 'right' },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} />, width: '120px' },
];

export function WithdrawalsPage() {
  const [status, setStatus] = useState<StatusFilter>('review');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const withdrawals = useQuery(withdrawalsQuery(status, page));
  const open = withdrawals.data?.data.find((withdrawal) => withdrawal.id === openId) ?? null;

  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Withdrawals review</h1>
          <p>Pay out, then approve with the transaction reference; or reject with the reason, which returns the frozen amount.</p>
        </div>
      </header>
      <div className="card">
        <div className="card-toolbar">
          <Tabs
            label="Withdrawal status"
            tabs={STATUS_TABS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <button type="button" className="btn btn-small" onClick={() => void withdrawals.refetch()} disabled={withdrawals.isFetching}>
            {withdrawals.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
        <DataTable
          label="Withdrawals"
          columns={COLUMNS}
          rows={withdrawals.data?.data}
          rowKey={(row) => row.id}
          isLoading={withdrawals.isFetching}
          error={withdrawals.error}
          onRetry={() => void withdrawals.refetch()}
          emptyText={EMPTY_TEXT[status]}
          onRowClick={(row) => setOpenId(row.id)}
          selectedKey={openId}
        />
        {withdrawals.data && withdrawals.data.total > 0 && (
          <Pager page={page} limit={WITHDRAWALS_PAGE_LIMIT} total={withdrawals.data.total} onPage={setPage} />
        )}
      </div>
      {open && <WithdrawalReviewPanel withdrawal={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
