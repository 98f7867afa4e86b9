// The user's open positions and pending entries under the form, in every market: live profit at the
// mark price, the account's totals, and closing all, the longs or the shorts at once.
import { useState } from 'react';
import { ActionSheet, Dialog, Toast } from 'antd-mobile';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TContractPosition, TLeverDealall } from '@platform/shared/schemas/contract';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useBatchClose, useDealall, type BatchCloseType } from '../api/positions.ts';
import type { LiveMarks } from '../use-live-marks.ts';
import { liveFigures } from '../utils/live-profit.ts';
import { profitColor, signedText, usdtText } from '../utils/format.ts';
import { PositionActions } from './position-actions.tsx';
import { PositionCard } from './position-card.tsx';
import { CardsSkeleton, EmptyList, LoadFailed } from './states.tsx';
import styles from '../contract.module.css';

type Tab = 'open' | 'pending';

export function PositionsPanel({ marks }: { marks: LiveMarks }) {
  const { t } = useTranslation('contract');
  const dealall = useDealall();
  const [tab, setTab] = useState<Tab>('open');
  const positions = dealall.data?.positions ?? [];
  const open = positions.filter((position) => position.status === 'open');
  const pending = positions.filter((position) => position.status === 'pending');
  const shown = tab === 'open' ? open : pending;

  let body;
  if (dealall.isPending) body = <CardsSkeleton rows={2} testId="positions-loading" />;
  else if (!dealall.data)
    body = <LoadFailed testId="positions-error" retrying={dealall.isFetching} onRetry={() => void dealall.refetch()} />;
  else if (shown.length === 0) body = <EmptyList title={t(tab === 'open' ? 'empty.positions' : 'empty.pending')} testId={`${tab}-empty`} />;
  else {
    body = (
      <ul className={styles.cardList} data-testid={tab === 'open' ? 'open-positions' : 'pending-positions'}>
        {shown.map((position) => (
          <li key={position.id}>
            <LivePositionCard position={position} marks={marks} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel}>
      <div className={styles.panelHead}>
        <div className={styles.panelTabs} role="tablist">
          {(['open', 'pending'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={`${styles.panelTab} ${tab === key ? styles.panelTabActive : ''}`}
              onClick={() => setTab(key)}
              data-testid={`positions-tab-${key}`}
            >
              {t(key === 'open' ? 'tabs.positions' : 'tabs.pending')} ({key === 'open' ? open.length : pending.length})
            </button>
          ))}
        </div>
        <button type="button" className={styles.panelLink} onClick={() => navigate(PATHS.contractOrder)} data-testid="positions-all-orders">
          {t('orders.all')}
        </button>
      </div>
      {dealall.data && open.length > 0 && tab === 'open' ? <Totals dealall={dealall.data} open={open} marks={marks} /> : null}
      {body}
    </section>
  );
}

export function LivePositionCard({ position, marks }: { position: TContractPosition; marks: LiveMarks }) {
  const mark = marks.markOf(position.symbol);
  const decimals = marks.quoteOf(position.symbol)?.price_decimals;
  return (
    <PositionCard
      position={position}
      live={liveFigures(position, mark)}
      priceDecimals={decimals}
      actions={<PositionActions position={position} mark={mark} priceDecimals={decimals} />}
    />
  );
}

/** Equity, margin and unrealised profit at the live marks, and the batch close. */
function Totals({ dealall, open, marks }: { dealall: TLeverDealall; open: TContractPosition[]; marks: LiveMarks }) {
  const { t } = useTranslation('contract');
  const profitAtoms = open.reduce((sum, position) => sum + toAtoms(liveFigures(position, marks.markOf(position.symbol)).profit ?? '0'), 0n);
  const equityAtoms = toAtoms(dealall.available) + toAtoms(dealall.total_margin) + profitAtoms;
  const profit = fromAtoms(profitAtoms);
  return (
    <div className={styles.totals} data-testid="positions-totals">
      <div>
        <div className={styles.cellLabel}>{t('totals.equity')}</div>
        <div>{usdtText(equityAtoms)}</div>
      </div>
      <div>
        <div className={styles.cellLabel}>{t('totals.margin')}</div>
        <div>{usdtText(dealall.total_margin)}</div>
      </div>
      <div>
        <div className={styles.cellLabel}>{t('totals.profit')}</div>
        <div style={{ color: profitColor(profit) }} data-testid="positions-total-profit">
          {signedText(profit)}
        </div>
      </div>
      <BatchClose />
    </div>
  );
}

function BatchClose() {
  const { t } = useTranslation('contract');
  const [choosing, setChoosing] = useState(false);
  const submission = useSubmissionKey();
  const batch = useBatchClose();

  const run = async (type: BatchCloseType) => {
    setChoosing(false);
    const confirmed = await Dialog.confirm({
      title: t(`batch.${type}`),
      content: t('batch.body'),
      confirmText: t('close.confirm'),
      cancelText: t('action.back'),
    });
    if (!confirmed) return;
    const request = { type };
    batch.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: (result) => {
          submission.settle();
          Toast.show({ content: t('batch.done', { count: result.closed }) });
        },
        onError: (error) => submission.settle(error),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={styles.batchButton}
        disabled={batch.isPending}
        onClick={() => setChoosing(true)}
        data-testid="positions-batch"
      >
        {t('batch.button')}
      </button>
      <ActionSheet
        visible={choosing}
        onClose={() => setChoosing(false)}
        cancelText={t('action.back')}
        actions={(['all', 'long', 'short'] as const).map((type) => ({
          key: type,
          text: t(`batch.${type}`),
          danger: type === 'all',
          onClick: () => void run(type),
        }))}
      />
    </>
  );
}
