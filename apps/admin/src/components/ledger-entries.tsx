// Ledger entries, newest first: everyone's (ledger health) or one user's (the user screen). Each
// line is one bucket of one balance moving; the lines of a transfer sum to zero.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminLedgerEntry } from '@platform/shared/schemas/admin';
import { adminLedger } from '@platform/shared/contract/admin';
import { api } from '../lib/api.ts';
import { accountTypeName, platformAccountName, signedAmountText, timeText } from '../lib/format.ts';
import { hrefOf, userPath } from '../lib/router.ts';
import { DataTable, type Column } from './data-table.tsx';
import { Pager } from './pager.tsx';

const LEDGER_PAGE_LIMIT = 20;

function OwnerLink({ owner }: { owner: string }) {
  if (/^\d+$/.test(owner)) return <a href={hrefOf(userPath(Number(owner)))}>User #{owner}</a>;
  return (
    <span className="muted" title={owner}>
      Platform: {platformAccountName(owner)}
    </span>
  );
}

const COLUMNS: Column<TAdminLedgerEntry>[] = [
  { key: 'id', header: 'Entry', render: (row) => `#${row.id}`, width: '80px' },
  { key: 'time', header: 'Time', render: (row) => timeText(row.created_at), width: '170px' },
  { key: 'owner', header: 'Balance owner', render: (row) => <OwnerLink owner={row.owner} /> },
  { key: 'account', header: 'Account · bucket', render: (row) => `${accountTypeName(row.account_type)} · ${row.bucket}` },
  {
    key: 'amount',
    header: 'Amount',
    render: (row) => <span className={row.amount.startsWith('-') ? 'down' : 'up'}>{`${signedAmountText(row.amount)} ${row.coin}`}</span>,
    align: 'right',
  },
  { key: 'reason', header: 'Reason', render: (row) => row.reason },
  { key: 'record', header: 'Record', render: (row) => `${row.record_type} #${row.record_id}` },
];

export function LedgerEntries({ userId }: { userId?: number }) {
  const [page, setPage] = useState(1);
  const entries = useQuery({
    queryKey: ['ledger', 'entries', userId ?? 'all', page],
    queryFn: ({ signal }) => api.call(adminLedger, { user_id: userId, page, limit: LEDGER_PAGE_LIMIT }, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns = userId === undefined ? COLUMNS : COLUMNS.filter((column) => column.key !== 'owner');
  return (
    <>
      <DataTable
        label="Ledger entries"
        columns={columns}
        rows={entries.data?.data}
        rowKey={(row) => row.id}
        isLoading={entries.isFetching}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        emptyText={userId === undefined ? 'The ledger has no entries yet.' : 'No money has moved on this account yet.'}
      />
      {entries.data && entries.data.total > 0 && (
        <Pager page={page} limit={LEDGER_PAGE_LIMIT} total={entries.data.total} onPage={setPage} />
      )}
    </>
  );
}
