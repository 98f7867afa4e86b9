// The SQL of the provably fair call: ranges of one market's hash-chained ticks, ascending by seq.
import type { Db } from '../../db/database.ts';
import type { TickRow } from './queries.ts';

const COLUMNS = ['market_id', 'seq', 'time', 'price_atoms', 'prev_hash', 'hash'] as const;

/** Ticks from_seq..to_seq inclusive. */
export async function ticksBetween(db: Db, marketId: number, fromSeq: number, toSeq: number): Promise<TickRow[]> {
  return db
    .selectFrom('ticks')
    .select(COLUMNS)
    .where('market_id', '=', marketId)
    .where('seq', '>=', fromSeq)
    .where('seq', '<=', toSeq)
    .orderBy('seq')
    .execute();
}

/** Up to `limit` ticks from `fromSeq` on. */
export async function ticksFrom(db: Db, marketId: number, fromSeq: number, limit: number): Promise<TickRow[]> {
  return db
    .selectFrom('ticks')
    .select(COLUMNS)
    .where('market_id', '=', marketId)
    .where('seq', '>=', fromSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Up to `limit` ticks ending at `toSeq` (the latest ones without it), ascending. */
export async function ticksUpTo(db: Db, marketId: number, toSeq: number | undefined, limit: number): Promise<TickRow[]> {
  let query = db.selectFrom('ticks').select(COLUMNS).where('market_id', '=', marketId);
  if (toSeq !== undefined) query = query.where('seq', '<=', toSeq);
  const rows = await query.orderBy('seq', 'desc').limit(limit).execute();
  return rows.reverse();
}
