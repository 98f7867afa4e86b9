// Provably fair (DESIGN.md "fair by construction"): market/ticks answers a range of one market's
// hash-chained ticks exactly as hashed, with the rule, so anyone can re-hash them and check the
// tick a fill, stop, liquidation or option result names. Public: checking needs no account.
import type { FastifyInstance } from 'fastify';
import { fromAtoms } from '@platform/shared/money';
import { marketTicks } from '@platform/shared/contract/market';
import type { TChainTick, TMarketTicksRequest } from '@platform/shared/schemas/fair';
import { FAIR_TICKS_MAX, TICK_HASH_RULE } from '@platform/shared/trading-rules';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { ticksBetween, ticksFrom, ticksUpTo } from './fair-queries.ts';
import type { MarketDirectory } from '../../prices/market-directory.ts';
import type { TickRow } from './queries.ts';

const rangeTooWide = () => new AppError('tick_range_invalid', { max: FAIR_TICKS_MAX });

function chainTickJson(row: TickRow): TChainTick {
  return {
    seq: row.seq,
    time: row.time,
    price: fromAtoms(row.price_atoms),
    price_atoms: row.price_atoms.toString(),
    prev_hash: row.prev_hash,
    hash: row.hash,
  };
}

/** `around` a seq (half before and it, the rest after), from_seq..to_seq, from one end, or the latest. */
async function ticksOf(db: Db, marketId: number, input: TMarketTicksRequest): Promise<TickRow[]> {
  const { around, from_seq: fromSeq, to_seq: toSeq, limit } = input;
  if (limit > FAIR_TICKS_MAX) throw rangeTooWide();
  if (around !== undefined) {
    const before = await ticksUpTo(db, marketId, around, Math.ceil(limit / 2));
    const after = await ticksFrom(db, marketId, around + 1, limit - before.length);
    return [...before, ...after];
  }
  if (fromSeq !== undefined && toSeq !== undefined) {
    if (toSeq < fromSeq || toSeq - fromSeq + 1 > FAIR_TICKS_MAX) throw rangeTooWide();
    return ticksBetween(db, marketId, fromSeq, toSeq);
  }
  if (fromSeq !== undefined) return ticksFrom(db, marketId, fromSeq, limit);
  return ticksUpTo(db, marketId, toSeq, limit);
}

export function registerFairRoutes(app: FastifyInstance, deps: { db: Db; directory: MarketDirectory }): void {
  defineRoute(app, marketTicks, async (input) => {
    const market = deps.directory.bySymbol(input.symbol);
    if (!market) throw new AppError('market_not_tradable');
    const rows = await ticksOf(deps.db, market.id, input);
    return { symbol: market.symbol, market_id: market.id, hash_rule: TICK_HASH_RULE, ticks: rows.map(chainTickJson) };
  });
}
