// Proves the price rules both sides call: the grid rounds the right way, the spot band and the
// contract band lie on the grid and inside their band, and a spot order is refused in the
// server's order of checks, first problem first, or answered with what it freezes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractPriceBand } from '../src/contract-rules.ts';
import { toAtoms } from '../src/money.ts';
import { ceilToDecimals, floorToDecimals, gridStepAtoms, onGrid, shiftedByPpm } from '../src/price-rules.ts';
import { checkSpotOrder, spotPriceBand } from '../src/spot-rules.ts';
import { CONTRACT_PRICE_BAND_PPM, SPOT_PRICE_BAND_PPM } from '../src/trading-rules.ts';

const atoms = fc.bigInt({ min: 1n, max: 10n ** 16n });
const decimals = fc.integer({ min: 0, max: 8 });

describe('the grid', () => {
  it('floors and ceils onto the grid, within one step', () => {
    fc.assert(
      fc.property(atoms, decimals, (value, digits) => {
        const floor = floorToDecimals(value, digits);
        const ceil = ceilToDecimals(value, digits);
        expect(onGrid(floor, digits) && onGrid(ceil, digits)).toBe(true);
        expect(floor <= value && value <= ceil).toBe(true);
        expect(ceil - floor).toBe(onGrid(value, digits) ? 0n : gridStepAtoms(digits));
      }),
    );
  });

  it('shifts by parts per million, truncated', () => {
    expect(shiftedByPpm(toAtoms('100'), 100_000)).toBe(toAtoms('110'));
    expect(shiftedByPpm(toAtoms('100'), -100_000)).toBe(toAtoms('90'));
    expect(shiftedByPpm(3n, 500_000)).toBe(4n);
  });
});

describe('the bands', () => {
  it('are on the grid and inside the band, for spot and contracts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 6n, max: 10n ** 16n }), decimals, (lastAtoms, digits) => {
        for (const [band, ppm] of [
          [spotPriceBand(lastAtoms, digits), SPOT_PRICE_BAND_PPM],
          [contractPriceBand(lastAtoms, digits), CONTRACT_PRICE_BAND_PPM],
        ] as const) {
          expect(onGrid(band.minAtoms, digits) && onGrid(band.maxAtoms, digits)).toBe(true);
          expect(band.maxAtoms * 1_000_000n <= lastAtoms * BigInt(1_000_000 + ppm)).toBe(true);
          // The floor is rounded up from the band's edge (the spot edge truncated first, as the server has it).
          expect(band.minAtoms + 1n > shiftedByPpm(lastAtoms, -ppm)).toBe(true);
        }
      }),
    );
  });

  it('snaps the contract band to the grid', () => {
    expect(contractPriceBand(toAtoms('97000.55'), 1)).toEqual(
      (() => {
        const bandAtoms = (toAtoms('97000.55') * BigInt(CONTRACT_PRICE_BAND_PPM)) / 1_000_000n;
        return {
          minAtoms: ceilToDecimals(toAtoms('97000.55') - bandAtoms, 1),
          maxAtoms: floorToDecimals(toAtoms('97000.55') + bandAtoms, 1),
        };
      })(),
    );
  });
});

describe('checkSpotOrder', () => {
  const grid = { priceDecimals: 2, amountDecimals: 6 };
  const last = toAtoms('97000');
  const limit = { side: 'buy', kind: 'limit', priceAtoms: toAtoms('97000'), amountAtoms: toAtoms('0.01') } as const;

  it('answers what a sound order freezes', () => {
    expect(checkSpotOrder(grid, limit, last)).toEqual({
      ok: true,
      terms: {
        side: 'buy',
        kind: 'limit',
        priceAtoms: last,
        quantityAtoms: toAtoms('0.01'),
        quoteBudgetAtoms: null,
        reservedAtoms: toAtoms('970'),
      },
    });
    const marketBuy = checkSpotOrder(grid, { side: 'buy', kind: 'market', priceAtoms: null, amountAtoms: toAtoms('97') }, last);
    expect(marketBuy).toMatchObject({
      ok: true,
      terms: { quantityAtoms: toAtoms('0.001'), quoteBudgetAtoms: toAtoms('97'), reservedAtoms: toAtoms('97') },
    });
  });

  it('refuses first problem first, in the server order', () => {
    const refusal = (order: Parameters<typeof checkSpotOrder>[1], lastAtoms: bigint | null = last) => {
      const checked = checkSpotOrder(grid, order, lastAtoms);
      return checked.ok ? null : checked.refusal;
    };
    expect(refusal({ ...limit, priceAtoms: null })).toEqual({ code: 'price_invalid' });
    expect(refusal({ ...limit, priceAtoms: toAtoms('97000.001'), amountAtoms: toAtoms('0.0000001') })).toEqual({
      code: 'price_too_precise',
      decimals: 2,
    });
    expect(refusal({ ...limit, amountAtoms: toAtoms('0.0000001') }, null)).toEqual({ code: 'quantity_too_precise', decimals: 6 });
    expect(refusal(limit, null)).toEqual({ code: 'price_unavailable' });
    expect(refusal({ ...limit, priceAtoms: toAtoms('50000') })).toEqual({
      code: 'price_far_from_market',
      minAtoms: toAtoms('87300'),
      maxAtoms: toAtoms('106700'),
    });
    expect(refusal({ ...limit, amountAtoms: toAtoms('0.00001') })).toEqual({ code: 'order_total_too_small' });
    expect(refusal({ side: 'buy', kind: 'market', priceAtoms: null, amountAtoms: toAtoms('100.001') })).toEqual({
      code: 'quantity_too_precise',
      decimals: 2,
    });
    expect(refusal({ side: 'sell', kind: 'market', priceAtoms: null, amountAtoms: toAtoms('0.01') }, null)).toEqual({
      code: 'price_unavailable',
    });
  });
});
