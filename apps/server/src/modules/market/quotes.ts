// 24-hour statistics of each market for the quote lists, from its 1-minute candles: open 24 h
// ago, high, low, volume, turnover and change. All bigint; strings only at the very end.
import type { CandleAtoms } from '@platform/engine/candles';
import { fromAtoms, mulAtoms, roundAtoms } from '@platform/shared/money';
import type { MarketCategory, TQuote } from '@platform/shared/schemas/market';
import type { MarketRow } from '../../db/schema.ts';

export const DAY_S = 86_400;
const MINUTE_S = 60;
/** Turnover is shown in the quote currency with cents. */
const AMOUNT_DECIMALS = 2;

export type DayStats = { openAtoms: bigint; highAtoms: bigint; lowAtoms: bigint; volumeAtoms: bigint; amountAtoms: bigint };

/** The 1-minute candles overlapping the last 24 hours, ascending; the newest may still be open. */
export class DayWindow {
  private candles: CandleAtoms[];

  constructor(candles: readonly CandleAtoms[]) {
    this.candles = [...candles];
  }

  /** Adds the live 1-minute candle, or replaces its earlier state; drops what fell out of the day. */
  upsert(candle: CandleAtoms, nowS: number): void {
    const last = this.candles[this.candles.length - 1];
    if (last && last.openTimeS === candle.openTimeS) this.candles[this.candles.length - 1] = candle;
    else if (!last || last.openTimeS < candle.openTimeS) this.candles.push(candle);
    const firstKeptIndex = this.candles.findIndex((kept) => kept.openTimeS + MINUTE_S > nowS - DAY_S);
    if (firstKeptIndex > 0) this.candles = this.candles.slice(firstKeptIndex);
    if (firstKeptIndex < 0) this.candles = [];
  }

  stats(): DayStats | undefined {
    const first = this.candles[0];
    if (!first) return undefined;
    let { highAtoms, lowAtoms } = first;
    let volumeAtoms = 0n;
    let amountAtoms = 0n;
    for (const candle of this.candles) {
      if (candle.highAtoms > highAtoms) highAtoms = candle.highAtoms;
      if (candle.lowAtoms < lowAtoms) lowAtoms = candle.lowAtoms;
      volumeAtoms += candle.volumeAtoms;
      // The minute's turnover at its close: close enough for a quote list, and exact to the atom.
      amountAtoms += mulAtoms(candle.closeAtoms, candle.volumeAtoms);
    }
    return { openAtoms: first.openAtoms, highAtoms, lowAtoms, volumeAtoms, amountAtoms: roundAtoms(amountAtoms, AMOUNT_DECIMALS) };
  }
}

/** Change from `openAtoms` to `priceAtoms` in percent with two decimals, rounded half away from zero: "1.25", "-0.40", "0.00". */
export function changePercentText(openAtoms: bigint, priceAtoms: bigint): string {
  if (openAtoms <= 0n) return '0.00';
  const differenceAtoms = priceAtoms - openAtoms;
  const magnitude = differenceAtoms < 0n ? -differenceAtoms : differenceAtoms;
  const basisPoints = (magnitude * 10_000n * 2n + openAtoms) / (2n * openAtoms);
  const sign = differenceAtoms < 0n && basisPoints > 0n ? '-' : '';
  return `${sign}${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

type MarketState = { market: MarketRow; window: DayWindow; priceAtoms: bigint; timeMs: number };

/** The quote of every market, recomputed once per tick batch and served from memory. */
export class QuoteBook {
  private readonly states = new Map<number, MarketState>();
  private cached: TQuote[] | undefined;

  constructor(initial: readonly MarketState[]) {
    for (const state of initial) this.states.set(state.market.id, state);
  }

  update(marketId: number, oneMinute: CandleAtoms, priceAtoms: bigint, timeMs: number): void {
    const state = this.states.get(marketId);
    if (!state) throw new Error(`no quote for market ${marketId}`);
    state.window.upsert(oneMinute, Math.floor(timeMs / 1000));
    state.priceAtoms = priceAtoms;
    state.timeMs = timeMs;
    this.cached = undefined;
  }

  /** Every market in listing order. */
  list(): TQuote[] {
    this.cached ??= [...this.states.values()].map(quoteOf);
    return this.cached;
  }

  quoteOf(marketId: number): TQuote | undefined {
    return this.list().find((quote) => quote.id === marketId);
  }
}

function quoteOf(state: MarketState): TQuote {
  const { market, priceAtoms } = state;
  const stats = state.window.stats() ?? {
    openAtoms: priceAtoms,
    highAtoms: priceAtoms,
    lowAtoms: priceAtoms,
    volumeAtoms: 0n,
    amountAtoms: 0n,
  };
  // The latest price may lie outside the finished minutes' range until its own candle is added.
  const highAtoms = priceAtoms > stats.highAtoms ? priceAtoms : stats.highAtoms;
  const lowAtoms = priceAtoms < stats.lowAtoms ? priceAtoms : stats.lowAtoms;
  return {
    id: market.id,
    symbol: market.symbol,
    base: market.base,
    quote: market.quote,
    category: market.category as MarketCategory,
    name: market.name,
    price: fromAtoms(priceAtoms),
    open: fromAtoms(stats.openAtoms),
    change: changePercentText(stats.openAtoms, priceAtoms),
    high: fromAtoms(highAtoms),
    low: fromAtoms(lowAtoms),
    volume: fromAtoms(stats.volumeAtoms),
    amount: fromAtoms(stats.amountAtoms),
    price_decimals: market.price_decimals,
    time: state.timeMs,
  };
}
