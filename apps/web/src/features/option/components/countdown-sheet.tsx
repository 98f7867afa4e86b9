// The running option: seconds left on the server's clock, the live price against the opening price
// coloured by how it stands so far, and what a win returns. Hiding it does not stop anything; the
// result still opens at expiry.
import { Button, DotLoading, Popup, ProgressCircle } from 'antd-mobile';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { formatCoin } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatCountdown, formatOptionPrice, formatSignedPrice } from '../utils/display.ts';
import { useLiveTicks } from '../utils/live-ticks.ts';
import { priceDeltaOf, standingOf, winReturnOf, type Standing } from '../utils/option-math.ts';
import { secondsLeft, useServerNow } from '../utils/server-clock.ts';
import { Fact } from './confirm-sheet.tsx';
import styles from './option.module.css';

const STANDING_STYLE: Record<Standing, string | undefined> = {
  winning: styles.standingWinning,
  losing: styles.standingLosing,
  level: styles.standingLevel,
};
const STANDING_COLOR: Record<Standing, string> = {
  winning: 'var(--app-color-up)',
  losing: 'var(--app-color-down)',
  level: 'var(--app-text-secondary)',
};

type Props = { order: TOptionOrder | null; visible: boolean; priceDecimals?: number; onHide: () => void };

export function CountdownSheet({ order, visible, priceDecimals, onHide }: Props) {
  return (
    <Popup visible={visible && order !== null} onMaskClick={onHide} onClose={onHide} bodyClassName={styles.sheet} destroyOnClose>
      {order ? <Countdown order={order} priceDecimals={priceDecimals} onHide={onHide} /> : null}
    </Popup>
  );
}

function Countdown({ order, priceDecimals, onHide }: { order: TOptionOrder; priceDecimals?: number; onHide: () => void }) {
  const { t } = useTranslation('option');
  const now = useServerNow(true);
  const ticks = useLiveTicks(order.symbol);
  // Only ticks after the opening one count; before the first arrives the price is the opening price.
  const liveTick = ticks.at(-1);
  const livePrice = liveTick && liveTick.seq >= order.open_tick_seq ? liveTick.price : order.open_price;
  const standing = standingOf(order.direction, order.open_price, livePrice);
  const left = secondsLeft(order.expires_at, now);
  const total = Math.max(1, order.seconds);
  const coin = order.currency_name;
  const winReturn = winReturnOf(order.number, order.profit_ratio);
  return (
    <div className={styles.countdown} data-testid="option-countdown" data-order-id={order.id}>
      <div className={styles.sheetGrip} />
      <h2 className={`${styles.sheetTitle} ${order.direction === 'up' ? styles.up : styles.down}`}>
        {t(order.direction === 'up' ? 'countdown.titleUp' : 'countdown.titleDown', { symbol: order.symbol, seconds: order.seconds })}
      </h2>
      <ProgressCircle
        percent={(left / total) * 100}
        className={styles.ring}
        style={{
          '--size': '132px',
          '--track-width': '8px',
          '--track-color': 'var(--app-surface-raised)',
          '--fill-color': STANDING_COLOR[standing],
        }}
        data-testid="option-countdown-ring"
      >
        <span className={styles.ringInner}>
          {left > 0 ? (
            <span className={styles.ringSeconds} data-testid="option-countdown-left">
              {formatCountdown(left)}
            </span>
          ) : (
            <DotLoading color="currentColor" />
          )}
          <span className={styles.ringLabel}>{left > 0 ? t('countdown.left') : t('settling')}</span>
        </span>
      </ProgressCircle>
      <span className={`${styles.standing} ${STANDING_STYLE[standing]}`} data-testid="option-countdown-standing" data-standing={standing}>
        {t(`standing.${standing}`)}
      </span>
      <div className={styles.versus}>
        <div className={styles.versusCell}>
          <span className={styles.cellLabel}>{t('openPrice')}</span>
          <span className={styles.versusValue} data-testid="option-countdown-open">
            {formatOptionPrice(order.open_price, priceDecimals)}
          </span>
        </div>
        <div className={styles.versusCell}>
          <span className={styles.cellLabel}>{t('livePrice')}</span>
          <span className={styles.versusValue} style={{ color: STANDING_COLOR[standing] }} data-testid="option-countdown-live">
            {formatOptionPrice(livePrice, priceDecimals)}
          </span>
          <span className={styles.versusDelta} style={{ color: STANDING_COLOR[standing] }}>
            {formatSignedPrice(priceDeltaOf(order.open_price, livePrice), priceDecimals)}
          </span>
        </div>
      </div>
      <div className={`${styles.sheetRows} ${styles.countdownRows}`}>
        <Fact label={t('stake')}>
          {formatCoin(order.number, coin)} {coin}
        </Fact>
        <Fact label={t('winReturn')}>
          <span className={styles.factStrong}>{winReturn ? `${formatCoin(winReturn, coin)} ${coin}` : '—'}</span>
        </Fact>
      </div>
      <Button block onClick={onHide} data-testid="option-countdown-hide">
        {t('countdown.hide')}
      </Button>
    </div>
  );
}
