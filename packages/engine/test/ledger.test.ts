// Proves every movement builder yields a set that sums to zero per coin, that a broken set
// (unbalanced, zero line, a bucket twice) is refused, and that random sequences of movements
// applied with the overdraft guard keep the ledger at zero and no user bucket negative.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';
import {
  LedgerInvariantError,
  PLATFORM_ACCOUNT,
  POSTINGS_PER_TRANSFER_MAX,
  accountTransfer,
  applyPostings,
  assertBalanced,
  depositCredited,
  feeCharged,
  freeze,
  isPlatformOwner,
  unfreeze,
  type Posting,
} from '../src/ledger.ts';

const BTC = 1;
const USDT = 3;
const ACCOUNT_TYPES = Object.values(ACCOUNT_TYPE) as AccountTypeId[];

function sumsByCoin(postings: readonly Posting[]): Map<number, bigint> {
  const sums = new Map<number, bigint>();
  for (const posting of postings) sums.set(posting.account.coinId, (sums.get(posting.account.coinId) ?? 0n) + posting.amountAtoms);
  return sums;
}

function replaceAt(postings: readonly Posting[], at: number, line: Posting): Posting[] {
  return postings.map((posting, index) => (index === at ? line : posting));
}

const atoms = fc.bigInt({ min: 1n, max: 10n ** 18n });
const accountType = fc.constantFrom(...ACCOUNT_TYPES);
const coinId = fc.constantFrom(BTC, USDT);
const userId = fc.integer({ min: 1, max: 5 });

/** Any movement a builder can make, with valid arguments. */
const movement: fc.Arbitrary<Posting[]> = fc.oneof(
  fc.record({ userId, coinId, accountType, amountAtoms: atoms }).map(depositCredited),
  fc.record({ userId, coinId, accountType, amountAtoms: atoms }).map(freeze),
  fc.record({ userId, coinId, accountType, amountAtoms: atoms }).map(unfreeze),
  fc
    .record({ userId, coinId, from: accountType, to: accountType, amountAtoms: atoms, feePermille: fc.integer({ min: 0, max: 999 }) })
    .filter(({ from, to }) => from !== to)
    .map(({ from, to, amountAtoms, feePermille, ...rest }) =>
      accountTransfer({
        ...rest,
        fromAccountType: from,
        toAccountType: to,
        amountAtoms,
        feeAtoms: (amountAtoms * BigInt(feePermille)) / 1000n,
      }),
    ),
  fc.record({ userId, coinId, accountType, bucket: fc.constantFrom('available', 'frozen' as const), feeAtoms: atoms }).map(feeCharged),
);

