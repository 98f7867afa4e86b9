// The public tape between simulated participants (DESIGN.md market data): on every recorded tick a
// few prints at the tick's price, so a market's trades are never the user's own fills alone. Each
// print is drawn from a seed of the market and the tick (@platform/engine/simulated-market), moves
// no money, is not stored, and says `simulated: true`; its id is negative, derived from the tick.
import { mulberry32, seedOf } from '@platform/engine/random-walk';
import { PRINTS_PER_TICK_MAX, simulatedPrints } from '@platform/engine/simulated-market';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TSpotTrade } from '@platform/shared/schemas/spot';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import type { SpotMarket } from './spot-markets.ts';

export const SIMULATED_TAPE = {
  /** A print is worth between these in the quote coin; small prints far more often than large ones. */
  printQuoteMinAtoms: toAtoms('10'),
  printQuoteMaxAtoms: toAtoms('25000'),
  /** The window of the first tick a market prints after a start, when no earlier tick is known. */
  firstWindowMs: 1000,
} as const;

const TAPE_SEED_STREAM = 4;

/** A print's id: negative, unique per market and tick (a tick prints at most PRINTS_PER_TICK_MAX). */
export function simulatedPrintId(tickSeq: number, index: number): number {
  return -(tickSeq * (PRINTS_PER_TICK_MAX + 1) + index + 1);
}

export class SimulatedTape {
  private readonly previousTicks = new Map<number, RecordedTick>();

  constructor(initial: readonly RecordedTick[]) {
    for (const tick of initial) this.previousTicks.set(tick.marketId, tick);
  }

  /** The prints of a recorded tick, oldest first; the tick becomes the previous one of its market. */
  printsOf(market: SpotMarket, tick: RecordedTick): TSpotTrade[] {
    const previous = this.previousTicks.get(market.id);
    this.previousTicks.set(market.id, tick);
    const previousTimeMs = Math.min(previous?.timeMs ?? tick.timeMs - SIMULATED_TAPE.firstWindowMs, tick.timeMs - 1);
    const prints = simulatedPrints(mulberry32(seedOf(market.id, tick.seq, TAPE_SEED_STREAM)), {
      priceAtoms: tick.priceAtoms,
      timeMs: tick.timeMs,
      previousPriceAtoms: previous?.priceAtoms ?? null,
      previousTimeMs,
      amountDecimals: market.amountDecimals,
      printQuoteMinAtoms: SIMULATED_TAPE.printQuoteMinAtoms,
      printQuoteMaxAtoms: SIMULATED_TAPE.printQuoteMaxAtoms,
    });
    return prints.map((print, index) => ({
      id: simulatedPrintId(tick.seq, index),
      symbol: market.symbol,
      price: fromAtoms(print.priceAtoms),
      amount: fromAtoms(print.quantityAtoms),
      side: print.side,
      time: print.timeMs,
      simulated: true,
    }));
  }
}
