// Proves the simulated tape and depth profile are reproducible from their seed, that every print
// is at the recorded tick price, inside the tick's time window, with a positive size on the amount
// grid, and that the depth profile stays within its side total, above its floor, and grows away
// from the price.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ATOMS_PER_UNIT } from '@platform/shared/money';
import { gridStepAtoms } from '@platform/shared/price-rules';
import { mulberry32 } from '../src/random-walk.ts';
import {
  PRINTS_PER_TICK_MAX,
  depthProfileQuoteAtoms,
  quantityOnGridAtoms,
  simulatedPrints,
  type TapeStep,
} from '../src/simulated-market.ts';

const usd = (units: number) => BigInt(units) * ATOMS_PER_UNIT;
const PROFILE = { levels: 15, sideQuoteAtoms: usd(60_000), levelQuoteMinAtoms: usd(200) };

const arbitraryStep = fc.record({
  priceAtoms: fc.bigInt({ min: 1n, max: 10n ** 15n }),
  timeMs: fc.integer({ min: 1_000_000, max: 2_000_000_000_000 }),
  gapMs: fc.integer({ min: 1, max: 60_000 }),
  previousPriceAtoms: fc.option(fc.bigInt({ min: 1n, max: 10n ** 15n }), { nil: null }),
  amountDecimals: fc.integer({ min: 0, max: 8 }),
  printQuoteMinAtoms: fc.bigInt({ min: 1n, max: usd(100) }),
  spread: fc.bigInt({ min: 0n, max: usd(50_000) }),
});

function stepOf(arbitrary: {
  priceAtoms: bigint;
  timeMs: number;
  gapMs: number;
  previousPriceAtoms: bigint | null;
  amountDecimals: number;
  printQuoteMinAtoms: bigint;
  spread: bigint;
}): TapeStep {
  return {
    priceAtoms: arbitrary.priceAtoms,
    timeMs: arbitrary.timeMs,
    previousTimeMs: arbitrary.timeMs - arbitrary.gapMs,
    previousPriceAtoms: arbitrary.previousPriceAtoms,
    amountDecimals: arbitrary.amountDecimals,
    printQuoteMinAtoms: arbitrary.printQuoteMinAtoms,
    printQuoteMaxAtoms: arbitrary.printQuoteMinAtoms + arbitrary.spread,
  };
}

describe('simulated tape', () => {
  it('prints at the tick price, inside its time window, oldest first, with positive sizes on the amount grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), arbitraryStep, (seed, arbitrary) => {
        const step = stepOf(arbitrary);
        const prints = simulatedPrints(mulberry32(seed), step);
        expect(prints.length).toBeLessThanOrEqual(PRINTS_PER_TICK_MAX);
        const gridAtoms = gridStepAtoms(step.amountDecimals);
        let lastTimeMs = step.previousTimeMs;
        for (const print of prints) {
          expect(print.priceAtoms).toBe(step.priceAtoms);
          expect(print.quantityAtoms).toBeGreaterThan(0n);
          expect(print.quantityAtoms % gridAtoms).toBe(0n);
          expect(print.timeMs).toBeGreaterThan(step.previousTimeMs);
          expect(print.timeMs).toBeLessThanOrEqual(step.timeMs);
          expect(print.timeMs).toBeGreaterThanOrEqual(lastTimeMs);
          lastTimeMs = print.timeMs;
        }
      }),
    );
  });

  it('is reproducible from its seed, and another seed gives another tape', () => {
    const step: TapeStep = {
      priceAtoms: usd(90_000),
      timeMs: 1_700_000_001_000,
      previousTimeMs: 1_700_000_000_000,
      previousPriceAtoms: usd(89_990),
      amountDecimals: 6,
      printQuoteMinAtoms: usd(20),
      printQuoteMaxAtoms: usd(20_000),
    };
    const tape = (seed: number) => Array.from({ length: 40 }, (_, index) => simulatedPrints(mulberry32(seed + index * 7919), step)).flat();
    expect(tape(42)).toEqual(tape(42));
    expect(tape(42)).not.toEqual(tape(43));
    // Over many ticks the tape is busy, with sizes that are not all alike.
    const prints = tape(42);
    expect(prints.length).toBeGreaterThan(30);
    expect(new Set(prints.map((print) => print.quantityAtoms)).size).toBeGreaterThan(prints.length / 2);
    // The price rose: most takers lifted asks.
    expect(prints.filter((print) => print.side === 'buy').length).toBeGreaterThan(prints.length / 2);
  });

  it('refuses a time window that does not move forward', () => {
    const step = stepOf({
      priceAtoms: 1n,
      timeMs: 5000,
      gapMs: 0,
      previousPriceAtoms: null,
      amountDecimals: 2,
      printQuoteMinAtoms: 1n,
      spread: 0n,
    });
    expect(() => simulatedPrints(mulberry32(1), step)).toThrow(RangeError);
  });
});

describe('depth profile', () => {
  it('stays within its side total and above its floor, and is deeper away from the price than at it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const quotes = depthProfileQuoteAtoms(mulberry32(seed), PROFILE);
        expect(quotes).toHaveLength(PROFILE.levels);
        expect(quotes.reduce((sum, quote) => sum + quote, 0n)).toBeLessThanOrEqual(PROFILE.sideQuoteAtoms);
        for (const quote of quotes) expect(quote).toBeGreaterThanOrEqual(PROFILE.levelQuoteMinAtoms);
        const near = quotes.slice(0, 5).reduce((sum, quote) => sum + quote, 0n);
        const far = quotes.slice(-5).reduce((sum, quote) => sum + quote, 0n);
        expect(far).toBeGreaterThan(near);
      }),
    );
  });

  it('is uneven and reproducible: the same seed gives the same sizes, not an even ladder', () => {
    const first = depthProfileQuoteAtoms(mulberry32(7), PROFILE);
    expect(depthProfileQuoteAtoms(mulberry32(7), PROFILE)).toEqual(first);
    expect(depthProfileQuoteAtoms(mulberry32(8), PROFILE)).not.toEqual(first);
    // Not a straight line: the steps between neighbouring levels differ.
    const steps = first.slice(1).map((quote, index) => quote - (first[index] as bigint));
    expect(new Set(steps).size).toBeGreaterThan(steps.length / 2);
    // Nearly all of the side total is quoted (rounding loses at most one atom a level).
    expect(PROFILE.sideQuoteAtoms - first.reduce((sum, quote) => sum + quote, 0n)).toBeLessThanOrEqual(BigInt(PROFILE.levels));
  });

  it('sizes a level on the amount grid, at least one step', () => {
    expect(quantityOnGridAtoms(usd(500), usd(90_000), 6)).toBe(555_500n);
    expect(quantityOnGridAtoms(1n, usd(90_000), 6)).toBe(gridStepAtoms(6));
  });
});
