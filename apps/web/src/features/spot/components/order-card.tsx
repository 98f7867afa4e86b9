// One spot order: pair, side in its colour, type, status, time, and its figures (price, amount,
// filled, average price, fee, total), with a cancel button while it is in progress.
import { Button } from 'antd-mobile';
import { formatDateTime } from '@platform/shared/format';
import { toAtoms } from '@platform/shared/money';
import type { TSpotOrder } from '@platform/shared/schemas/spot';
import { formatCoin } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatPriceAt } from '../utils/display.ts';
import styles from './spot.module.css';

/** How much of the order has filled, 0-100, for the bar under an open order. */
function filledPercent(order: TSpotOrder): number {
  const asked = toAtoms(order.amount);
  if (asked <= 0n) return 0;
  const percent = (toAtoms(order.filled_amount) * 100n) / asked;
  return Number(percent > 100n ? 100n : percent);
}

export function OrderCard({
  order,
  priceDecimals,
  onCancel,
  cancelling = false,
}: {
  order: TSpotOrder;
  priceDecimals: number | undefined;
  onCancel?: (order: TSpotOrder) => void;
  cancelling?: boolean;
}) {
  const { t } = useTranslation('spot');
  const base = order.currency_name;
  const quote = order.legal_name;
  const open = order.status === 'in_progress';
  const price = (value: string | null) => (value === null ? '--' : formatPriceAt(value, priceDecimals));
  return (
    <article className={styles.order} data-testid={`spot-order-${order.id}`} data-status={order.status}>
      <header className={styles.orderHead}>
        <span className={`${styles.sideTag} ${order.side === 'buy' ? styles.sideTagBuy : styles.sideTagSell}`}>
          {t(`form.${order.side}`)}
        </span>
        <span className={styles.orderPair}>{order.symbol}</span>
        <span className={styles.orderType}>{t(`form.${order.order_type}`)}</span>
        <span className={styles.orderAside}>
          <span className={styles.orderStatus} data-testid={`spot-order-${order.id}-status`}>
            {t(`status.${order.status}`)}
          </span>
          {open && onCancel ? (
            <Button
              size="mini"
              fill="outline"
              className={styles.cancel}
              loading={cancelling}
              disabled={cancelling}
              onClick={() => onCancel(order)}
              data-testid={`spot-order-${order.id}-cancel`}
            >
              {t('orders.cancel')}
            </Button>
          ) : null}
        </span>
      </header>
      <p className={styles.orderTime}>{formatDateTime(order.created_at)}</p>
      <dl className={styles.orderGrid}>
        <div>
          <dt>{t('orders.price', { coin: quote })}</dt>
          <dd>{order.order_type === 'market' ? t('form.market') : price(order.price)}</dd>
        </div>
        <div>
          <dt>{t('orders.amount', { coin: base })}</dt>
          <dd>{formatCoin(order.amount, base)}</dd>
        </div>
        <div>
          <dt>{t('orders.filled', { coin: base })}</dt>
          <dd data-testid={`spot-order-${order.id}-filled`}>{formatCoin(order.filled_amount, base)}</dd>
        </div>
        <div>
          <dt>{t('orders.avgPrice', { coin: quote })}</dt>
          <dd>{price(order.avg_price)}</dd>
        </div>
        <div>
          <dt>{t('orders.fee', { coin: order.fee_currency })}</dt>
          <dd>{formatCoin(order.fee, order.fee_currency)}</dd>
        </div>
        <div>
          <dt>{t('orders.total', { coin: quote })}</dt>
          <dd>{formatCoin(order.filled_total, quote)}</dd>
        </div>
      </dl>
      {open ? (
        <div className={styles.progress} aria-label={t('orders.filledShare', { percent: filledPercent(order) })}>
          <div className={styles.progressFill} style={{ width: `${filledPercent(order)}%` }} />
        </div>
      ) : null}
    </article>
  );
}
