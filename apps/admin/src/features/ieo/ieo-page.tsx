// IEO projects: the list with each one's state, subscribed total against the hard cap and allocation,
// a form to create one (with its token's coin) or edit one, and opening or closing subscriptions.
// Once anyone has subscribed, the price, cap, limits, precision and start stay as they were; once the
// allocation has run nothing changes. Every change asks for a reason and is written to the audit log.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminIeoProject } from '@platform/shared/schemas/ieo';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { notify } from '../../components/notices.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { errorText } from '../../lib/api.ts';
import { amountText, timeText } from '../../lib/format.ts';
import { ieoProjectsQuery, useProjectChange } from './api.ts';

const STATE_TEXT = { warm_up: 'warm-up', in_progress: 'in progress', finished: 'finished' } as const;

const COLUMNS: Column<TAdminIeoProject>[] = [
  { key: 'id', header: 'ID', render: (row) => `#${row.id}`, width: '60px' },
  { key: 'token', header: 'Token', render: (row) => `${row.name} (${row.symbol})` },
  { key: 'prices', header: 'Prices', render: (row) => row.prices.map((price) => `${price.price} ${price.currency}`).join(' · ') },
  {
    key: 'subscribed',
    header: 'Subscribed / cap',
    render: (row) => `${amountText(row.subscribed)} / ${amountText(row.hard_cap)} (${row.progress}%)`,
  },
  { key: 'orders', header: 'Orders', render: (row) => row.orders, width: '70px' },
  {
    key: 'window',
    header: 'Subscription (UTC)',
    render: (row) => `${timeText(row.start_time)} – ${timeText(row.end_time)}`,
    width: '300px',
  },
  { key: 'state', header: 'State', render: (row) => STATE_TEXT[row.state], width: '90px' },
  {
    key: 'allocation',
    header: 'Allocation',
    render: (row) => (row.allocated ? `${row.ratio ?? ''}% at ${timeText(row.allocated_at ?? 0)}` : `due ${timeText(row.distribute_time)}`),
    width: '200px',
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <span className={`badge badge-${row.status === 'open' ? 'success' : 'rejected'}`}>{row.status}</span>,
    width: '80px',
  },
];

type Draft = {
  name: string;
  symbol: string;
  logo: string;
  description: string;
  white_paper: string;
  token_decimals: string;
  hard_cap: string;
  user_min: string;
  user_max: string;
  price_usdt: string;
  price_btc: string;
  warmup_time: string;
  start_time: string;
  end_time: string;
  distribute_time: string;
  reason: string;
};

const USDT = 3;
const BTC = 1;
const HOUR_MS = 3_600_000;
const utcInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const fromUtcInput = (text: string) => Date.parse(`${text}Z`);

function draftOf(project: TAdminIeoProject | null): Draft {
  const now = Date.now();
  const priceIn = (currencyId: number) => project?.prices.find((price) => price.currency_id === currencyId)?.price ?? '';
  return {
    name: project?.name ?? '',
    symbol: project?.symbol ?? '',
    logo: project?.logo ?? '',
    description: project?.description ?? '',
    white_paper: project?.white_paper ?? '',
    token_decimals: String(project?.token_decimals ?? 2),
    hard_cap: project?.hard_cap ?? '1000000',
    user_min: project?.user_min ?? '10',
    user_max: project?.user_max ?? '10000',
    price_usdt: project ? priceIn(USDT) : '0.1',
    price_btc: project ? priceIn(BTC) : '',
    warmup_time: utcInput(project?.warmup_time ?? now),
    start_time: utcInput(project?.start_time ?? now + 24 * HOUR_MS),
    end_time: utcInput(project?.end_time ?? now + 8 * 24 * HOUR_MS),
    distribute_time: utcInput(project?.distribute_time ?? now + 9 * 24 * HOUR_MS),
    reason: '',
  };
}

