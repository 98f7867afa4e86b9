// The tape of the pair in trade: newest first, the price in the taker's colour, live over the socket.
// Most prints are between simulated participants (labelled as simulated market data); a fill on
// this platform is marked with a dot.
import type { UseQueryResult } from '@tanstack/react-query';
import type { TQuote } from '@platform/shared/schemas/market';
import type { TSpotTrade } from '@platform/shared/schemas/spot';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatBookAmount, formatClock, formatPriceAt } from '../utils/display.ts';
import { ListEmpty, ListFailed, ListSkeleton } from './states.tsx';
import styles from './spot.module.css';

export function RecentTrades({
  trades,
  pair,
  amountDecimals,
}: {
  trades: UseQueryResult<TSpotTrade[]>;
  pair: TQuote;
  amountDecimals: number | undefined;
}) {
  const { t } = useTranslation('spot');
  if (trades.isPending) return <ListSkeleton testId="spot-trades-loading" />;
  if (!trades.data) return <ListFailed testId="spot-trades-error" retrying={trades.isFetching} onRetry={() => void trades.refetch()} />;
  if (trades.data.length === 0) return <ListEmpty testId="spot-trades-empty" title={t('trades.empty')} />;
  return (
    <section aria-label={t('trades.title')}>
      <p className={styles.tapeNote} data-testid="spot-trades-note">
        {t('trades.simulatedNote')}
      </p>
      <div className={styles.tradesHead}>
        <span>{t('trades.time')}</span>
        <span>{t('book.price', { coin: pair.quote })}</span>
        <span>{t('book.amount', { coin: pair.base })}</span>
      </div>
      <ul className={styles.list} data-testid="spot-trades">
        {trades.data.map((trade) => (
          <li key={trade.id} className={styles.tradeRow} data-simulated={trade.simulated}>
            <span className={styles.muted}>
              {formatClock(trade.time)}
              {trade.simulated ? null : (
                <i className={styles.platformFill} role="img" aria-label={t('trades.platformFill')} title={t('trades.platformFill')} />
              )}
            </span>
            <span className={trade.side === 'buy' ? styles.up : styles.down}>{formatPriceAt(trade.price, pair.price_decimals)}</span>
            <span>{formatBookAmount(trade.amount, amountDecimals)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
