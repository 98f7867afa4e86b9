// Provably fair: market/ticks returns a range of a market's hash-chained ticks, so anyone can
// re-hash them (TICK_HASH_RULE) and check the price that decided a fill, stop, liquidation or
// option. A path of our own; SPEC.md does not show one.
import { z } from 'zod';
import { key } from './common.ts';
import { WHOLE_MAX, zWhole } from './fields.ts';
import { blankAsUndefined } from './trading-common.ts';

/** Tick seqs are BIGINT: any safe whole number. */
const zSeq = zWhole('parameter_error', { max: WHOLE_MAX });

/** Ticks from_seq..to_seq (inclusive); only `around` gives the ticks either side of one seq; neither gives the latest. */
export const ZMarketTicksRequest = z.object({
  symbol: z.string(key('market_not_tradable')).trim().toUpperCase().max(20),
  from_seq: z.preprocess(blankAsUndefined, zSeq.optional()),
  to_seq: z.preprocess(blankAsUndefined, zSeq.optional()),
  around: z.preprocess(blankAsUndefined, zSeq.optional()),
  /** At most FAIR_TICKS_MAX: the server checks it, so its refusal can name the maximum. */
  limit: zWhole('limit_invalid', { max: WHOLE_MAX }).default(20),
});
export type TMarketTicksRequest = z.infer<typeof ZMarketTicksRequest>;

export const ZChainTick = z.object({
  seq: z.number().int(),
  time: z.number().int(),
  price: z.string(),
  /** The price in atoms (1e-8), exactly as hashed. */
  price_atoms: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type TChainTick = z.infer<typeof ZChainTick>;

export const ZMarketTicksResponse = z.object({
  symbol: z.string(),
  market_id: z.number().int(),
  hash_rule: z.string(),
  /** Ascending by seq. */
  ticks: z.array(ZChainTick),
});
export type TMarketTicksResponse = z.infer<typeof ZMarketTicksResponse>;