describe('ledger postings', () => {
  it('a deposit moves money from deposits in transit to the user', () => {
    const postings = depositCredited({ userId: 7, coinId: USDT, accountType: ACCOUNT_TYPE.legal, amountAtoms: 500n });
    expect(postings).toEqual([
      { account: { owner: PLATFORM_ACCOUNT.depositsInTransit, coinId: USDT, accountType: 1 }, bucket: 'available', amountAtoms: -500n },
      { account: { owner: '7', coinId: USDT, accountType: 1 }, bucket: 'available', amountAtoms: 500n },
    ]);
  });

  it('a transfer with a fee keeps the fee as its own line to the fees account', () => {
    const postings = accountTransfer({ userId: 7, coinId: BTC, fromAccountType: 1, toAccountType: 3, amountAtoms: 100n, feeAtoms: 2n });
    expect(postings.map((p) => [p.account.owner, p.account.accountType, p.amountAtoms])).toEqual([
      ['7', 1, -100n],
      ['7', 3, 98n],
      [PLATFORM_ACCOUNT.fees, 1, 2n],
    ]);
    const free = accountTransfer({ userId: 7, coinId: BTC, fromAccountType: 1, toAccountType: 3, amountAtoms: 100n });
    expect(free).toHaveLength(2);
  });

  it('builders refuse amounts a caller should never pass', () => {
    expect(() => depositCredited({ userId: 1, coinId: BTC, accountType: 1, amountAtoms: 0n })).toThrow(LedgerInvariantError);
    expect(() => freeze({ userId: 1, coinId: BTC, accountType: 1, amountAtoms: -1n })).toThrow(LedgerInvariantError);
    expect(() => accountTransfer({ userId: 1, coinId: BTC, fromAccountType: 1, toAccountType: 1, amountAtoms: 5n })).toThrow(
      LedgerInvariantError,
    );
    expect(() => accountTransfer({ userId: 1, coinId: BTC, fromAccountType: 1, toAccountType: 2, amountAtoms: 5n, feeAtoms: 5n })).toThrow(
      LedgerInvariantError,
    );
    expect(() => depositCredited({ userId: 0, coinId: BTC, accountType: 1, amountAtoms: 1n })).toThrow(LedgerInvariantError);
  });

  it('assertBalanced refuses a single line and too many lines', () => {
    const [line] = depositCredited({ userId: 1, coinId: BTC, accountType: 1, amountAtoms: 1n });
    expect(() => assertBalanced([line as Posting])).toThrow(LedgerInvariantError);
    const many: Posting[] = Array.from({ length: POSTINGS_PER_TRANSFER_MAX + 1 }, (_, i) => ({
      account: { owner: String(i + 1), coinId: BTC, accountType: 1 },
      bucket: 'available',
      amountAtoms: i === POSTINGS_PER_TRANSFER_MAX ? -BigInt(POSTINGS_PER_TRANSFER_MAX) : 1n,
    }));
    expect(() => assertBalanced(many)).toThrow(LedgerInvariantError);
  });

  it('assertBalanced refuses an owner that is neither a user id nor a known platform account', () => {
    const [debit, credit] = depositCredited({ userId: 1, coinId: BTC, accountType: 1, amountAtoms: 1n }) as [Posting, Posting];
    const typo = { ...debit, account: { ...debit.account, owner: 'platform:deposit_in_transit' } };
    expect(() => assertBalanced([typo, credit])).toThrow(/unknown owner/);
    expect(() => assertBalanced([debit, { ...credit, account: { ...credit.account, owner: '01' } }])).toThrow(/unknown owner/);
  });

  it('every builder yields a set that sums to zero per coin with no zero or repeated line', () => {
    fc.assert(
      fc.property(movement, (postings) => {
        expect(() => assertBalanced(postings)).not.toThrow();
        for (const sum of sumsByCoin(postings).values()) expect(sum).toBe(0n);
      }),
    );
  });

  it('a set with one line changed, a zero line, or a bucket twice is refused', () => {
    fc.assert(
      fc.property(movement, fc.nat(), fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), (postings, index, delta) => {
        const at = index % postings.length;
        const line = postings[at] as Posting;
        if (delta !== 0n && line.amountAtoms + delta !== 0n) {
          const changed = replaceAt(postings, at, { ...line, amountAtoms: line.amountAtoms + delta });
          expect(() => assertBalanced(changed)).toThrow(LedgerInvariantError);
        }
        const withZero = [...postings, { ...line, account: { ...line.account, owner: PLATFORM_ACCOUNT.conversionDesk }, amountAtoms: 0n }];
        expect(() => assertBalanced(withZero)).toThrow(LedgerInvariantError);
        const split = [
          ...replaceAt(postings, at, { ...line, amountAtoms: line.amountAtoms * 2n }),
          { ...line, amountAtoms: -line.amountAtoms },
        ];
        expect(() => assertBalanced(split)).toThrow(/two postings/);
      }),
    );
  });

  it('random sequences of movements keep every coin at zero and no user bucket negative', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        let totals = new Map<string, bigint>();
        for (const postings of movements) totals = applyPostings(totals, postings) ?? totals;
        const sumByCoin = new Map<string, bigint>();
        for (const [key, value] of totals) {
          const [owner, coin] = key.split('|') as [string, string];
          if (!isPlatformOwner(owner)) expect(value).toBeGreaterThanOrEqual(0n);
          sumByCoin.set(coin, (sumByCoin.get(coin) ?? 0n) + value);
        }
        for (const sum of sumByCoin.values()) expect(sum).toBe(0n);
      }),
    );
  });

  it('the overdraft guard refuses a debit beyond the available amount and leaves the totals as they were', () => {
    const credited = applyPostings(new Map(), depositCredited({ userId: 1, coinId: BTC, accountType: 1, amountAtoms: 10n }));
    expect(credited).toBeDefined();
    const before = new Map(credited);
    expect(applyPostings(before, freeze({ userId: 1, coinId: BTC, accountType: 1, amountAtoms: 11n }))).toBeUndefined();
    expect(before).toEqual(credited);
    expect(applyPostings(before, freeze({ userId: 1, coinId: BTC, accountType: 1, amountAtoms: 10n }))?.get('1|1|1|frozen')).toBe(10n);
  });
});
