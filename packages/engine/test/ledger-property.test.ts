// Proves the wallet's movements keep the books whatever order users do them in: random sequences
// of deposits, transfers between accounts, conversions, withdrawal requests (freeze), payouts and
// rejections (unfreeze), applied with the overdraft guard. After every step each set summed to
// zero per coin, no user bucket is negative, a refused set left the totals as they were, users
// and platform together hold zero of every coin, deposits in transit mirror what was credited,
// withdrawals in transit hold what was paid out, and every frozen amount is a pending withdrawal.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';
import {
  PLATFORM_ACCOUNT,
  PLATFORM_ACCOUNT_TYPE,
  accountTransfer,
  applyPostings,
  bucketKey,
  conversion,
  depositCredited,
  freeze,
  isPlatformOwner,
  unfreeze,
  userOwner,
  withdrawalPaid,
  type Posting,
} from '../src/ledger.ts';

const COINS = [1, 2, 3] as const;
const ACCOUNT_TYPES = Object.values(ACCOUNT_TYPE) as AccountTypeId[];
const USERS_MAX = 4;
const STEPS_MAX = 80;

const userId = fc.integer({ min: 1, max: USERS_MAX });
const coinId = fc.constantFrom(...COINS);
const accountType = fc.constantFrom(...ACCOUNT_TYPES);
/** Same order of magnitude as deposits, so some debits fit and some are refused. */
const atoms = fc.bigInt({ min: 1n, max: 1_000_000n });
const permille = fc.integer({ min: 0, max: 999 });

type Action =
  | { kind: 'deposit'; userId: number; coinId: number; accountType: AccountTypeId; amountAtoms: bigint }
  | {
      kind: 'transfer';
      userId: number;
      coinId: number;
      from: AccountTypeId;
      to: AccountTypeId;
      amountAtoms: bigint;
      feePermille: number;
    }
  | {
      kind: 'conversion';
      userId: number;
      fromCoinId: number;
      toCoinId: number;
      amountAtoms: bigint;
      toAmountAtoms: bigint;
      feePermille: number;
    }
  | { kind: 'withdrawRequest'; userId: number; coinId: number; accountType: AccountTypeId; amountAtoms: bigint }
  | { kind: 'withdrawApprove'; pick: number; feePermille: number }
  | { kind: 'withdrawReject'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), userId, coinId, accountType, amountAtoms: atoms }),
  fc
    .record({
      kind: fc.constant('transfer' as const),
      userId,
      coinId,
      from: accountType,
      to: accountType,
      amountAtoms: atoms,
      feePermille: permille,
    })
    .filter(({ from, to }) => from !== to),
  fc
    .record({
      kind: fc.constant('conversion' as const),
      userId,
      fromCoinId: coinId,
      toCoinId: coinId,
      amountAtoms: atoms,
      toAmountAtoms: atoms,
      feePermille: permille,
    })
    .filter(({ fromCoinId, toCoinId }) => fromCoinId !== toCoinId),
  fc.record({ kind: fc.constant('withdrawRequest' as const), userId, coinId, accountType, amountAtoms: atoms }),
  fc.record({ kind: fc.constant('withdrawApprove' as const), pick: fc.nat(), feePermille: permille }),
  fc.record({ kind: fc.constant('withdrawReject' as const), pick: fc.nat() }),
);

type Withdrawal = { userId: number; coinId: number; accountType: AccountTypeId; amountAtoms: bigint };

/** The books as the server keeps them, plus what the records say moved in and out. */
class Books {
  totals = new Map<string, bigint>();
  readonly creditedAtoms = new Map<number, bigint>();
  readonly paidAtoms = new Map<number, bigint>();
  readonly pending: Withdrawal[] = [];
  applied = 0;
  refused = 0;

  /** Applies a set as postTransfer does; answers whether it applied. */
  post(postings: readonly Posting[]): boolean {
    expectBalanced(postings);
    const before = new Map(this.totals);
    const next = applyPostings(this.totals, postings);
    // The guard never touches the totals it was given, whether it applies or refuses.
    expect(this.totals).toEqual(before);
    if (!next) {
      this.refused += 1;
      return false;
    }
    this.applied += 1;
    this.totals = next;
    return true;
  }

  run(step: Action): void {
    switch (step.kind) {
      case 'deposit':
        if (this.post(depositCredited(step))) add(this.creditedAtoms, step.coinId, step.amountAtoms);
        return;
      case 'transfer':
        this.post(
          accountTransfer({
            userId: step.userId,
            coinId: step.coinId,
            fromAccountType: step.from,
            toAccountType: step.to,
            amountAtoms: step.amountAtoms,
            feeAtoms: share(step.amountAtoms, step.feePermille),
          }),
        );
        return;
      case 'conversion':
        this.post(
          conversion({
            userId: step.userId,
            accountType: ACCOUNT_TYPE.change,
            fromCoinId: step.fromCoinId,
            fromAmountAtoms: step.amountAtoms,
            toCoinId: step.toCoinId,
            toAmountAtoms: step.toAmountAtoms,
            feeAtoms: share(step.amountAtoms, step.feePermille),
          }),
        );
        return;
      case 'withdrawRequest': {
        const withdrawal = { userId: step.userId, coinId: step.coinId, accountType: step.accountType, amountAtoms: step.amountAtoms };
        if (this.post(freeze(withdrawal))) this.pending.push(withdrawal);
        return;
      }
      case 'withdrawApprove': {
        const withdrawal = this.takePending(step.pick);
        if (!withdrawal) return;
        const feeAtoms = share(withdrawal.amountAtoms, step.feePermille);
        // Its money is frozen for it, so a payout is never refused.
        expect(this.post(withdrawalPaid({ ...withdrawal, feeAtoms }))).toBe(true);
        add(this.paidAtoms, withdrawal.coinId, withdrawal.amountAtoms - feeAtoms);
        return;
      }
      case 'withdrawReject': {
        const withdrawal = this.takePending(step.pick);
        if (withdrawal) expect(this.post(unfreeze(withdrawal))).toBe(true);
        return;
      }
    }
  }

