// One option in a list: market, direction, duration, stake; the opening and closing prices, each
// linking to the recorded ticks that decided it; the result in colour with the profit, or the time
// left while it runs.
import { Link } from 'wouter';
import { RightOutline } from 'antd-mobile-icons';
import { formatDateTime } from '@platform/shared/format';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { formatCoin, formatSignedCoin } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { fairTicksPath } from '../../../lib/paths.ts';
import { secondsLeft } from '../utils/server-clock.ts';
import { formatCountdown, formatOptionPrice } from '../utils/display.ts';
import styles from './option.module.css';

type Props = {
  order: TOptionOrder;
  /** The server's clock now, for the countdown of an open order. */
  nowMs: number;
  priceDecimals?: number;
};

export function OptionRow({ order, nowMs, priceDecimals }: Props) {
  const { t } = useTranslation('option');
  const settled = order.status === 'settled' && order.result !== null;
  const coin = order.currency_name;
  const profitClass = !settled ? '' : order.result === 'win' ? styles.up : order.result === 'loss' ? styles.down : styles.level;
  const resultClass = !settled
    ? styles.resultOpen
    : order.result === 'win'
      ? styles.resultWin
      : order.result === 'loss'
        ? styles.resultLoss
        : styles.resultTie;
  const left = secondsLeft(order.expires_at, nowMs);
  return (
    <article className={styles.order} data-testid={`option-order-${order.id}`} data-status={order.status} data-result={order.result ?? ''}>
      <div className={styles.orderHead}>
        <span className={styles.orderSymbol}>{order.symbol}</span>
        <span className={`${styles.sideTag} ${order.direction === 'up' ? styles.sideUp : styles.sideDown}`}>
          {t(order.direction === 'up' ? 'up' : 'down')}
        </span>
        <span className={styles.orderSeconds}>{t('secondsShort', { seconds: order.seconds })}</span>
        <span className={styles.orderOutcome}>
          {settled ? (
            <span className={profitClass} data-testid={`option-order-profit-${order.id}`}>
              {formatSignedCoin(order.profit ?? '0', coin)}
            </span>
          ) : (
            <span data-testid={`option-order-left-${order.id}`}>{left > 0 ? formatCountdown(left) : t('settling')}</span>
          )}
          <span className={`${styles.resultTag} ${resultClass}`} data-testid={`option-order-result-${order.id}`}>
            {settled ? t(`result.${order.result}`) : t('status.open')}
          </span>
        </span>
      </div>
      <div className={styles.orderGrid}>
        <span>
          <span className={styles.cellLabel}>{t('stake')}</span>
          <span className={styles.cellValue}>
            {formatCoin(order.number, coin)} {coin}
          </span>
        </span>
        <span>
          <span className={styles.cellLabel}>{t('openPrice')}</span>
          <span className={styles.cellValue} data-testid={`option-order-open-${order.id}`}>
            {formatOptionPrice(order.open_price, priceDecimals)}
          </span>
        </span>
        <span className={styles.cellRight}>
          <span className={styles.cellLabel}>{t('closePrice')}</span>
          <span className={styles.cellValue} data-testid={`option-order-close-${order.id}`}>
            {settled ? formatOptionPrice(order.close_price, priceDecimals) : '—'}
          </span>
        </span>
      </div>
      <div className={styles.orderFoot}>
        <span>{formatDateTime(order.opened_at)}</span>
        <span className={styles.tickLinks}>
          <Link
            className={styles.tickLink}
            to={fairTicksPath(order.symbol, order.open_tick_seq)}
            data-testid={`option-order-fair-open-${order.id}`}
          >
            {t('tickLink.open', { seq: order.open_tick_seq })}
            <RightOutline />
          </Link>
          {order.close_tick_seq !== null ? (
            <Link
              className={styles.tickLink}
              to={fairTicksPath(order.symbol, order.close_tick_seq)}
              data-testid={`option-order-fair-close-${order.id}`}
            >
              {t('tickLink.close', { seq: order.close_tick_seq })}
              <RightOutline />
            </Link>
          ) : null}
        </span>
      </div>
    </article>
  );
}
