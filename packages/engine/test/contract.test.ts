// Proves the contract arithmetic the risk loop and the previews share: a position's amounts, the
// liquidation price is exactly where equity meets maintenance (atom for atom, for long and short),
// stops are refused on the wrong side, a tick fires liquidation before a stop, overnight fees count
// full days and never exceed the margin, a close never takes more than the margin whatever the
// gap, and every posting set balances and keeps the user's buckets non-negative through random
// lives of positions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import {
  CONTRACT_DAY_MS,
  CONTRACT_MARGIN_COIN_ID,
  contractClosePostings,
  contractEntryCancelPostings,
  contractEntryFreezePostings,
  contractEntryOpenPostings,
  contractOpenPostings,
  contractOvernightPostings,
  contractQuantityAtoms,
  entryAmounts,
  entryCrossed,
  evaluatePosition,
  isLiquidatedAt,
  liquidationPriceAtoms,
  liquidationPriceOnGrid,
  maintenanceAtoms,
  overnightCharge,
  parseMultiples,
  planTick,
  profitAtoms,
  settleClose,
  stopRefusal,
  type ContractDirection,
  type OpenPosition,
} from '../src/contract.ts';
import { PLATFORM_ACCOUNT, PLATFORM_ACCOUNT_TYPE, applyPostings, assertBalanced, bucketKey, type Posting } from '../src/ledger.ts';

const MAINTENANCE_PPM = 200_000;
const direction = fc.constantFrom<ContractDirection>('long', 'short');
const price = fc.bigInt({ min: 1_000n, max: 10n ** 14n });
const lots = fc.integer({ min: 1, max: 500 });
const lotSize = fc.constantFrom(toAtoms('0.01'), toAtoms('0.1'), toAtoms('1'), toAtoms('100'));
const multiple = fc.constantFrom(5, 10, 20, 50, 100);

function openPosition(input: {
  direction: ContractDirection;
  open: string;
  lots: number;
  lotSize: string;
  multiple: number;
}): OpenPosition {
  const quantityAtoms = contractQuantityAtoms(input.lots, toAtoms(input.lotSize));
  const { marginAtoms } = entryAmounts({ priceAtoms: toAtoms(input.open), quantityAtoms, multiple: input.multiple, tradeFeePpm: 500 });
  return {
    direction: input.direction,
    openPriceAtoms: toAtoms(input.open),
    quantityAtoms,
    marginAtoms,
    maintenancePpm: MAINTENANCE_PPM,
    targetProfitPriceAtoms: null,
    stopLossPriceAtoms: null,
  };
}

describe('contract amounts', () => {
  it('prices one BTC lot at 10x: quantity, notional, margin and fee', () => {
    const quantityAtoms = contractQuantityAtoms(1, toAtoms('0.01'));
    expect(quantityAtoms).toBe(toAtoms('0.01'));
    expect(entryAmounts({ priceAtoms: toAtoms('90000'), quantityAtoms, multiple: 10, tradeFeePpm: 500 })).toEqual({
      notionalAtoms: toAtoms('900'),
      marginAtoms: toAtoms('90'),
      feeAtoms: toAtoms('0.45'),
    });
  });

  it('rounds margin and fee up to the atom', () => {
    const amounts = entryAmounts({ priceAtoms: toAtoms('0.00000007'), quantityAtoms: toAtoms('1'), multiple: 5, tradeFeePpm: 500 });
    expect(amounts.marginAtoms).toBe(2n);
    expect(amounts.feeAtoms).toBe(1n);
  });

  it('reads the leverage list of contract_rules', () => {
    expect(parseMultiples('5,10, 20,50,100')).toEqual([5, 10, 20, 50, 100]);
    expect(parseMultiples('10,x,-1,10')).toEqual([10]);
  });

  it('rounds a profit down and a loss up, to the house', () => {
    expect(profitAtoms('long', 100n, 101n, 50_000_000n)).toBe(0n);
    expect(profitAtoms('long', 101n, 100n, 50_000_000n)).toBe(-1n);
    expect(profitAtoms('short', toAtoms('90000'), toAtoms('89000'), toAtoms('0.01'))).toBe(toAtoms('10'));
  });
});

