// One position as a card: direction and multiple in colour, lots, prices, margin, stops, profit (live
// at the mark price while open), the close reason, times in New York, and links to the ticks that
// decided its opening and closing ("verify price").
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { formatDateTime } from '@platform/shared/format';
import type { TContractPosition } from '@platform/shared/schemas/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { fairTicksPath } from '../../../lib/paths.ts';
import type { LiveFigures } from '../utils/live-profit.ts';
import { baseOf, directionColor, priceText, profitColor, rateText, signedText, usdtText } from '../utils/format.ts';
import styles from '../contract.module.css';

type Props = {
  position: TContractPosition;
  live: LiveFigures;
  priceDecimals?: number;
  actions?: ReactNode;
};

const REASON_KEYS: Record<NonNullable<TContractPosition['close_reason']>, string> = {
  user: 'reason.user',
  batch: 'reason.user',
  stop_profit: 'reason.stopProfit',
  stop_loss: 'reason.stopLoss',
  liquidation: 'reason.liquidation',
  cancelled: 'reason.cancelled',
};

export function PositionCard({ position, live, priceDecimals, actions }: Props) {
  const { t } = useTranslation('contract');
  const price = (value: string | null) => priceText(value, priceDecimals);
  const { status } = position;
  const profit = status === 'open' ? live.profit : position.profit;
  const rate = status === 'open' ? live.profitRate : position.profit_rate;
  const showProfit = status === 'open' || status === 'closed';
  const testId = `position-${position.id}`;

  return (
    <article className={styles.card} data-testid={testId} data-status={status}>
      <header className={styles.cardHead}>
        <span className={styles.directionTag} style={{ background: directionColor(position.direction) }}>
          {t(position.direction === 'long' ? 'form.long' : 'form.short')} {position.multiple}x
        </span>
        <span className={styles.cardSymbol}>{position.symbol}</span>
        {position.close_reason ? (
          <span
            className={`${styles.reasonTag} ${position.close_reason === 'liquidation' ? styles.reasonDanger : ''}`}
            data-testid={`${testId}-reason`}
          >
            {t(REASON_KEYS[position.close_reason])}
          </span>
        ) : status === 'pending' ? (
          <span className={styles.reasonTag}>{t('status.pending')}</span>
        ) : null}
      </header>

      {showProfit ? (
        <div className={styles.profitRow}>
          <div>
            <div className={styles.cellLabel}>{t(status === 'open' ? 'position.unrealised' : 'position.realised')}</div>
            <div className={styles.profit} style={{ color: profitColor(profit) }} data-testid={`${testId}-profit`}>
              {signedText(profit)}
            </div>
          </div>
          <div className={styles.profitRateCell}>
            <div className={styles.cellLabel}>{t('position.profitRate')}</div>
            <div className={styles.profitRate} style={{ color: profitColor(profit) }} data-testid={`${testId}-rate`}>
              {rateText(rate)}
            </div>
          </div>
        </div>
      ) : null}

      <dl className={styles.grid}>
        <Cell label={t('position.lots')} value={`${position.lots} · ${position.quantity} ${baseOf(position.symbol)}`} />
        <Cell label={t('position.margin')} value={usdtText(position.margin)} testId={`${testId}-margin`} />
        {status === 'pending' ? (
          <Cell label={t('position.entryPrice')} value={price(position.entry_price)} testId={`${testId}-entry-price`} />
        ) : (
          <Cell label={t('position.openPrice')} value={price(position.open_price)} testId={`${testId}-open-price`} />
        )}
        {status === 'open' ? <Cell label={t('position.markPrice')} value={price(live.mark)} testId={`${testId}-mark-price`} /> : null}
        {status === 'closed' ? (
          <Cell label={t('position.closePrice')} value={price(position.close_price)} testId={`${testId}-close-price`} />
        ) : null}
        {status === 'open' || status === 'pending' ? (
          <Cell
            label={t('position.liquidation')}
            value={price(position.liquidation_price)}
            tone="var(--adm-color-warning)"
            testId={`${testId}-liq`}
          />
        ) : null}
        <Cell label={t('position.fee')} value={usdtText(position.fee)} />
        {status !== 'pending' ? <Cell label={t('position.overnightFee')} value={usdtText(position.overnight_fee)} /> : null}
        <Cell label={t('stops.profit')} value={price(position.target_profit_price)} testId={`${testId}-tp`} />
        <Cell label={t('stops.loss')} value={price(position.stop_loss_price)} testId={`${testId}-sl`} />
      </dl>

      <div className={styles.times}>
        {position.opened_at ? (
          <span>
            {t('position.openedAt')} {formatDateTime(position.opened_at)}
          </span>
        ) : (
          <span>
            {t('position.createdAt')} {formatDateTime(position.created_at)}
          </span>
        )}
        {position.closed_at ? (
          <span>
            {t(status === 'cancelled' ? 'position.cancelledAt' : 'position.closedAt')} {formatDateTime(position.closed_at)}
          </span>
        ) : null}
      </div>

      {position.open_tick_seq !== null || position.close_tick_seq !== null || actions ? (
        <footer className={styles.cardFoot}>
          <span className={styles.verifyLinks}>
            {position.open_tick_seq !== null ? (
              <Link
                className={styles.verifyLink}
                to={fairTicksPath(position.symbol, position.open_tick_seq)}
                data-testid={`${testId}-verify-opening`}
              >
                <CheckShieldOutline /> {t('position.verifyOpen')}
              </Link>
            ) : null}
            {position.close_tick_seq !== null ? (
              <Link
                className={styles.verifyLink}
                to={fairTicksPath(position.symbol, position.close_tick_seq)}
                data-testid={`${testId}-verify-closing`}
              >
                <CheckShieldOutline /> {t('position.verifyClose')}
              </Link>
            ) : null}
          </span>
          {actions ? <span className={styles.cardActions}>{actions}</span> : null}
        </footer>
      ) : null}
    </article>
  );
}

function Cell({ label, value, tone, testId }: { label: string; value: string; tone?: string; testId?: string }) {
  return (
    <div className={styles.cell}>
      <dt className={styles.cellLabel}>{label}</dt>
      <dd style={tone ? { color: tone } : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
