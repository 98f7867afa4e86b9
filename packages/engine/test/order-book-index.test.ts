// Proves the order book's index from order id to slot behaves as a Map on random sequences of
// adds, deletes and lookups, through its growth and its backward-shift deletes, for small and
// very large ids.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderIndex } from '../src/order-book-index.ts';
import { OrderBookInvariantError } from '../src/order-book-levels.ts';

const id = fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }));
const action = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), id }),
  fc.record({ kind: fc.constant('delete' as const), id }),
  fc.record({ kind: fc.constant('get' as const), id }),
);

describe('order index', () => {
  it('answers what a Map answers', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 3_000 }), (actions) => {
        const index = new OrderIndex();
        const map = new Map<number, number>();
        for (const [step, { kind, id: key }] of actions.entries()) {
          if (kind === 'set') {
            if (map.has(key)) continue;
            index.set(key, step);
            map.set(key, step);
          } else if (kind === 'delete') {
            expect(index.delete(key)).toBe(map.delete(key));
          } else {
            expect(index.get(key)).toBe(map.get(key));
          }
          expect(index.size).toBe(map.size);
        }
        for (const [key, value] of map) expect(index.get(key)).toBe(value);
      }),
      { numRuns: 60 },
    );
  });

  it('grows past its first size and keeps every entry', () => {
    const index = new OrderIndex();
    for (let key = 1; key <= 5_000; key += 1) index.set(key * 7_919, key);
    for (let key = 1; key <= 5_000; key += 2) expect(index.delete(key * 7_919)).toBe(true);
    for (let key = 1; key <= 5_000; key += 1) expect(index.get(key * 7_919)).toBe(key % 2 === 0 ? key : undefined);
    expect(index.size).toBe(2_500);
  });

  it('refuses an id twice, or an id that is not a positive safe integer', () => {
    const index = new OrderIndex();
    index.set(1, 1);
    expect(() => index.set(1, 2)).toThrow(OrderBookInvariantError);
    expect(() => index.set(0, 1)).toThrow(OrderBookInvariantError);
    expect(() => index.set(2 ** 53, 1)).toThrow(OrderBookInvariantError);
  });
});
