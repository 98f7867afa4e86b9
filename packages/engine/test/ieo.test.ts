// Proves the IEO allocation: a project 4x oversubscribed gives each subscription 25 % and refunds 75 %,
// one under its cap gives everyone what they asked for; and for any subscriptions, cap, prices and
// token precision, the atoms are conserved (spent + refund = paid), nobody gets more than they asked
// for, every refund is exactly the payment less the cost of the allocated tokens, the tokens allocated
// never exceed the cap, and each share is the same ratio rounded down to the token's precision.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toAtoms } from '@platform/shared/money';
import { PLATFORM_ACCOUNT, applyPostings, bucketKey, platformAccount } from '../src/ledger.ts';
import {
  IEO_ACCOUNT_TYPE,
  ieoAllocate,
  ieoAllocateAll,
  ieoAllocated,
  ieoCostAtoms,
  ieoRatio,
  ieoRatioScaled,
  ieoSubscribed,
  ieoTokenStepAtoms,
  type IeoSubscription,
} from '../src/ieo.ts';

const USDT = 3;
const TOKEN = 101;

function subscription(asked: string, price: string): IeoSubscription {
  const askedAtoms = toAtoms(asked);
  const priceAtoms = toAtoms(price);
  return { askedAtoms, priceAtoms, paidAtoms: ieoCostAtoms(askedAtoms, priceAtoms) };
}

const decimalsArb = fc.integer({ min: 0, max: 8 });
const priceArb = fc.bigInt({ min: 1n, max: toAtoms('100000') });
const subscriptionsArb = (decimals: number) =>
  fc.array(
    fc.record({ steps: fc.bigInt({ min: 1n, max: 10n ** 9n }), priceAtoms: priceArb }).map(({ steps, priceAtoms }) => {
      const askedAtoms = steps * ieoTokenStepAtoms(decimals);
      return { askedAtoms, priceAtoms, paidAtoms: ieoCostAtoms(askedAtoms, priceAtoms) };
    }),
    { minLength: 1, maxLength: 30 },
  );

describe('IEO allocation', () => {
  it('4x oversubscribed: each of four gets 25 % of what they asked and 75 % of the payment back', () => {
    const four = [subscription('1000', '0.1'), subscription('1000', '0.1'), subscription('1000', '0.1'), subscription('1000', '0.1')];
    const { ratio, allocations } = ieoAllocateAll(four, toAtoms('1000'), 2);
    expect(ieoRatioScaled(ratio)).toBe(25_000_000n);
    for (const allocation of allocations) {
      expect(allocation).toEqual({ allocatedAtoms: toAtoms('250'), spentAtoms: toAtoms('25'), refundAtoms: toAtoms('75') });
    }
  });

  it('under the cap everyone gets what they asked for and nothing comes back', () => {
    const two = [subscription('300', '0.1'), subscription('0.5', '0.000002')];
    const { ratio, allocations } = ieoAllocateAll(two, toAtoms('1000'), 8);
    expect(ieoRatioScaled(ratio)).toBe(100_000_000n);
    expect(allocations.map((allocation) => allocation.allocatedAtoms)).toEqual([toAtoms('300'), toAtoms('0.5')]);
    expect(allocations.every((allocation) => allocation.refundAtoms === 0n)).toBe(true);
  });

  it('rounds each share down to the token precision: 3 askers of 1 with a cap of 2 and 0 decimals get 0 each', () => {
    const three = [subscription('1', '1'), subscription('1', '1'), subscription('1', '1')];
    const { allocations } = ieoAllocateAll(three, toAtoms('2'), 0);
    expect(allocations.map((allocation) => allocation.allocatedAtoms)).toEqual([0n, 0n, 0n]);
    expect(allocations.map((allocation) => allocation.refundAtoms)).toEqual([toAtoms('1'), toAtoms('1'), toAtoms('1')]);
    // With 2 decimals they get 0.66 each.
    expect(ieoAllocateAll(three, toAtoms('2'), 2).allocations[0]?.allocatedAtoms).toBe(toAtoms('0.66'));
  });

  it('conserves atoms, never over-allocates, refunds exactly and stays within the cap, with one ratio for all', () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((decimals) =>
          fc.tuple(fc.constant(decimals), subscriptionsArb(decimals), fc.bigInt({ min: 1n, max: 10n ** 17n })),
        ),
        ([decimals, subscriptions, capAtoms]) => {
          const { ratio, allocations } = ieoAllocateAll(subscriptions, capAtoms, decimals);
          const step = ieoTokenStepAtoms(decimals);
          const asked = subscriptions.reduce((sum, item) => sum + item.askedAtoms, 0n);
          let allocatedSum = 0n;
          allocations.forEach((allocation, index) => {
            const item = subscriptions[index] as IeoSubscription;
            expect(allocation.spentAtoms + allocation.refundAtoms).toBe(item.paidAtoms);
            expect(allocation.allocatedAtoms).toBeGreaterThanOrEqual(0n);
            expect(allocation.allocatedAtoms).toBeLessThanOrEqual(item.askedAtoms);
            expect(allocation.allocatedAtoms % step).toBe(0n);
            expect(allocation.refundAtoms).toBe(item.paidAtoms - ieoCostAtoms(allocation.allocatedAtoms, item.priceAtoms));
            // The same ratio for everyone: the share is asked x ratio, less under one step.
            const exactTimesDen = item.askedAtoms * ratio.numeratorAtoms;
            expect(allocation.allocatedAtoms * ratio.denominatorAtoms).toBeLessThanOrEqual(exactTimesDen);
            expect(exactTimesDen - allocation.allocatedAtoms * ratio.denominatorAtoms).toBeLessThan(step * ratio.denominatorAtoms);
            allocatedSum += allocation.allocatedAtoms;
          });
          expect(allocatedSum).toBeLessThanOrEqual(capAtoms);
          if (asked <= capAtoms) {
            allocations.forEach((allocation, index) => expect(allocation.allocatedAtoms).toBe(subscriptions[index]?.askedAtoms));
          }
        },
      ),
    );
  });

  it('the cost rounds up by less than an atom', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), priceArb, (tokens, price) => {
        const cost = ieoCostAtoms(tokens, price);
        expect(cost * 100_000_000n).toBeGreaterThanOrEqual(tokens * price);
        expect(cost * 100_000_000n - tokens * price).toBeLessThan(100_000_000n);
      }),
    );
  });

  it('refuses a ratio above one, a payment that is not the cost, and decimals beyond 8', () => {
    const item = subscription('10', '1');
    expect(() => ieoAllocate(item, { numeratorAtoms: 2n, denominatorAtoms: 1n }, 2)).toThrow();
    expect(() => ieoAllocate({ ...item, paidAtoms: item.paidAtoms + 1n }, ieoRatio(1n, 1n), 2)).toThrow();
    expect(() => ieoTokenStepAtoms(9)).toThrow();
  });
});

