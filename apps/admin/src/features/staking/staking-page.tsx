// Staking products: the list with what is sold and held, a form to create or edit one (terms apply
// to new subscriptions only; held positions keep theirs), and opening or closing subscriptions.
// Every change asks for a reason and is written to the audit log.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminStakingProduct } from '@platform/shared/schemas/staking';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { notify } from '../../components/notices.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { errorText } from '../../lib/api.ts';
import { amountText, timeText } from '../../lib/format.ts';
import { stakingProductsQuery, useProductChange } from './api.ts';

const COLUMNS: Column<TAdminStakingProduct>[] = [
  { key: 'id', header: 'ID', render: (row) => `#${row.id}`, width: '60px' },
  { key: 'coin', header: 'Coin', render: (row) => row.currency_name, width: '70px' },
  { key: 'period', header: 'Days', render: (row) => row.period_days, width: '60px' },
  { key: 'rate', header: 'Daily / APR / APY', render: (row) => `${row.daily_rate}% / ${row.apr}% / ${row.apy}%` },
  { key: 'min', header: 'Minimum', render: (row) => amountText(row.min_amount) },
  {
    key: 'quota',
    header: 'Sold / quota',
    render: (row) => `${amountText(row.sold)} / ${row.quota === null ? 'no quota' : amountText(row.quota)}`,
  },
  { key: 'held', header: 'Held', render: (row) => row.holding_count, width: '60px' },
  { key: 'start', header: 'Opens', render: (row) => timeText(row.start_time), width: '160px' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <span className={`badge badge-${row.status === 'open' ? 'success' : 'rejected'}`}>{row.status}</span>,
    width: '80px',
  },
];

type Draft = {
  currency_id: string;
  period_days: string;
  daily_rate: string;
  penalty_rate: string;
  min_amount: string;
  max_per_user: string;
  quota: string;
  start_time: string;
  dividend_time: string;
  reason: string;
};

const COINS = [
  { id: '3', name: 'USDT' },
  { id: '1', name: 'BTC' },
  { id: '2', name: 'ETH' },
  { id: '4', name: 'USDC' },
];

function draftOf(product: TAdminStakingProduct | null): Draft {
  return {
    currency_id: String(product?.currency_id ?? 3),
    period_days: String(product?.period_days ?? 7),
    daily_rate: product?.daily_rate ?? '0.36',
    penalty_rate: product?.penalty_rate ?? '8',
    min_amount: product?.min_amount ?? '100',
    max_per_user: product?.max_per_user ?? '',
    quota: product?.quota ?? '',
    start_time: new Date(product?.start_time ?? Date.now()).toISOString().slice(0, 16),
    dividend_time: product?.dividend_time ?? '00:00',
    reason: '',
  };
}

function ProductForm({ product, onDone }: { product: TAdminStakingProduct | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const change = useProductChange();
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const [hours = '0', minutes = '0'] = draft.dividend_time.split(':');
    change.mutate(
      {
        call: 'save',
        input: {
          id: product?.id,
          currency_id: Number(draft.currency_id),
          period_days: Number(draft.period_days),
          daily_rate: draft.daily_rate,
          penalty_rate: draft.penalty_rate,
          min_amount: draft.min_amount,
          max_per_user: draft.max_per_user || undefined,
          quota: draft.quota || undefined,
          start_time: Date.parse(`${draft.start_time}Z`),
          dividend_minute: Number(hours) * 60 + Number(minutes),
          reason: draft.reason,
        },
      },
      {
        onSuccess: () => {
          notify(product ? 'Product saved; held positions keep their terms' : 'Product created');
          onDone();
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };
  const setStatus = (status: 'open' | 'closed') => {
    if (!product) return;
    change.mutate(
      { call: 'status', input: { id: product.id, status, reason: draft.reason } },
      {
        onSuccess: () => {
          notify(status === 'open' ? 'Subscriptions opened' : 'Subscriptions closed; held positions run to their end');
          onDone();
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };
  return (
    <form onSubmit={save} data-testid="staking-product-form">
      <label className="form-field">
        <span>Coin</span>
        <select {...field('currency_id')} disabled={product !== null && product.sold !== '0'}>
          {COINS.map((coin) => (
            <option key={coin.id} value={coin.id}>
              {coin.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>Period (days)</span>
        <input {...field('period_days')} inputMode="numeric" required />
      </label>
      <label className="form-field">
        <span>Daily rate (%, up to 4 decimals)</span>
        <input {...field('daily_rate')} inputMode="decimal" required />
      </label>
      <label className="form-field">
        <span>Early-redemption penalty (% of principal)</span>
        <input {...field('penalty_rate')} inputMode="decimal" required />
      </label>
      <label className="form-field">
        <span>Minimum single amount</span>
        <input {...field('min_amount')} inputMode="decimal" required />
      </label>
      <label className="form-field">
        <span>Maximum per user (empty: no cap)</span>
        <input {...field('max_per_user')} inputMode="decimal" />
      </label>
      <label className="form-field">
        <span>Total quota (empty: none; never below what is sold: {amountText(product?.sold ?? '0')})</span>
        <input {...field('quota')} inputMode="decimal" />
      </label>
      <label className="form-field">
        <span>Subscriptions open from (UTC)</span>
        <input {...field('start_time')} type="datetime-local" required />
      </label>
      <label className="form-field">
        <span>Dividend time of day (UTC)</span>
        <input {...field('dividend_time')} type="time" required />
      </label>
      <label className="form-field">
        <span>Reason (audit log)</span>
        <input {...field('reason')} maxLength={200} />
      </label>
      <p className="hint">New terms apply to new subscriptions only. A held position keeps its period, rate and penalty.</p>
      <div className="card-toolbar">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {product ? 'Save' : 'Create'}
        </button>
        {product ? (
          <button
            type="button"
            className="btn"
            disabled={change.isPending}
            onClick={() => setStatus(product.status === 'open' ? 'closed' : 'open')}
          >
            {product.status === 'open' ? 'Close subscriptions' : 'Open subscriptions'}
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function StakingPage() {
  const products = useQuery(stakingProductsQuery());
  const [editing, setEditing] = useState<TAdminStakingProduct | null | undefined>(undefined);
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Staking products</h1>
          <p>
            Locked staking: daily simple interest paid at the dividend time, the principal back at the end, a penalty kept on early
            redemption.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
          New product
        </button>
      </header>
      <div className="card">
        <DataTable
          label="Staking products"
          columns={COLUMNS}
          rows={products.data}
          rowKey={(row) => row.id}
          isLoading={products.isFetching}
          error={products.error}
          onRetry={() => void products.refetch()}
          emptyText="No staking products yet."
          onRowClick={(row) => setEditing(row)}
        />
      </div>
      {editing !== undefined ? (
        <SidePanel title={editing ? `Product #${editing.id}` : 'New staking product'} onClose={() => setEditing(undefined)}>
          <ProductForm key={editing?.id ?? 'new'} product={editing} onDone={() => setEditing(undefined)} />
        </SidePanel>
      ) : null}
    </section>
  );
}
