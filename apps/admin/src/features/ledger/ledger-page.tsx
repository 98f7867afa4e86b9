// Ledger health: the server re-adds every entry (per coin they sum to zero, each balance equals its
// entries, no user balance is negative, in-transit accounts match the deposit and withdrawal
// records) and this screen shows green, or red with each problem; below, the latest entries.
import { useQuery } from '@tanstack/react-query';
import type { TAdminLedgerCheckResponse, TAdminLedgerProblem } from '@platform/shared/schemas/admin';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { LedgerEntries } from '../../components/ledger-entries.tsx';
import { Failed, Loading } from '../../components/states.tsx';
import { timeText } from '../../lib/format.ts';
import { ledgerCheckQuery } from './api.ts';

const PROBLEM_LABELS: Record<string, string> = {
  coin_unbalanced: 'Coin does not sum to zero',
  transfer_unbalanced: 'Transfer does not sum to zero',
  balance_not_matching_entries: 'Balance differs from its entries',
  balance_negative: 'Negative user balance',
  deposits_not_reconciled: 'Deposits not reconciled',
  clearing_not_zero: 'Spot clearing not zero',
  withdrawals_not_reconciled: 'Withdrawals not reconciled',
  held_not_reconciled: 'Holding account not matching its records',
};

const PROBLEM_COLUMNS: Column<TAdminLedgerProblem & { index: number }>[] = [
  { key: 'kind', header: 'Problem', render: (row) => PROBLEM_LABELS[row.kind] ?? row.kind, width: '260px' },
  { key: 'coin', header: 'Coin', render: (row) => row.coin, width: '90px' },
  { key: 'message', header: 'Details', render: (row) => row.message, mono: true, wrap: true },
];

function Verdict({ report }: { report: TAdminLedgerCheckResponse }) {
  const healthy = report.problems.length === 0;
  const counts = `${report.balances.toLocaleString('en-US')} balances and ${report.entries.toLocaleString('en-US')} entries checked at ${timeText(report.checked_at)}`;
  return (
    <div className={`verdict ${healthy ? 'verdict-ok' : 'verdict-bad'}`} role="status">
      <span className="verdict-icon" aria-hidden="true">
        {healthy ? '✓' : '!'}
      </span>
      <div>
        <div className="verdict-title">
          {healthy ? 'The ledger is healthy' : `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} found`}
        </div>
        <div className="verdict-detail">{counts}</div>
      </div>
    </div>
  );
}

export function LedgerPage() {
  const check = useQuery(ledgerCheckQuery());
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Ledger health</h1>
          <p>Every balance is the sum of its entries, and every coin&apos;s entries sum to zero across users and the platform.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => void check.refetch()} disabled={check.isFetching}>
          {check.isFetching ? 'Checking…' : 'Run the check again'}
        </button>
      </header>
      <div className="card">
        {check.error ? (
          <Failed error={check.error} onRetry={() => void check.refetch()} />
        ) : !check.data ? (
          <Loading label="Re-adding the ledger…" />
        ) : (
          <>
            <Verdict report={check.data} />
            {check.data.problems.length > 0 && (
              <DataTable
                label="Ledger problems"
                columns={PROBLEM_COLUMNS}
                rows={check.data.problems.map((problem, index) => ({ ...problem, index }))}
                rowKey={(row) => row.index}
                isLoading={false}
                error={null}
                onRetry={() => void check.refetch()}
                emptyText="No problems."
              />
            )}
          </>
        )}
      </div>
      <h2 className="section-title">Latest entries</h2>
      <div className="card">
        <LedgerEntries />
      </div>
    </section>
  );
}