describe('IEO postings', () => {
  const user = (coinId: number) => bucketKey({ owner: '9', coinId, accountType: IEO_ACCOUNT_TYPE }, 'available');
  const held = bucketKey(platformAccount(PLATFORM_ACCOUNT.ieoSubscriptions, USDT), 'available');
  const proceeds = bucketKey(platformAccount(PLATFORM_ACCOUNT.ieoProceeds, USDT), 'available');
  const issuer = bucketKey(platformAccount(PLATFORM_ACCOUNT.ieoIssuer, TOKEN), 'available');

  it('subscribe then allocate: the user ends with balance - spent + refund and the tokens, the holding account at zero', () => {
    fc.assert(
      fc.property(subscriptionsArb(4), fc.bigInt({ min: 1n, max: 10n ** 16n }), (subscriptions, capAtoms) => {
        const { allocations } = ieoAllocateAll(subscriptions, capAtoms, 4);
        subscriptions.forEach((item, index) => {
          const allocation = allocations[index]!;
          let totals = new Map<string, bigint>([[user(USDT), item.paidAtoms]]);
          const payment = { userId: 9, payCoinId: USDT, paidAtoms: item.paidAtoms };
          totals = applyPostings(totals, ieoSubscribed(payment))!;
          expect(totals.get(user(USDT))).toBe(0n);
          expect(totals.get(held)).toBe(item.paidAtoms);
          totals = applyPostings(totals, ieoAllocated(payment, TOKEN, allocation))!;
          expect(totals.get(held)).toBe(0n);
          expect(totals.get(user(USDT)) ?? 0n).toBe(allocation.refundAtoms);
          expect(totals.get(proceeds) ?? 0n).toBe(allocation.spentAtoms);
          expect(totals.get(user(TOKEN)) ?? 0n).toBe(allocation.allocatedAtoms);
          expect(-(totals.get(issuer) ?? 0n)).toBe(allocation.allocatedAtoms);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a zero payment or a split that does not add up', () => {
    expect(() => ieoSubscribed({ userId: 9, payCoinId: USDT, paidAtoms: 0n })).toThrow();
    expect(() =>
      ieoAllocated({ userId: 9, payCoinId: USDT, paidAtoms: 10n }, TOKEN, { allocatedAtoms: 1n, spentAtoms: 5n, refundAtoms: 4n }),
    ).toThrow();
  });
});