describe('liquidation price', () => {
  it('is where 80% of a 10x margin is lost, for long and short', () => {
    const long = openPosition({ direction: 'long', open: '90000', lots: 1, lotSize: '0.01', multiple: 10 });
    // Exact to the atom: the loss rounds up, so a few atoms above 82800 already lose the 72 USDT.
    expect(liquidationPriceAtoms(long)).toBe(toAtoms('82800.00000099'));
    expect(liquidationPriceOnGrid('long', liquidationPriceAtoms(long) as bigint, toAtoms('0.01'))).toBe(toAtoms('82800'));
    const short = openPosition({ direction: 'short', open: '90000', lots: 1, lotSize: '0.01', multiple: 10 });
    expect(liquidationPriceAtoms(short)).toBe(toAtoms('97199.99999901'));
    expect(liquidationPriceOnGrid('short', liquidationPriceAtoms(short) as bigint, toAtoms('0.01'))).toBe(toAtoms('97200'));
  });

  it('moves onto the price grid on the side that still liquidates', () => {
    expect(liquidationPriceOnGrid('long', toAtoms('82800.129'), toAtoms('0.01'))).toBe(toAtoms('82800.12'));
    expect(liquidationPriceOnGrid('short', toAtoms('97200.121'), toAtoms('0.01'))).toBe(toAtoms('97200.13'));
  });

  it('is exactly where equity falls to maintenance: liquidated there, not one atom better', () => {
    fc.assert(
      fc.property(direction, price, lots, lotSize, multiple, (side, openPriceAtoms, lotCount, lotSizeAtoms, leverage) => {
        const quantityAtoms = contractQuantityAtoms(lotCount, lotSizeAtoms);
        const { marginAtoms } = entryAmounts({ priceAtoms: openPriceAtoms, quantityAtoms, multiple: leverage, tradeFeePpm: 500 });
        const position: OpenPosition = {
          direction: side,
          openPriceAtoms,
          quantityAtoms,
          marginAtoms,
          maintenancePpm: MAINTENANCE_PPM,
          targetProfitPriceAtoms: null,
          stopLossPriceAtoms: null,
        };
        const liquidation = liquidationPriceAtoms(position);
        if (liquidation === null) {
          expect(side).toBe('long');
          expect(isLiquidatedAt(position, 1n)).toBe(false);
          return;
        }
        expect(isLiquidatedAt(position, liquidation)).toBe(true);
        expect(isLiquidatedAt(position, side === 'long' ? liquidation + 1n : liquidation - 1n)).toBe(false);
        expect(evaluatePosition(position, liquidation)).toBe('liquidation');
        // Below a margin of a few atoms rounding alone can liquidate at the open price; never above it.
        if (marginAtoms > maintenanceAtoms(marginAtoms, MAINTENANCE_PPM)) {
          if (side === 'long') expect(liquidation).toBeLessThan(openPriceAtoms);
          else expect(liquidation).toBeGreaterThan(openPriceAtoms);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('stops and ticks', () => {
  const reference = toAtoms('90000');
  it('refuses stops on the wrong side of the reference price with the right text key', () => {
    const base = { referencePriceAtoms: reference, targetProfitPriceAtoms: null, stopLossPriceAtoms: null };
    expect(stopRefusal({ ...base, direction: 'long', targetProfitPriceAtoms: reference })).toEqual({
      textKey: 'stop_profit_above',
      priceAtoms: reference,
    });
    expect(stopRefusal({ ...base, direction: 'long', stopLossPriceAtoms: toAtoms('90001') })).toEqual({
      textKey: 'stop_loss_below',
      priceAtoms: reference,
    });
    expect(stopRefusal({ ...base, direction: 'short', targetProfitPriceAtoms: toAtoms('95000') })).toEqual({
      textKey: 'stop_profit_below',
      priceAtoms: reference,
    });
    expect(stopRefusal({ ...base, direction: 'short', stopLossPriceAtoms: toAtoms('85000') })).toEqual({
      textKey: 'stop_loss_above',
      priceAtoms: reference,
    });
    expect(
      stopRefusal({ ...base, direction: 'long', targetProfitPriceAtoms: toAtoms('95000'), stopLossPriceAtoms: toAtoms('85000') }),
    ).toBeNull();
    expect(
      stopRefusal({ ...base, direction: 'short', targetProfitPriceAtoms: toAtoms('85000'), stopLossPriceAtoms: toAtoms('95000') }),
    ).toBeNull();
  });

  it('fires a stop on the tick at or beyond it, and liquidation before a stop when equity is gone', () => {
    const long = {
      ...openPosition({ direction: 'long', open: '90000', lots: 1, lotSize: '0.01', multiple: 10 }),
      targetProfitPriceAtoms: toAtoms('95000'),
      stopLossPriceAtoms: toAtoms('88000'),
    };
    expect(evaluatePosition(long, toAtoms('88000.01'))).toBeNull();
    expect(evaluatePosition(long, toAtoms('88000'))).toBe('stop_loss');
    expect(evaluatePosition(long, toAtoms('94999.99'))).toBeNull();
    expect(evaluatePosition(long, toAtoms('96000'))).toBe('stop_profit');
    expect(evaluatePosition(long, toAtoms('60000'))).toBe('liquidation');
    const short = {
      ...openPosition({ direction: 'short', open: '90000', lots: 1, lotSize: '0.01', multiple: 10 }),
      stopLossPriceAtoms: toAtoms('91000'),
    };
    expect(evaluatePosition(short, toAtoms('91000'))).toBe('stop_loss');
    expect(evaluatePosition(short, toAtoms('99000'))).toBe('liquidation');
    expect(evaluatePosition({ ...short, marginAtoms: 0n }, toAtoms('80000'))).toBe('liquidation');
  });

  it('crosses a pending entry at or beyond its price', () => {
    expect(entryCrossed('long', toAtoms('89000'), toAtoms('89000'))).toBe(true);
    expect(entryCrossed('long', toAtoms('89000'), toAtoms('89000.01'))).toBe(false);
    expect(entryCrossed('short', toAtoms('91000'), toAtoms('91000'))).toBe(true);
    expect(entryCrossed('short', toAtoms('91000'), toAtoms('90999.99'))).toBe(false);
  });
});

describe('overnight fee', () => {
  const position = openPosition({ direction: 'long', open: '90000', lots: 1, lotSize: '0.01', multiple: 10 });
  const base = {
    openPriceAtoms: position.openPriceAtoms,
    quantityAtoms: position.quantityAtoms,
    overnightFeePpm: 500,
    marginAtoms: position.marginAtoms,
  };

  it('charges notional at open x rate per full day, from the due time', () => {
    const dueAtMs = 1_000 + CONTRACT_DAY_MS;
    expect(overnightCharge({ ...base, dueAtMs, timeMs: dueAtMs - 1 })).toBeNull();
    expect(overnightCharge({ ...base, dueAtMs, timeMs: dueAtMs })).toEqual({
      feeAtoms: toAtoms('0.45'),
      days: 1,
      nextDueAtMs: dueAtMs + CONTRACT_DAY_MS,
    });
    expect(overnightCharge({ ...base, dueAtMs, timeMs: dueAtMs + 2 * CONTRACT_DAY_MS + 5 })).toEqual({
      feeAtoms: toAtoms('1.35'),
      days: 3,
      nextDueAtMs: dueAtMs + 3 * CONTRACT_DAY_MS,
    });
  });

  it('never takes more than the margin left, and a position without margin is liquidated', () => {
    const charge = overnightCharge({ ...base, marginAtoms: toAtoms('1'), dueAtMs: 0, timeMs: 10 * CONTRACT_DAY_MS });
    expect(charge?.feeAtoms).toBe(toAtoms('1'));
    const plan = planTick(
      { ...position, marginAtoms: toAtoms('1'), overnightFeePpm: 500, overnightDueAtMs: 0 },
      { priceAtoms: toAtoms('95000'), timeMs: 10 * CONTRACT_DAY_MS },
    );
    expect(plan).toEqual({ overnight: { feeAtoms: toAtoms('1'), days: 11, nextDueAtMs: 11 * CONTRACT_DAY_MS }, outcome: 'liquidation' });
  });
});

describe('settlement', () => {
  it('pays a profit from the house and caps a gapped loss at the margin', () => {
    const long = {
      direction: 'long' as const,
      openPriceAtoms: toAtoms('90000'),
      quantityAtoms: toAtoms('0.01'),
      marginAtoms: toAtoms('90'),
    };
    expect(settleClose({ ...long, closePriceAtoms: toAtoms('91000') })).toEqual({
      profitAtoms: toAtoms('10'),
      realisedAtoms: toAtoms('10'),
      absorbedAtoms: 0n,
    });
    expect(settleClose({ ...long, closePriceAtoms: toAtoms('50000') })).toEqual({
      profitAtoms: toAtoms('-400'),
      realisedAtoms: toAtoms('-90'),
      absorbedAtoms: toAtoms('310'),
    });
  });

  it('never takes more than the margin, whatever the close price', () => {
    fc.assert(
      fc.property(
        direction,
        price,
        price,
        lots,
        lotSize,
        multiple,
        (side, openPriceAtoms, closePriceAtoms, lotCount, lotSizeAtoms, leverage) => {
          const quantityAtoms = contractQuantityAtoms(lotCount, lotSizeAtoms);
          const { marginAtoms } = entryAmounts({ priceAtoms: openPriceAtoms, quantityAtoms, multiple: leverage, tradeFeePpm: 500 });
          const settled = settleClose({ direction: side, openPriceAtoms, closePriceAtoms, quantityAtoms, marginAtoms });
          expect(settled.realisedAtoms).toBeGreaterThanOrEqual(-marginAtoms);
          expect(settled.absorbedAtoms).toBeGreaterThanOrEqual(0n);
          expect(settled.realisedAtoms - settled.absorbedAtoms).toBe(settled.profitAtoms);
          if (settled.absorbedAtoms > 0n) expect(settled.realisedAtoms).toBe(-marginAtoms);
          const postings = contractClosePostings({ userId: 1, marginAtoms, realisedAtoms: settled.realisedAtoms });
          const taken = postings.filter((line) => line.account.owner === '1').reduce((sum, line) => sum + line.amountAtoms, 0n);
          expect(taken).toBe(settled.realisedAtoms);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('ledger postings', () => {
  const lever = ACCOUNT_TYPE.lever;
  const user = (userId: number, bucket: 'available' | 'frozen') =>
    bucketKey({ owner: String(userId), coinId: CONTRACT_MARGIN_COIN_ID, accountType: lever }, bucket);
  const house = bucketKey(
    { owner: PLATFORM_ACCOUNT.contractHouse, coinId: CONTRACT_MARGIN_COIN_ID, accountType: PLATFORM_ACCOUNT_TYPE },
    'available',
  );
  const fees = bucketKey(
    { owner: PLATFORM_ACCOUNT.fees, coinId: CONTRACT_MARGIN_COIN_ID, accountType: PLATFORM_ACCOUNT_TYPE },
    'available',
  );

  it('opens, charges and closes through the lever account, the fees and the house', () => {
    expect(contractOpenPostings({ userId: 7, marginAtoms: 90n, feeAtoms: 1n }).map((line) => [line.bucket, line.amountAtoms])).toEqual([
      ['available', -91n],
      ['frozen', 90n],
      ['available', 1n],
    ]);
    expect(contractEntryOpenPostings({ userId: 7, feeAtoms: 0n })).toEqual([]);
    expect(contractClosePostings({ userId: 7, marginAtoms: 0n, realisedAtoms: 0n })).toEqual([]);
    const loss = contractClosePostings({ userId: 7, marginAtoms: 90n, realisedAtoms: -90n });
    expect(loss.map((line) => [line.account.owner, line.bucket, line.amountAtoms])).toEqual([
      ['7', 'frozen', -90n],
      [PLATFORM_ACCOUNT.contractHouse, 'available', 90n],
    ]);
    expect(() => contractClosePostings({ userId: 7, marginAtoms: 90n, realisedAtoms: -91n })).toThrow();
  });

  type Live = { userId: number; side: ContractDirection; open: bigint; quantity: bigint; margin: bigint; fee: bigint; pending: boolean };
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('submit' as const),
      userId: fc.integer({ min: 1, max: 3 }),
      side: direction,
      price,
      lots,
      lotSize,
      multiple,
      limit: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('tick' as const), at: fc.nat(), price, days: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ kind: fc.constant('close' as const), at: fc.nat(), price }),
  );

  it('balance through random lives of positions, never overdraw a user, and keep frozen = what positions hold', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let totals = new Map<string, bigint>();
        for (const userId of [1, 2, 3]) totals.set(user(userId, 'available'), 10n ** 13n);
        const live: Live[] = [];
        const apply = (postings: Posting[]): boolean => {
          if (postings.length === 0) return true;
          assertBalanced(postings);
          const next = applyPostings(totals, postings);
          if (!next) return false;
          totals = next;
          return true;
        };
        for (const action of steps) {
          if (action.kind === 'submit') {
            const quantity = contractQuantityAtoms(action.lots, action.lotSize);
            const { marginAtoms, feeAtoms } = entryAmounts({
              priceAtoms: action.price,
              quantityAtoms: quantity,
              multiple: action.multiple,
              tradeFeePpm: 500,
            });
            const amounts = { userId: action.userId, marginAtoms, feeAtoms };
            if (apply(action.limit ? contractEntryFreezePostings(amounts) : contractOpenPostings(amounts))) {
              live.push({
                userId: action.userId,
                side: action.side,
                open: action.price,
                quantity,
                margin: marginAtoms,
                fee: feeAtoms,
                pending: action.limit,
              });
            }
          } else if (live.length > 0) {
            const position = live[action.at % live.length] as Live;
            if (action.kind === 'tick' && position.pending) {
              expect(apply(contractEntryOpenPostings({ userId: position.userId, feeAtoms: position.fee }))).toBe(true);
              position.pending = false;
            } else if (action.kind === 'tick') {
              const charge = overnightCharge({
                openPriceAtoms: position.open,
                quantityAtoms: position.quantity,
                overnightFeePpm: 500,
                marginAtoms: position.margin,
                dueAtMs: CONTRACT_DAY_MS,
                timeMs: action.days * CONTRACT_DAY_MS,
              });
              if (charge && charge.feeAtoms > 0n) {
                expect(apply(contractOvernightPostings({ userId: position.userId, feeAtoms: charge.feeAtoms }))).toBe(true);
                position.margin -= charge.feeAtoms;
              }
            } else {
              live.splice(live.indexOf(position), 1);
              const postings = position.pending
                ? contractEntryCancelPostings({ userId: position.userId, marginAtoms: position.margin, feeAtoms: position.fee })
                : contractClosePostings({
                    userId: position.userId,
                    marginAtoms: position.margin,
                    realisedAtoms: settleClose({
                      direction: position.side,
                      openPriceAtoms: position.open,
                      closePriceAtoms: action.price,
                      quantityAtoms: position.quantity,
                      marginAtoms: position.margin,
                    }).realisedAtoms,
                  });
              expect(apply(postings)).toBe(true);
            }
          }
          const sum = [...totals.values()].reduce((total, atoms) => total + atoms, 0n);
          expect(sum).toBe(3n * 10n ** 13n);
          for (const userId of [1, 2, 3]) {
            expect(totals.get(user(userId, 'available')) ?? 0n).toBeGreaterThanOrEqual(0n);
            const held = live.filter((p) => p.userId === userId).reduce((total, p) => total + p.margin + (p.pending ? p.fee : 0n), 0n);
            expect(totals.get(user(userId, 'frozen')) ?? 0n).toBe(held);
          }
          expect(
            (totals.get(house) ?? 0n) +
              (totals.get(fees) ?? 0n) +
              [1, 2, 3].reduce((t, u) => t + (totals.get(user(u, 'available')) ?? 0n) + (totals.get(user(u, 'frozen')) ?? 0n), 0n),
          ).toBe(3n * 10n ** 13n);
        }
      }),
      { numRuns: 300 },
    );
  });
});
