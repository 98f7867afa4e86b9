// The current (still open) candle of every period of every market, kept in memory so a tick
// updates nine candles without reading the database; the recorder flushes them once per batch.
import { applyTickAt, type CandleAtoms } from '@platform/engine/candles';
import { PERIODS, type Period } from '@platform/shared/schemas/market';
import type { PeriodCandle } from './queries.ts';

export class CandleStore {
  private readonly current = new Map<number, Map<Period, CandleAtoms>>();

  /** Starts from the latest stored candle of each period, so a restart continues the open buckets. */
  constructor(latest: readonly PeriodCandle[]) {
    for (const { marketId, period, candle } of latest) this.periodsOf(marketId).set(period, candle);
  }

  /** Applies one tick to all nine periods and answers the nine updated candles. */
  apply(marketId: number, timeMs: number, priceAtoms: bigint, volumeAtoms: bigint): PeriodCandle[] {
    const periods = this.periodsOf(marketId);
    const timeS = Math.floor(timeMs / 1000);
    return PERIODS.map((period) => {
      const current = periods.get(period);
      // A clock that stepped back (or history stored ahead of it) must not stop the feed:
      // such a tick counts towards the latest candle instead.
      const tickTimeS = current && timeS < current.openTimeS ? current.openTimeS : timeS;
      const candle = applyTickAt(period, current, tickTimeS, priceAtoms, volumeAtoms);
      periods.set(period, candle);
      return { marketId, period, candle };
    });
  }

  currentOf(marketId: number, period: Period): CandleAtoms | undefined {
    return this.current.get(marketId)?.get(period);
  }

  private periodsOf(marketId: number): Map<Period, CandleAtoms> {
    let periods = this.current.get(marketId);
    if (!periods) {
      periods = new Map();
      this.current.set(marketId, periods);
    }
    return periods;
  }
}
