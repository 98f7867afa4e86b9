// Every published price is a link of a per-market hash chain, so anyone holding the ticks table
// can prove no price was changed, dropped or inserted afterwards (DESIGN.md "fair by construction").
import crypto from 'node:crypto';
import type { TickRow } from './queries.ts';

export const GENESIS_HASH = '0'.repeat(64);

export function tickHash(prevHash: string, marketId: number, seq: number, timeMs: number, priceAtoms: bigint): string {
  return crypto.createHash('sha256').update(`${prevHash}|${marketId}|${seq}|${timeMs}|${priceAtoms}`).digest('hex');
}

export type ChainHead = { seq: number; hash: string };

/** The head of each market's chain; links are made first and committed once they are stored. */
export class TickChain {
  private readonly heads: Map<number, ChainHead>;

  constructor(heads: Map<number, ChainHead>) {
    this.heads = new Map(heads);
  }

  /** The next rows for these ticks, in order; several ticks of one market chain onto each other. */
  link(ticks: readonly { marketId: number; timeMs: number; priceAtoms: bigint }[]): TickRow[] {
    const pending = new Map<number, ChainHead>();
    return ticks.map((tick) => {
      const head = pending.get(tick.marketId) ?? this.heads.get(tick.marketId) ?? { seq: 0, hash: GENESIS_HASH };
      const seq = head.seq + 1;
      const hash = tickHash(head.hash, tick.marketId, seq, tick.timeMs, tick.priceAtoms);
      pending.set(tick.marketId, { seq, hash });
      return { market_id: tick.marketId, seq, time: tick.timeMs, price_atoms: tick.priceAtoms, prev_hash: head.hash, hash };
    });
  }

  /** Moves the heads past rows that are now stored. */
  commit(rows: readonly TickRow[]): void {
    for (const row of rows) {
      const headSeq = this.heads.get(row.market_id)?.seq ?? 0;
      if (row.seq !== headSeq + 1) throw new Error(`tick chain of market ${row.market_id} skips from ${headSeq} to ${row.seq}`);
      this.heads.set(row.market_id, { seq: row.seq, hash: row.hash });
    }
  }
}
