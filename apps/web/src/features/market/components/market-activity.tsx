// Below a coin market's chart: its public tape, its order book and its depth chart, in tabs. The tape
// is mostly prints between simulated participants (labelled as simulated market data); a fill on
// this platform is marked with a dot. The book is spot/depth: the platform's liquidity quotes and
// the users' resting orders.
import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatAmount, formatDateTime } from '@platform/shared/format';
import { formatTapeAmount } from '@platform/shared/market-tape';
import { toAtoms } from '@platform/shared/money';
import type { TQuote } from '@platform/shared/schemas/market';
import type { TSpotDepth, TSpotTrade } from '@platform/shared/schemas/spot';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMarketDepth, useMarketTape } from '../api/book.ts';
import { depthCurve, type DepthPoint } from '../utils/depth-curve.ts';
import { formatQuotePrice, pairParts } from '../utils/format-quote.ts';
import styles from './market-activity.module.css';

type Tab = 'trades' | 'book' | 'depth';
const TABS: readonly Tab[] = ['trades', 'book', 'depth'];
/** Levels a side in the book tab: the provider quotes 15. */
const BOOK_ROWS = 15;
/** The amount precision until the book says it. */
const AMOUNT_DECIMALS_FALLBACK = 4;

export function MarketActivity({ quote }: { quote: TQuote }) {
  const { t } = useTranslation('market');
  const [tab, setTab] = useState<Tab>('trades');
  const depth = useMarketDepth(quote.symbol);
  const tape = useMarketTape(quote.symbol);
  const amountDecimals = depth.data?.amount_decimals ?? AMOUNT_DECIMALS_FALLBACK;
  return (
    <section className={styles.activity} aria-label={t('detail.tabsLabel')}>
      <div className={styles.tabs} role="tablist">
        {TABS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={tab === item}
            className={`${styles.tab} ${tab === item ? styles.tabActive : ''}`}
            onClick={() => setTab(item)}
            data-testid={`detail-tab-${item}`}
          >
            {t(`detail.tabs.${item}`)}
          </button>
        ))}
      </div>
      {tab === 'trades' ? <Tape tape={tape} quote={quote} amountDecimals={amountDecimals} /> : null}
      {tab === 'book' ? <Book depth={depth} quote={quote} amountDecimals={amountDecimals} /> : null}
      {tab === 'depth' ? <DepthChart depth={depth} quote={quote} amountDecimals={amountDecimals} /> : null}
    </section>
  );
}

function Pending({ testId }: { testId: string }) {
  return (
    <div className={styles.state} data-testid={testId}>
      <DotLoading color="currentColor" />
    </div>
  );
}

