// Crypto-backed loans in the back office: the published parameters per collateral coin (LTVs,
// hourly rate, liquidation fee, limits), each save audited with its reason and applying to loans
// opened afterwards only; and every user's loans with their state. Nothing here changes an open
// loan, a margin call or a liquidation: those follow the recorded prices alone.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminLoanParams } from '@platform/shared/schemas/loan';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { notify } from '../../components/notices.tsx';
import { Pager } from '../../components/pager.tsx';
import { Failed, Loading } from '../../components/states.tsx';
import { errorText } from '../../lib/api.ts';
import { amountText, timeText } from '../../lib/format.ts';
import { LOANS_PAGE_LIMIT, loanParamsQuery, loansQuery, useSaveLoanParams } from './api.ts';

type LoanRow = NonNullable<ReturnType<typeof useLoansPage>['data']>['data'][number];

function useLoansPage(page: number, status: string) {
  return useQuery(loansQuery(page, status));
}

const FORM_STYLE = { display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 } as const;

const FIELDS = [
  ['initial_ltv', 'Initial LTV %'],
  ['margin_call_ltv', 'Margin call LTV %'],
  ['liquidation_ltv', 'Liquidation LTV %'],
  ['hourly_rate', 'Rate % per hour'],
  ['liquidation_fee', 'Liquidation fee %'],
  ['min_borrow', 'Min borrow USDT'],
  ['max_borrow', 'Max borrow USDT'],
] as const;

function ParamsForm({ params }: { params: TAdminLoanParams }) {
  const save = useSaveLoanParams();
  const [values, setValues] = useState(
    () => Object.fromEntries(FIELDS.map(([key]) => [key, params[key]])) as Record<(typeof FIELDS)[number][0], string>,
  );
  const [enabled, setEnabled] = useState(params.enabled);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { collateral_currency_id: params.collateral_currency_id, ...values, enabled, reason },
      {
        onSuccess: () => {
          notify(`${params.collateral_name} loan parameters saved; open loans keep theirs`);
          setReason('');
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };
  return (
    <form className="card" style={FORM_STYLE} onSubmit={submit} aria-label={`${params.collateral_name} loan parameters`}>
      <h2>
        {params.collateral_name} collateral <span className="hint">updated {timeText(params.updated_at)}</span>
      </h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 12 }}>
        {FIELDS.map(([key, label]) => (
          <label key={key} className="form-field">
            <span>{label}</span>
            <input value={values[key]} onChange={(event) => setValues({ ...values, [key]: event.target.value })} inputMode="decimal" />
          </label>
        ))}
        <label className="form-field">
          <span>Offered</span>
          <select style={{ minHeight: 34 }} value={enabled ? '1' : '0'} onChange={(event) => setEnabled(event.target.value === '1')}>
            <option value="1">Yes</option>
            <option value="0">No</option>
          </select>
        </label>
      </div>
      <label className="form-field">
        <span>Reason (kept in the audit log)</span>
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
      </label>
      <button type="submit" className="btn btn-primary" style={{ alignSelf: 'flex-start' }} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
      <p className="hint" style={{ margin: 0 }}>
        Initial &lt; margin call &lt; liquidation &lt; 100 %. New values apply to loans opened afterwards.
      </p>
    </form>
  );
}

const COLUMNS: Column<LoanRow>[] = [
  { key: 'id', header: 'Loan', render: (row) => `#${row.id}`, mono: true, width: '70px' },
  { key: 'user', header: 'User', render: (row) => row.user_email || `#${row.user_id}` },
  { key: 'status', header: 'State', render: (row) => row.status, width: '90px' },
  {
    key: 'collateral',
    header: 'Collateral',
    render: (row) => `${amountText(row.collateral_amount)} ${row.collateral_name}`,
    align: 'right',
  },
  { key: 'debt', header: 'Owed USDT', render: (row) => amountText(row.debt), align: 'right' },
  { key: 'borrowed', header: 'Borrowed USDT', render: (row) => amountText(row.borrowed), align: 'right' },
  { key: 'ltv', header: 'LTV %', render: (row) => row.ltv ?? '—', align: 'right' },
  {
    key: 'liquidation',
    header: 'Liquidation',
    render: (row) => (row.liquidation ? `tick #${row.liquidation.tick_seq} at ${amountText(row.liquidation.price)}` : '—'),
    mono: true,
  },
  { key: 'opened', header: 'Opened', render: (row) => timeText(row.opened_at) },
];

export function LoansPage() {
  const params = useQuery(loanParamsQuery());
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const loans = useLoansPage(page, status);
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Crypto loans</h1>
          <p>USDT lent against BTC and ETH. Margin calls and liquidations follow the recorded ticks; no control here changes them.</p>
        </div>
      </header>
      {params.error ? (
        <Failed error={params.error} onRetry={() => void params.refetch()} />
      ) : !params.data ? (
        <Loading />
      ) : (
        params.data.map((row) => <ParamsForm key={`${row.collateral_currency_id}-${row.updated_at}`} params={row} />)
      )}
      <div className="card">
        <label className="form-field" style={{ maxWidth: 200 }}>
          <span>State</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All</option>
            <option value="open">Open</option>
            <option value="repaid">Repaid</option>
            <option value="liquidated">Liquidated</option>
          </select>
        </label>
        <DataTable
          label="Loans"
          columns={COLUMNS}
          rows={loans.data?.data}
          rowKey={(row) => row.id}
          isLoading={loans.isLoading}
          error={loans.error}
          onRetry={() => void loans.refetch()}
          emptyText="No loans."
        />
        {loans.data ? <Pager page={page} limit={LOANS_PAGE_LIMIT} total={loans.data.total} onPage={setPage} /> : null}
      </div>
    </section>
  );
}
