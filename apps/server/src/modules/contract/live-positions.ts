// The risk loop's index: every open position and pending entry, per market, in memory, so a tick
// is evaluated without a query. Loaded from the database at start; changed only by the market's
// single writer (desk.ts) after each write has committed.
import type { PositionRow } from './queries.ts';

export class LivePositions {
  private readonly byMarket = new Map<number, Map<number, PositionRow>>();

  constructor(rows: readonly PositionRow[]) {
    for (const row of rows) this.put(row);
  }

  /** Keeps the row if it is still live (open or pending), forgets it otherwise. */
  put(row: PositionRow): void {
    let market = this.byMarket.get(row.market_id);
    if (row.status !== 'open' && row.status !== 'pending') {
      market?.delete(row.id);
      return;
    }
    if (!market) {
      market = new Map();
      this.byMarket.set(row.market_id, market);
    }
    market.set(row.id, row);
  }

  forget(marketId: number, id: number): void {
    this.byMarket.get(marketId)?.delete(id);
  }

  /** A snapshot of the market's live positions, in id order (the order they were placed). */
  ofMarket(marketId: number): PositionRow[] {
    return [...(this.byMarket.get(marketId)?.values() ?? [])];
  }

  markets(): number[] {
    return [...this.byMarket.keys()];
  }

  size(): number {
    let count = 0;
    for (const market of this.byMarket.values()) count += market.size;
    return count;
  }
}