function Failed({ text, retrying, onRetry, testId }: { text: string; retrying: boolean; onRetry: () => void; testId: string }) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.state} data-testid={testId}>
      <span>{text}</span>
      <Button size="small" fill="outline" color="primary" loading={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** "13:05:09" in New York. */
const clockOf = (epochMs: number) => formatDateTime(epochMs).slice(11);

function Tape({ tape, quote, amountDecimals }: { tape: UseQueryResult<TSpotTrade[]>; quote: TQuote; amountDecimals: number }) {
  const { t } = useTranslation('market');
  const { base, quote: counter } = pairParts(quote);
  if (tape.isPending) return <Pending testId="detail-tape-loading" />;
  if (!tape.data) {
    return (
      <Failed text={t('detail.tape.failed')} retrying={tape.isFetching} onRetry={() => void tape.refetch()} testId="detail-tape-error" />
    );
  }
  return (
    <div>
      <p className={styles.note} data-testid="detail-tape-note">
        {t('detail.tape.note')}
      </p>
      <div className={`${styles.tapeRow} ${styles.head}`}>
        <span>{t('detail.tape.time')}</span>
        <span>{t('detail.tape.price', { coin: counter })}</span>
        <span>{t('detail.tape.amount', { coin: base })}</span>
      </div>
      {tape.data.length === 0 ? (
        <div className={styles.state} data-testid="detail-tape-empty">
          {t('detail.tape.empty')}
        </div>
      ) : (
        <ul className={styles.list} data-testid="detail-tape">
          {tape.data.map((trade) => (
            <li key={trade.id} className={styles.tapeRow} data-simulated={trade.simulated}>
              <span className={styles.muted}>
                {clockOf(trade.time)}
                {trade.simulated ? null : (
                  <i
                    className={styles.platformFill}
                    role="img"
                    aria-label={t('detail.tape.platformFill')}
                    title={t('detail.tape.platformFill')}
                  />
                )}
              </span>
              <span className={trade.side === 'buy' ? styles.up : styles.down}>{formatQuotePrice(trade.price, quote.price_decimals)}</span>
              <span data-testid="detail-tape-amount">{formatTapeAmount(trade.amount, amountDecimals)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Level = { price: string; amount: string };

/** Each level with its cumulative share (0-100) of the deeper side, for the bars. */
function withShares(levels: readonly Level[], maxAtoms: bigint): (Level & { sharePercent: number })[] {
  let cumulative = 0n;
  return levels.map((level) => {
    cumulative += toAtoms(level.amount);
    return { ...level, sharePercent: maxAtoms > 0n ? Number((cumulative * 100n) / maxAtoms) : 0 };
  });
}

const totalAtoms = (levels: readonly Level[]) => levels.reduce((sum, level) => sum + toAtoms(level.amount), 0n);

function Book({ depth, quote, amountDecimals }: { depth: UseQueryResult<TSpotDepth>; quote: TQuote; amountDecimals: number }) {
  const { t } = useTranslation('market');
  const { base, quote: counter } = pairParts(quote);
  if (depth.isPending) return <Pending testId="detail-book-loading" />;
  if (!depth.data) {
    return (
      <Failed text={t('detail.book.failed')} retrying={depth.isFetching} onRetry={() => void depth.refetch()} testId="detail-book-error" />
    );
  }
  const bids = depth.data.bids.slice(0, BOOK_ROWS);
  const asks = depth.data.asks.slice(0, BOOK_ROWS);
  if (bids.length === 0 && asks.length === 0) {
    return (
      <div className={styles.state} data-testid="detail-book-empty">
        {t('detail.book.empty')}
      </div>
    );
  }
  const bidTotal = totalAtoms(bids);
  const askTotal = totalAtoms(asks);
  const maxAtoms = bidTotal > askTotal ? bidTotal : askTotal;
  const bidRows = withShares(bids, maxAtoms);
  const askRows = withShares(asks, maxAtoms);
  const amount = (value: string) => formatTapeAmount(value, amountDecimals);
  return (
    <div data-testid="detail-book">
      <div className={`${styles.bookRow} ${styles.head}`}>
        <span className={styles.bidHalf}>
          <span>
            {t('detail.book.bid')} ({base})
          </span>
          <span className={styles.right}>{counter}</span>
        </span>
        <span className={styles.askHalf}>
          <span>{counter}</span>
          <span className={styles.right}>
            {t('detail.book.ask')} ({base})
          </span>
        </span>
      </div>
      {Array.from({ length: Math.max(bidRows.length, askRows.length) }, (_, index) => {
        const bid = bidRows[index];
        const ask = askRows[index];
        return (
          <div key={index} className={styles.bookRow} data-testid="detail-book-row">
            <span className={styles.bidHalf}>
              {bid ? <i className={styles.bidBar} style={{ width: `${bid.sharePercent}%` }} /> : null}
              <span>{bid ? amount(bid.amount) : ''}</span>
              <span className={`${styles.up} ${styles.right}`}>{bid ? formatQuotePrice(bid.price, quote.price_decimals) : ''}</span>
            </span>
            <span className={styles.askHalf}>
              {ask ? <i className={styles.askBar} style={{ width: `${ask.sharePercent}%` }} /> : null}
              <span className={styles.down}>{ask ? formatQuotePrice(ask.price, quote.price_decimals) : ''}</span>
              <span className={styles.right}>{ask ? amount(ask.amount) : ''}</span>
            </span>
          </div>
        );
      })}
    </div>
  );
}

const CHART_WIDTH = 100;
const CHART_HEIGHT = 56;

function pathOf(points: readonly DepthPoint[]): string {
  return points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${(point.x * CHART_WIDTH).toFixed(3)},${(CHART_HEIGHT - point.y * CHART_HEIGHT).toFixed(3)}`,
    )
    .join(' ');
}

function DepthChart({ depth, quote, amountDecimals }: { depth: UseQueryResult<TSpotDepth>; quote: TQuote; amountDecimals: number }) {
  const { t } = useTranslation('market');
  const { base } = pairParts(quote);
  if (depth.isPending) return <Pending testId="detail-depth-loading" />;
  if (!depth.data) {
    return (
      <Failed text={t('detail.book.failed')} retrying={depth.isFetching} onRetry={() => void depth.refetch()} testId="detail-depth-error" />
    );
  }
  const curve = depthCurve(depth.data.bids, depth.data.asks);
  if (!curve) {
    return (
      <div className={styles.state} data-testid="detail-depth-empty">
        {t('detail.book.empty')}
      </div>
    );
  }
  // Axis labels from the book's own decimal strings, never re-rounded floats.
  const lowest = depth.data.bids.at(-1)?.price ?? '';
  const highest = depth.data.asks.at(-1)?.price ?? '';
  const maxTotalAtoms = [depth.data.bids, depth.data.asks].map(totalAtoms).reduce((a, b) => (a > b ? a : b));
  return (
    <figure className={styles.depth} data-testid="detail-depth">
      <div className={styles.depthLegend}>
        <span>
          <i className={styles.legendBid} />
          {t('detail.book.bid')}
        </span>
        <span>
          <i className={styles.legendAsk} />
          {t('detail.book.ask')}
        </span>
        <span className={styles.depthTop}>
          {formatAmount(maxTotalAtoms, Math.min(amountDecimals, 4))} {base}
        </span>
      </div>
      <svg
        className={styles.depthSvg}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('detail.depth.label')}
      >
        <path d={`${pathOf(curve.bids)} Z`} className={styles.bidArea} vectorEffect="non-scaling-stroke" />
        <path d={`${pathOf(curve.asks)} Z`} className={styles.askArea} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className={styles.depthAxis}>
        <span>{formatQuotePrice(lowest, quote.price_decimals)}</span>
        <span>{depth.data.last_price ? formatQuotePrice(depth.data.last_price, quote.price_decimals) : ''}</span>
        <span>{formatQuotePrice(highest, quote.price_decimals)}</span>
      </figcaption>
    </figure>
  );
}
