// Proves the browser's check of the tick chain (features/fair) agrees with how the server hashes
// ticks, and catches each way a recorded price could be falsified: a changed price, a re-hashed
// forgery that breaks the link to the next tick, a removed tick, a wrong genesis.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromAtoms } from '@platform/shared/money';
import type { TChainTick } from '@platform/shared/schemas/fair';
import { GENESIS_HASH, verifyChain } from '../src/features/fair/utils/verify-chain.ts';

const MARKET_ID = 1;

/** The server's rule (apps/server/src/modules/market/tick-chain.ts), written out independently. */
function serverHash(prevHash: string, seq: number, time: number, priceAtoms: bigint): string {
  return crypto.createHash('sha256').update(`${prevHash}|${MARKET_ID}|${seq}|${time}|${priceAtoms}`).digest('hex');
}

function chain(length: number, firstSeq = 1, prevHash = GENESIS_HASH): TChainTick[] {
  const ticks: TChainTick[] = [];
  let prev = prevHash;
  for (let index = 0; index < length; index += 1) {
    const seq = firstSeq + index;
    const time = 1_795_286_368_181 + index * 1000;
    const priceAtoms = 9_705_907_000_000n + BigInt(index) * 123_000_000n;
    const hash = serverHash(prev, seq, time, priceAtoms);
    ticks.push({ seq, time, price: fromAtoms(priceAtoms), price_atoms: priceAtoms.toString(), prev_hash: prev, hash });
    prev = hash;
  }
  return ticks;
}

describe('verifyChain', () => {
  it('verifies an untouched chain from genesis and a window in the middle of one', async () => {
    expect((await verifyChain(chain(21), MARKET_ID)).kind).toBe('verified');
    const window = chain(40).slice(10, 30);
    const verdict = await verifyChain(window, MARKET_ID);
    expect(verdict.kind).toBe('verified');
    // The first tick of a window links to one not loaded: neither passed nor failed.
    if (verdict.kind === 'verified') expect(verdict.checks.get(11)?.linkOk).toBeNull();
  });

  it('names the tick whose price was changed', async () => {
    const ticks = chain(10);
    ticks[4] = { ...ticks[4]!, price_atoms: '9705907000001' };
    expect(await verifyChain(ticks, MARKET_ID)).toMatchObject({ kind: 'failed', seq: 5, reason: 'hash' });
  });

  it('catches a forged tick re-hashed to match: the next tick no longer links to it', async () => {
    const ticks = chain(10);
    const forged = ticks[4]!;
    const hash = serverHash(forged.prev_hash, forged.seq, forged.time, 1n);
    ticks[4] = { ...forged, price_atoms: '1', hash };
    expect(await verifyChain(ticks, MARKET_ID)).toMatchObject({ kind: 'failed', seq: 6, reason: 'link' });
  });

  it('catches a removed tick and a first tick that does not start from genesis', async () => {
    const ticks = chain(10);
    ticks.splice(3, 1);
    expect(await verifyChain(ticks, MARKET_ID)).toMatchObject({ kind: 'failed', seq: 5, reason: 'gap' });
    const fromNowhere = chain(5, 1, 'f'.repeat(64));
    expect(await verifyChain(fromNowhere, MARKET_ID)).toMatchObject({ kind: 'failed', seq: 1, reason: 'link' });
  });

  it('hashes with the market id: the same ticks do not verify as another market', async () => {
    expect(await verifyChain(chain(3), MARKET_ID + 1)).toMatchObject({ kind: 'failed', seq: 1, reason: 'hash' });
  });
});
