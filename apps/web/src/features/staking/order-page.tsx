// The user's staking positions (/pages/lockming/order?tab=holding|redeemed|early_redeemed): amount,
// rates, income paid and expected, the schedule; a held one can be redeemed early after a preview
// of exactly what comes back and what the penalty keeps.
import { Button, Dialog, Tabs, Toast } from 'antd-mobile';
import { formatDateTime } from '@platform/shared/format';
import { STAKING_STATES, type StakingState } from '@platform/shared/staking-rules';
import type { TStakingPosition } from '@platform/shared/schemas/staking';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { newIdempotencyKey } from '../../lib/api.ts';
import { useRedeemEarly, useStakingLiveUpdates, useStakingOrders } from './api/staking.ts';
import { Rates, Row } from './components/rates.tsx';
import styles from '../../components/earn.module.css';

function tabOf(search: string): StakingState {
  const tab = new URLSearchParams(search).get('tab');
  return STAKING_STATES.find((state) => state === tab) ?? 'holding';
}

export default function OrderPage() {
  const { t } = useTranslation('staking');
  const tab = tabOf(useHashSearch());
  useStakingLiveUpdates();
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar title={t('order.title')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${PATHS.lockmingOrder}?tab=${key}`, { replace: true })}
        data-testid="staking-order-tabs"
      >
        {STAKING_STATES.map((state) => (
          <Tabs.Tab key={state} title={t(`order.state.${state}`)} />
        ))}
      </Tabs>
      <Positions key={tab} state={tab} />
    </div>
  );
}

function Positions({ state }: { state: StakingState }) {
  const { t } = useTranslation('staking');
  return (
    <PagedList
      query={useStakingOrders(state)}
      testId="staking-orders"
      listTestId={`staking-orders-${state}`}
      className={styles.list}
      empty={{
        title: t('order.empty'),
        action: (
          <Button color="primary" block onClick={() => navigate(PATHS.lockming)}>
            {t('order.browse')}
          </Button>
        ),
      }}
    >
      {(position) => <PositionCard position={position} />}
    </PagedList>
  );
}

function PositionCard({ position }: { position: TStakingPosition }) {
  const { t } = useTranslation('staking');
  const coin = position.currency_name;
  const money = (value: string) => `${formatCoin(value, coin)} ${coin}`;
  const holding = position.state === 'holding';
  return (
    <article className={styles.card} data-testid={`staking-position-${position.id}`}>
      <div className={styles.cardHead}>
        <span className={styles.coin}>
          {money(position.amount)}
          <span className={styles.period}>{t('product.period', { days: position.period_days })}</span>
        </span>
        <span className={holding ? styles.tagHolding : styles.tag}>{t(`order.state.${position.state}`)}</span>
      </div>
      <Rates daily={position.daily_rate} apr={position.apr} apy={position.apy} />
      <dl className={styles.rows}>
        <Row label={t('order.paid')} value={money(position.paid_income)} testId="staking-position-paid" />
        <Row label={t('order.expected')} value={money(position.expected_income)} />
        <Row label={t('order.days')} value={t('order.daysValue', { paid: position.days_paid, total: position.period_days })} />
        <Row label={t('order.start')} value={formatDateTime(position.start_time)} />
        {position.next_dividend_time !== null ? (
          <Row label={t('order.nextDividend')} value={formatDateTime(position.next_dividend_time)} />
        ) : null}
        <Row label={t('order.end')} value={formatDateTime(position.end_time)} />
        {position.closed_at !== null ? <Row label={t('order.closedAt')} value={formatDateTime(position.closed_at)} /> : null}
        {position.returned_amount !== null ? (
          <Row label={t('order.returned')} value={money(position.returned_amount)} testId="staking-position-returned" />
        ) : null}
        {position.penalty_amount !== null && position.penalty_amount !== '0' ? (
          <Row label={t('order.penalty')} value={money(position.penalty_amount)} />
        ) : null}
      </dl>
      {holding ? <RedeemButton position={position} /> : null}
    </article>
  );
}

function RedeemButton({ position }: { position: TStakingPosition }) {
  const { t } = useTranslation('staking');
  const redeem = useRedeemEarly();
  const coin = position.currency_name;
  const money = (value: string) => `${formatCoin(value, coin)} ${coin}`;
  const ask = async () => {
    if (position.early_return === null || position.early_penalty === null) return;
    const confirmed = await Dialog.confirm({
      title: t('order.redeemTitle'),
      content: (
        <div data-testid="staking-redeem-preview">
          <dl className={styles.dialogRows}>
            <Row label={t('order.principal')} value={money(position.amount)} />
            <Row
              label={t('order.penaltyLine', { rate: position.penalty_rate })}
              value={`-${money(position.early_penalty)}`}
              testId="staking-redeem-penalty"
            />
            <Row label={t('order.receive')} value={money(position.early_return)} testId="staking-redeem-receive" strong />
          </dl>
          <p className={styles.dialogNote}>{t('order.keepIncome', { amount: formatCoin(position.paid_income, coin), coin })}</p>
        </div>
      ),
      confirmText: t('order.redeemConfirm'),
      cancelText: t('back'),
    });
    if (!confirmed) return;
    try {
      // One tap is one attempt: a repeated tap after an answer is a new request the server refuses as redeemed.
      await redeem.mutateAsync({ id: position.id, idempotencyKey: newIdempotencyKey() });
      Toast.show({ icon: 'success', content: t('order.redeemed') });
    } catch {
      // The API client has shown the server's text.
    }
  };
  return (
    <Button
      className={styles.action}
      block
      fill="outline"
      color="danger"
      loading={redeem.isPending}
      onClick={() => void ask()}
      data-testid={`staking-redeem-${position.id}`}
    >
      {t('order.redeem')}
    </Button>
  );
}