function ProjectForm({ project, onDone }: { project: TAdminIeoProject | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(project));
  const change = useProjectChange();
  const locked = project !== null && project.orders > 0;
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const prices = [
      { currency_id: USDT, price: draft.price_usdt.trim() },
      { currency_id: BTC, price: draft.price_btc.trim() },
    ].filter((price) => price.price !== '');
    change.mutate(
      {
        call: 'save',
        input: {
          id: project?.id,
          name: draft.name,
          symbol: draft.symbol,
          logo: draft.logo,
          description: draft.description,
          white_paper: draft.white_paper,
          token_decimals: Number(draft.token_decimals),
          hard_cap: draft.hard_cap,
          user_min: draft.user_min,
          user_max: draft.user_max,
          // Form-encoded like every back-office call: the list travels as JSON text.
          prices: JSON.stringify(prices),
          warmup_time: fromUtcInput(draft.warmup_time),
          start_time: fromUtcInput(draft.start_time),
          end_time: fromUtcInput(draft.end_time),
          distribute_time: fromUtcInput(draft.distribute_time),
          reason: draft.reason,
        },
      },
      {
        onSuccess: () => {
          notify(project ? 'Project saved' : 'Project created (closed until you open it)');
          onDone();
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };
  const setStatus = (status: 'open' | 'closed') => {
    if (!project) return;
    change.mutate(
      { call: 'status', input: { id: project.id, status, reason: draft.reason } },
      {
        onSuccess: () => {
          notify(status === 'open' ? 'Subscriptions opened' : 'Subscriptions closed; existing subscriptions are still allocated');
          onDone();
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };
  return (
    <form onSubmit={save} data-testid="ieo-project-form">
      <label className="form-field">
        <span>Token name</span>
        <input {...field('name')} maxLength={40} required />
      </label>
      <label className="form-field">
        <span>Symbol (2 to 10 capitals and digits; the token's coin in the wallet)</span>
        <input {...field('symbol')} maxLength={10} required disabled={locked} />
      </label>
      <label className="form-field">
        <span>Logo URL</span>
        <input {...field('logo')} maxLength={300} />
      </label>
      <label className="form-field">
        <span>Description</span>
        <textarea {...field('description')} maxLength={2000} rows={4} />
      </label>
      <label className="form-field">
        <span>White paper link (https://…)</span>
        <input {...field('white_paper')} maxLength={300} />
      </label>
      <label className="form-field">
        <span>Token precision (decimals, 0 to 8: allocations are rounded down to it)</span>
        <input {...field('token_decimals')} inputMode="numeric" required disabled={locked} />
      </label>
      <label className="form-field">
        <span>Hard cap (tokens)</span>
        <input {...field('hard_cap')} inputMode="decimal" required disabled={locked} />
      </label>
      <label className="form-field">
        <span>Minimum per subscription (tokens)</span>
        <input {...field('user_min')} inputMode="decimal" required disabled={locked} />
      </label>
      <label className="form-field">
        <span>Maximum per user in all (tokens)</span>
        <input {...field('user_max')} inputMode="decimal" required disabled={locked} />
      </label>
      <label className="form-field">
        <span>Price per token in USDT (empty: not accepted)</span>
        <input {...field('price_usdt')} inputMode="decimal" disabled={locked} />
      </label>
      <label className="form-field">
        <span>Price per token in BTC (empty: not accepted)</span>
        <input {...field('price_btc')} inputMode="decimal" disabled={locked} />
      </label>
      <label className="form-field">
        <span>Warm-up from (UTC)</span>
        <input {...field('warmup_time')} type="datetime-local" required />
      </label>
      <label className="form-field">
        <span>Subscription opens (UTC)</span>
        <input {...field('start_time')} type="datetime-local" required disabled={locked} />
      </label>
      <label className="form-field">
        <span>Subscription closes (UTC)</span>
        <input {...field('end_time')} type="datetime-local" required />
      </label>
      <label className="form-field">
        <span>Distribution (UTC; the allocation runs once at this time)</span>
        <input {...field('distribute_time')} type="datetime-local" required />
      </label>
      <label className="form-field">
        <span>Reason (audit log)</span>
        <input {...field('reason')} maxLength={200} />
      </label>
      <p className="hint">
        Oversubscribed, every subscription gets the same ratio (hard cap / total asked), rounded down to the token precision, and the rest
        of its payment back. No control here changes an allocation.
      </p>
      <div className="card-toolbar">
        <button type="submit" className="btn btn-primary" disabled={change.isPending || (project?.allocated ?? false)}>
          {project ? 'Save' : 'Create'}
        </button>
        {project ? (
          <button
            type="button"
            className="btn"
            disabled={change.isPending}
            onClick={() => setStatus(project.status === 'open' ? 'closed' : 'open')}
          >
            {project.status === 'open' ? 'Close subscriptions' : 'Open subscriptions'}
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function IeoPage() {
  const projects = useQuery(ieoProjectsQuery());
  const [editing, setEditing] = useState<TAdminIeoProject | null | undefined>(undefined);
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>IEO projects</h1>
          <p>
            New tokens sold at a fixed price per pay currency up to a hard cap; payments frozen until the distribution time, then allocated
            pro rata once.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
          New project
        </button>
      </header>
      <div className="card">
        <DataTable
          label="IEO projects"
          columns={COLUMNS}
          rows={projects.data}
          rowKey={(row) => row.id}
          isLoading={projects.isFetching}
          error={projects.error}
          onRetry={() => void projects.refetch()}
          emptyText="No IEO projects yet."
          onRowClick={(row) => setEditing(row)}
        />
      </div>
      {editing !== undefined ? (
        <SidePanel title={editing ? `Project #${editing.id} · ${editing.symbol}` : 'New IEO project'} onClose={() => setEditing(undefined)}>
          <ProjectForm key={editing?.id ?? 'new'} project={editing} onDone={() => setEditing(undefined)} />
        </SidePanel>
      ) : null}
    </section>
  );
}
