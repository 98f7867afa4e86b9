// Checks a run of hash-chained ticks the way anyone could, with the browser's own SHA-256 (WebCrypto):
// each hash is recomputed over exactly the text of TICK_HASH_RULE, each prev_hash must equal the
// hash before it (the genesis hash for seq 1), and the seqs must follow one another with no gap.
import type { TChainTick } from '@platform/shared/schemas/fair';

export const GENESIS_HASH = '0'.repeat(64);

export type TickCheck = { seq: number; computed: string; hashOk: boolean; linkOk: boolean | null; seqOk: boolean };
export type ChainVerdict =
  | { kind: 'verified'; checks: Map<number, TickCheck> }
  | { kind: 'failed'; checks: Map<number, TickCheck>; seq: number; reason: 'hash' | 'link' | 'gap' }
  | { kind: 'unsupported' };

/** The exact text a tick's hash is taken over: `${prev_hash}|${market_id}|${seq}|${time}|${price_atoms}`. */
export function hashedText(tick: TChainTick, marketId: number): string {
  return `${tick.prev_hash}|${marketId}|${tick.seq}|${tick.time}|${tick.price_atoms}`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** WebCrypto exists only in a secure context (https, or this machine). */
export function canVerify(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

/** Verifies `ticks` (ascending by seq) of market `marketId`; the first failure in seq order is named. */
export async function verifyChain(ticks: readonly TChainTick[], marketId: number): Promise<ChainVerdict> {
  if (!canVerify()) return { kind: 'unsupported' };
  const computed = await Promise.all(ticks.map((tick) => sha256Hex(hashedText(tick, marketId))));
  const checks = new Map<number, TickCheck>();
  let failure: { seq: number; reason: 'hash' | 'link' | 'gap' } | null = null;
  for (const [index, tick] of ticks.entries()) {
    const previous = index > 0 ? ticks[index - 1] : undefined;
    const seqOk = previous === undefined || tick.seq === previous.seq + 1;
    // The first tick shown links to one not loaded, unless it is the chain's very first.
    const linkOk = previous !== undefined ? tick.prev_hash === previous.hash : tick.seq === 1 ? tick.prev_hash === GENESIS_HASH : null;
    const hashOk = computed[index] === tick.hash;
    checks.set(tick.seq, { seq: tick.seq, computed: computed[index] ?? '', hashOk, linkOk, seqOk });
    if (failure) continue;
    if (!hashOk) failure = { seq: tick.seq, reason: 'hash' };
    else if (!seqOk) failure = { seq: tick.seq, reason: 'gap' };
    else if (linkOk === false) failure = { seq: tick.seq, reason: 'link' };
  }
  return failure ? { kind: 'failed', checks, ...failure } : { kind: 'verified', checks };
}
