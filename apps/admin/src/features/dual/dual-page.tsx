// Dual investment products: every product with its terms, sales and state; a form creates a product
// (closed until opened) or edits the selected one; open and close per row. Orders copy the terms they
// were bought at, so an edit never changes a bought order, and nothing here touches a settlement:
// that is decided by the recorded tick at the settlement time alone.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminDualProduct } from '@platform/shared/schemas/dual';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { notify } from '../../components/notices.tsx';
import { timeText } from '../../lib/format.ts';
import { dualProductsQuery, useDualProductStatus, useSaveDualProduct } from './api.ts';

type Draft = {
  id?: number;
  currency_id: string;
  type: 'call' | 'put';
  target_price: string;
  apr: string;
  term_days: string;
  settle_at: string;
  unit: string;
  quota: string;
};

const HOUR_MS = 3_600_000;

/** A datetime-local value (the admin's own time zone) for epoch ms, and back. */
function localInput(epochMs: number): string {
  const date = new Date(epochMs - new Date(epochMs).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

const emptyDraft = (): Draft => ({
  currency_id: '1',
  type: 'call',
  target_price: '',
  apr: '',
  term_days: '7',
  settle_at: localInput(Date.now() + 7 * 24 * HOUR_MS),
  unit: '0.01',
  quota: '',
});

function draftOf(product: TAdminDualProduct): Draft {
  return {
    id: product.id,
    currency_id: String(product.currency_id),
    type: product.type,
    target_price: product.target_price,
    apr: product.apr,
    term_days: String(product.term_days),
    settle_at: localInput(product.settle_at),
    unit: product.unit,
    quota: product.quota === null ? '' : String(product.quota),
  };
}

export function DualPage() {
  const products = useQuery(dualProductsQuery());
  const save = useSaveDualProduct();
  const setStatus = useDualProductStatus();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof Draft) => ({
    value: String(draft[name] ?? ''),
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const settleAt = new Date(draft.settle_at).getTime();
    const input = {
      id: draft.id,
      currency_id: Number(draft.currency_id),
      type: draft.type,
      target_price: draft.target_price,
      apr: draft.apr,
      term_days: draft.term_days,
      settle_at: Number.isFinite(settleAt) ? settleAt : 0,
      unit: draft.unit,
      quota: draft.quota === '' ? undefined : draft.quota,
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        notify(draft.id ? `Product #${saved.id} saved` : `Product #${saved.id} created (closed until you open it)`);
        setDraft(draftOf(saved));
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const toggle = (product: TAdminDualProduct) => {
    const status = product.status === 'open' ? 'closed' : 'open';
    setStatus.mutate(
      { id: product.id, status },
      {
        onSuccess: () => notify(`Product #${product.id} ${status === 'open' ? 'opened' : 'closed'}`),
        onError: (failure) => notify(failure.message, 'error'),
      },
    );
  };

  const columns: Column<TAdminDualProduct>[] = [
    { key: 'id', header: '#', render: (row) => row.id, mono: true, width: '50px' },
    { key: 'product', header: 'Product', render: (row) => `${row.currency} ${row.type === 'call' ? 'call · sell high' : 'put · buy low'}` },
    { key: 'target', header: 'Target (USDT)', render: (row) => row.target_price, align: 'right' },
    { key: 'apr', header: 'APR', render: (row) => `${row.apr} %`, align: 'right' },
    { key: 'term', header: 'Term', render: (row) => `${row.term_days} d`, align: 'right' },
    { key: 'settle', header: 'Settles', render: (row) => timeText(row.settle_at) },
    { key: 'unit', header: 'Unit', render: (row) => `${row.unit} ${row.invest_currency}` },
    { key: 'sold', header: 'Sold / quota', render: (row) => `${row.sold} / ${row.quota ?? '∞'}`, align: 'right' },
    { key: 'orders', header: 'Orders', render: (row) => row.orders, align: 'right' },
    {
      key: 'status',
      header: 'State',
      render: (row) => (
        <span className="dual-status">
          {row.status === 'open' ? <span className="badge badge-success">Open</span> : <span className="badge badge-review">Closed</span>}
          <button
            type="button"
            className="btn btn-small"
            onClick={(event) => {
              event.stopPropagation();
              toggle(row);
            }}
            disabled={setStatus.isPending}
            data-testid={`dual-toggle-${row.id}`}
          >
            {row.status === 'open' ? 'Close' : 'Open'}
          </button>
        </span>
      ),
    },
  ];

  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Dual investment</h1>
          <p>
            Products users buy in whole units. A new product is closed until you open it. Orders keep the terms they were bought at;
            settlement comes only from the recorded price at the settlement time.
          </p>
        </div>
      </header>
      <div className="card" style={{ padding: 16, marginBottom: 16 }}>
        <form onSubmit={submit} aria-label="Dual product">
          <h2 style={{ marginTop: 0, fontSize: 16 }}>{draft.id ? `Edit product #${draft.id}` : 'New product'}</h2>
          {error && <div className="alert alert-error">{error}</div>}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '0 16px' }}>
            <label className="form-field">
              <span>Coin</span>
              <select {...field('currency_id')}>
                <option value="1">BTC</option>
                <option value="2">ETH</option>
              </select>
            </label>
            <label className="form-field">
              <span>Type</span>
              <select {...field('type')}>
                <option value="call">Call: sell high (invest the coin)</option>
                <option value="put">Put: buy low (invest USDT)</option>
              </select>
            </label>
            <label className="form-field">
              <span>Target price (USDT)</span>
              <input {...field('target_price')} inputMode="decimal" required />
            </label>
            <label className="form-field">
              <span>APR (%)</span>
              <input {...field('apr')} inputMode="decimal" required />
            </label>
            <label className="form-field">
              <span>Term (days, for the yield)</span>
              <input {...field('term_days')} inputMode="numeric" required />
            </label>
            <label className="form-field">
              <span>Settlement time</span>
              <input type="datetime-local" {...field('settle_at')} required />
            </label>
            <label className="form-field">
              <span>Unit (in the invested coin)</span>
              <input {...field('unit')} inputMode="decimal" required />
            </label>
            <label className="form-field">
              <span>Quota (units, empty: none)</span>
              <input {...field('quota')} inputMode="numeric" />
            </label>
          </div>
          <div style={{ display: 'flex', gap: 8 }}>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {draft.id ? 'Save changes' : 'Create product'}
            </button>
            {draft.id ? (
              <button type="button" className="btn" onClick={() => setDraft(emptyDraft())}>
                New product instead
              </button>
            ) : null}
          </div>
        </form>
      </div>
      <div className="card">
        <DataTable
          label="Dual products"
          columns={columns}
          rows={products.data}
          rowKey={(row) => row.id}
          isLoading={products.isFetching}
          error={products.error}
          onRetry={() => void products.refetch()}
          emptyText="No dual products yet."
          onRowClick={(row) => setDraft(draftOf(row))}
          selectedKey={draft.id ?? null}
        />
      </div>
    </section>
  );
}
