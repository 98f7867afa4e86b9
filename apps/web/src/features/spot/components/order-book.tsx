// The order book of one pair: asks above (lowest next to the price), bids below, each level with a
// bar of the cumulative depth up to it, the last price between them. Tapping a level puts its price
// into the form.
import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TQuote } from '@platform/shared/schemas/market';
import type { TSpotDepth } from '@platform/shared/schemas/spot';
import { toAtoms } from '@platform/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatBookAmount, formatPriceAt, trendOf } from '../utils/display.ts';
import styles from './spot.module.css';

/** Levels per side beside the form: the form's height. */
export const BOOK_LEVELS_SHOWN = 7;

type Level = { price: string; amount: string };
type Row = Level & { depthPercent: number };

/** The levels best first with the share (0-100) of the deepest cumulative amount shown. */
function withDepth(levels: readonly Level[], maxAtoms: bigint): Row[] {
  let cumulative = 0n;
  return levels.map((level) => {
    cumulative += toAtoms(level.amount);
    const percent = maxAtoms > 0n ? Number((cumulative * 100n) / maxAtoms) : 0;
    return { ...level, depthPercent: percent };
  });
}

function sumAtoms(levels: readonly Level[]): bigint {
  return levels.reduce((sum, level) => sum + toAtoms(level.amount), 0n);
}

export function OrderBook({
  depth,
  pair,
  amountDecimals,
  onPick,
}: {
  depth: UseQueryResult<TSpotDepth>;
  pair: TQuote;
  amountDecimals: number | undefined;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation('spot');
  const head = (
    <div className={styles.bookHead}>
      <span>{t('book.price', { coin: pair.quote })}</span>
      <span>{t('book.amount', { coin: pair.base })}</span>
    </div>
  );
  if (depth.isPending) {
    return (
      <section className={styles.book} data-testid="spot-book-loading">
        {head}
        <div className={styles.bookState}>
          <DotLoading color="currentColor" />
        </div>
      </section>
    );
  }
  if (!depth.data) {
    return (
      <section className={styles.book} data-testid="spot-book-error">
        {head}
        <div className={styles.bookState}>
          <span>{t('state.bookFailed')}</span>
          <Button size="mini" fill="outline" color="primary" loading={depth.isFetching} onClick={() => void depth.refetch()}>
            {t('state.retry')}
          </Button>
        </div>
      </section>
    );
  }
  const asks = depth.data.asks.slice(0, BOOK_LEVELS_SHOWN);
  const bids = depth.data.bids.slice(0, BOOK_LEVELS_SHOWN);
  const askTotal = sumAtoms(asks);
  const bidTotal = sumAtoms(bids);
  const maxAtoms = askTotal > bidTotal ? askTotal : bidTotal;
  const level = (row: Row | undefined, side: 'ask' | 'bid', index: number) => {
    if (!row) {
      return (
        <div key={`empty-${side}-${index}`} className={`${styles.level} ${styles.levelEmpty}`} aria-hidden="true">
          <span>--</span>
          <span>--</span>
        </div>
      );
    }
    return (
      <button
        key={`${side}-${row.price}`}
        type="button"
        className={styles.level}
        onClick={() => onPick(row.price)}
        data-testid={`spot-${side}-${index}`}
      >
        <i
          className={`${styles.levelBar} ${side === 'ask' ? styles.levelBarAsk : styles.levelBarBid}`}
          style={{ width: `${row.depthPercent}%` }}
        />
        <span className={side === 'ask' ? styles.down : styles.up}>{formatPriceAt(row.price, pair.price_decimals)}</span>
        <span>{formatBookAmount(row.amount, amountDecimals)}</span>
      </button>
    );
  };
  const askRows = withDepth(asks, maxAtoms);
  const bidRows = withDepth(bids, maxAtoms);
  return (
    <section className={styles.book} aria-label={t('book.title')} data-testid="spot-book">
      {head}
      <div className={styles.levels} data-testid="spot-asks">
        {/* Highest ask on top, the best one just above the price. */}
        {Array.from({ length: BOOK_LEVELS_SHOWN }, (_, slot) => {
          const index = BOOK_LEVELS_SHOWN - 1 - slot;
          return level(askRows[index], 'ask', index);
        })}
      </div>
      <LastPrice pair={pair} />
      <div className={styles.levels} data-testid="spot-bids">
        {Array.from({ length: BOOK_LEVELS_SHOWN }, (_, index) => level(bidRows[index], 'bid', index))}
      </div>
    </section>
  );
}

/** The live price in the colour of its last move (the 24 h change until it moves). */
function LastPrice({ pair }: { pair: TQuote }) {
  const { t } = useTranslation('spot');
  const [previous, setPrevious] = useState(pair.price);
  const [trend, setTrend] = useState(() => trendOf(pair.change));
  if (pair.price !== previous) {
    // Compared during render (react.dev: "storing information from previous renders").
    const moved = toAtoms(pair.price) - toAtoms(previous);
    setPrevious(pair.price);
    if (moved !== 0n) setTrend(moved > 0n ? 'up' : 'down');
  }
  const className = trend === 'up' ? styles.up : trend === 'down' ? styles.down : '';
  return (
    <div className={styles.lastPrice}>
      <span className={`${styles.lastPriceValue} ${className}`} data-testid="spot-last-price">
        {formatPriceAt(pair.price, pair.price_decimals)}
        {trend === 'up' ? ' ↑' : trend === 'down' ? ' ↓' : ''}
      </span>
      <span className={styles.lastPriceSub}>{t('book.last')}</span>
    </div>
  );
}