  private takePending(pick: number): Withdrawal | undefined {
    if (this.pending.length === 0) return undefined;
    return this.pending.splice(pick % this.pending.length, 1)[0];
  }

  platformAtoms(owner: string, coin: number): bigint {
    return this.totals.get(bucketKey({ owner, coinId: coin, accountType: PLATFORM_ACCOUNT_TYPE }, 'available')) ?? 0n;
  }

  expectHealthy(): void {
    const sumByCoin = new Map<number, bigint>();
    for (const [key, valueAtoms] of this.totals) {
      const [owner, coin] = key.split('|') as [string, string];
      if (!isPlatformOwner(owner)) expect(valueAtoms, key).toBeGreaterThanOrEqual(0n);
      add(sumByCoin, Number(coin), valueAtoms);
    }
    for (const coin of COINS) {
      expect(sumByCoin.get(coin) ?? 0n, `coin ${coin} users + platform`).toBe(0n);
      expect(this.platformAtoms(PLATFORM_ACCOUNT.depositsInTransit, coin)).toBe(-(this.creditedAtoms.get(coin) ?? 0n));
      expect(this.platformAtoms(PLATFORM_ACCOUNT.withdrawalsInTransit, coin)).toBe(this.paidAtoms.get(coin) ?? 0n);
    }
    this.expectFrozenIsPending();
  }

  /** Only withdrawals freeze money here, so every frozen bucket is the sum of its pending withdrawals. */
  private expectFrozenIsPending(): void {
    const pendingByKey = new Map<string, bigint>();
    for (const withdrawal of this.pending) {
      const account = { owner: userOwner(withdrawal.userId), coinId: withdrawal.coinId, accountType: withdrawal.accountType };
      const key = bucketKey(account, 'frozen');
      pendingByKey.set(key, (pendingByKey.get(key) ?? 0n) + withdrawal.amountAtoms);
    }
    for (const [key, valueAtoms] of this.totals) {
      if (key.endsWith('|frozen')) expect(valueAtoms, key).toBe(pendingByKey.get(key) ?? 0n);
    }
    for (const [key, valueAtoms] of pendingByKey) expect(this.totals.get(key), key).toBe(valueAtoms);
  }
}

function add(map: Map<number, bigint>, coin: number, atomsDelta: bigint): void {
  map.set(coin, (map.get(coin) ?? 0n) + atomsDelta);
}

/** A fee of `feePermille` per mille of the amount, always below the amount. */
function share(amountAtoms: bigint, feePermille: number): bigint {
  return (amountAtoms * BigInt(feePermille)) / 1000n;
}

function expectBalanced(postings: readonly Posting[]): void {
  const sums = new Map<number, bigint>();
  for (const posting of postings) add(sums, posting.account.coinId, posting.amountAtoms);
  for (const [coin, sum] of sums) expect(sum, `coin ${coin} in one set`).toBe(0n);
}

describe('ledger under random sequences of wallet movements', () => {
  it('keeps every coin at zero, users non-negative, and in-transit accounts equal to what was credited and paid', () => {
    let applied = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.array(action, { maxLength: STEPS_MAX }), (steps) => {
        const books = new Books();
        for (const step of steps) {
          books.run(step);
          books.expectHealthy();
        }
        applied += books.applied;
        refused += books.refused;
      }),
      { numRuns: 300 },
    );
    // The generators exercise both sides of the guard, or the property would prove little.
    expect(applied).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('a refused set of any kind leaves the totals exactly as they were', () => {
    fc.assert(
      fc.property(userId, coinId, atoms, atoms, (user, coin, heldAtoms, extraAtoms) => {
        const books = new Books();
        books.run({ kind: 'deposit', userId: user, coinId: coin, accountType: ACCOUNT_TYPE.legal, amountAtoms: heldAtoms });
        const before = new Map(books.totals);
        const beyondAtoms = heldAtoms + extraAtoms;
        const otherCoin = COINS.find((candidate) => candidate !== coin) as number;
        const attempts = [
          freeze({ userId: user, coinId: coin, accountType: ACCOUNT_TYPE.legal, amountAtoms: beyondAtoms }),
          accountTransfer({
            userId: user,
            coinId: coin,
            fromAccountType: ACCOUNT_TYPE.legal,
            toAccountType: ACCOUNT_TYPE.change,
            amountAtoms: beyondAtoms,
          }),
          conversion({
            userId: user,
            accountType: ACCOUNT_TYPE.legal,
            fromCoinId: coin,
            fromAmountAtoms: beyondAtoms,
            toCoinId: otherCoin,
            toAmountAtoms: 1n,
          }),
          unfreeze({ userId: user, coinId: coin, accountType: ACCOUNT_TYPE.legal, amountAtoms: 1n }),
        ];
        for (const postings of attempts) {
          expect(books.post(postings)).toBe(false);
          expect(books.totals).toEqual(before);
        }
        books.expectHealthy();
      }),
    );
  });
});
