// Proves a seconds option's result follows the two recorded prices (up wins above, down below, the
// same price ties), a win pays stake + stake x payout rounded down, and that for any stake, payout
// rate and price path the stake and settlement postings balance, the user never ends below what
// they had minus the stake, the frozen bucket returns to where it was, and the options pool gains
// exactly what the user lost.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLATFORM_ACCOUNT, applyPostings, assertBalanced, bucketKey, platformAccount } from '../src/ledger.ts';
import {
  OPTION_ACCOUNT_TYPE,
  OPTION_PAYOUT_PPM_MAX,
  isOptionDue,
  optionExpiresAt,
  optionPayoutAtoms,
  optionResult,
  optionReturnAtoms,
  optionSettled,
  optionStaked,
  type OptionDirection,
} from '../src/option.ts';

const USDT = 3;
const USER = 7;
const userAccount = { owner: String(USER), coinId: USDT, accountType: OPTION_ACCOUNT_TYPE };
const AVAILABLE = bucketKey(userAccount, 'available');
const FROZEN = bucketKey(userAccount, 'frozen');
const POOL = bucketKey(platformAccount(PLATFORM_ACCOUNT.optionsPool, USDT), 'available');

describe('option result', () => {
  it('up wins above the open, down below, the same price is a tie for both', () => {
    expect(optionResult('up', 100n, 101n)).toBe('win');
    expect(optionResult('up', 100n, 99n)).toBe('loss');
    expect(optionResult('down', 100n, 99n)).toBe('win');
    expect(optionResult('down', 100n, 101n)).toBe('loss');
    expect(optionResult('up', 100n, 100n)).toBe('tie');
    expect(optionResult('down', 100n, 100n)).toBe('tie');
  });

  it('up and down are opposite unless the price did not move', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 15n }), (open, close) => {
        const up = optionResult('up', open, close);
        const down = optionResult('down', open, close);
        if (open === close) expect([up, down]).toEqual(['tie', 'tie']);
        else expect(new Set([up, down])).toEqual(new Set(['win', 'loss']));
      }),
    );
  });

  it('a win pays stake + stake x payout rounded down; a tie the stake; a loss nothing', () => {
    expect(optionPayoutAtoms(10_00000000n, 800_000)).toBe(8_00000000n);
    expect(optionReturnAtoms('win', 10_00000000n, 800_000)).toBe(18_00000000n);
    expect(optionReturnAtoms('win', 3n, 700_000)).toBe(5n); // 3 + floor(2.1)
    expect(optionReturnAtoms('tie', 3n, 700_000)).toBe(3n);
    expect(optionReturnAtoms('loss', 3n, 700_000)).toBe(0n);
  });

  it('expires seconds x 1000 after opening and is due once a tick at or after expiry is recorded', () => {
    const expiresAt = optionExpiresAt(1_000, 60);
    expect(expiresAt).toBe(61_000);
    expect(isOptionDue(expiresAt, 60_999)).toBe(false);
    expect(isOptionDue(expiresAt, 61_000)).toBe(true);
  });

  it('refuses non-positive prices, stakes and payout rates outside the bounds', () => {
    expect(() => optionResult('up', 0n, 1n)).toThrow();
    expect(() => optionPayoutAtoms(0n, 800_000)).toThrow();
    expect(() => optionPayoutAtoms(1n, 0)).toThrow();
    expect(() => optionPayoutAtoms(1n, OPTION_PAYOUT_PPM_MAX + 1)).toThrow();
    expect(() => optionExpiresAt(0, 0)).toThrow();
  });
});

describe('option postings', () => {
  it('a stake freezes in the micro account; a loss hands the frozen stake to the options pool', () => {
    expect(optionStaked({ userId: USER, coinId: USDT, stakeAtoms: 5n })).toEqual([
      { account: userAccount, bucket: 'available', amountAtoms: -5n },
      { account: userAccount, bucket: 'frozen', amountAtoms: 5n },
    ]);
    expect(optionSettled({ userId: USER, coinId: USDT, stakeAtoms: 5n, result: 'loss', payoutPpm: 800_000 })).toEqual([
      { account: userAccount, bucket: 'frozen', amountAtoms: -5n },
      { account: platformAccount(PLATFORM_ACCOUNT.optionsPool, USDT), bucket: 'available', amountAtoms: 5n },
    ]);
  });

  it('a win unfreezes the stake and the pool pays the payout', () => {
    expect(optionSettled({ userId: USER, coinId: USDT, stakeAtoms: 10n, result: 'win', payoutPpm: 800_000 })).toEqual([
      { account: userAccount, bucket: 'frozen', amountAtoms: -10n },
      { account: userAccount, bucket: 'available', amountAtoms: 18n },
      { account: platformAccount(PLATFORM_ACCOUNT.optionsPool, USDT), bucket: 'available', amountAtoms: -8n },
    ]);
    // A payout that rounds down to nothing is a plain unfreeze, never a zero line.
    expect(optionSettled({ userId: USER, coinId: USDT, stakeAtoms: 1n, result: 'win', payoutPpm: 800_000 })).toHaveLength(2);
  });

  it('for any stake, rate and prices: balanced, never below the balance minus the stake, pool takes what the user lost', () => {
    const direction = fc.constantFrom<OptionDirection>('up', 'down');
    const price = fc.bigInt({ min: 1n, max: 10n ** 14n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        fc.bigInt({ min: 0n, max: 10n ** 16n }),
        fc.integer({ min: 1, max: OPTION_PAYOUT_PPM_MAX }),
        direction,
        price,
        price,
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (stakeAtoms, extraAtoms, payoutPpm, dir, open, close, frozenBeforeAtoms) => {
          const availableBeforeAtoms = stakeAtoms + extraAtoms;
          const before = new Map([
            [AVAILABLE, availableBeforeAtoms],
            [FROZEN, frozenBeforeAtoms],
          ]);
          const staked = optionStaked({ userId: USER, coinId: USDT, stakeAtoms });
          assertBalanced(staked);
          const afterStake = applyPostings(before, staked);
          expect(afterStake).toBeDefined();
          const result = optionResult(dir, open, close);
          const settled = optionSettled({ userId: USER, coinId: USDT, stakeAtoms, result, payoutPpm });
          assertBalanced(settled);
          const after = applyPostings(afterStake!, settled);
          expect(after).toBeDefined();
          const availableAfterAtoms = after!.get(AVAILABLE) ?? 0n;
          const returnAtoms = optionReturnAtoms(result, stakeAtoms, payoutPpm);
          expect(availableAfterAtoms).toBeGreaterThanOrEqual(availableBeforeAtoms - stakeAtoms);
          expect(availableAfterAtoms).toBe(availableBeforeAtoms - stakeAtoms + returnAtoms);
          expect(after!.get(FROZEN) ?? 0n).toBe(frozenBeforeAtoms);
          expect(after!.get(POOL) ?? 0n).toBe(stakeAtoms - returnAtoms);
        },
      ),
    );
  });

  it('a stake larger than the available balance is refused by the overdraft guard', () => {
    const before = new Map([[AVAILABLE, 9n]]);
    expect(applyPostings(before, optionStaked({ userId: USER, coinId: USDT, stakeAtoms: 10n }))).toBeUndefined();
  });
});
