// Proves the news list asks for a next page exactly while the server has more, shows each article
// once when pages overlap, and reads only positive whole-number article ids from a link.
import { describe, expect, it } from 'vitest';
import { nextPageOf, parseArticleId, uniqueRows } from '../src/features/content/utils/paging.ts';

const page = (pageNumber: number, ids: number[], total: number, limit = 3) => ({
  data: ids.map((id) => ({ id })),
  total,
  page: pageNumber,
  limit,
});

describe('nextPageOf', () => {
  it('asks for the next page while the pages so far hold fewer than the total', () => {
    expect(nextPageOf(page(1, [1, 2, 3], 7))).toBe(2);
    expect(nextPageOf(page(2, [4, 5, 6], 7))).toBe(3);
  });

  it('stops at the last page, on an exact fit and on an empty page', () => {
    expect(nextPageOf(page(3, [7], 7))).toBeUndefined();
    expect(nextPageOf(page(2, [4, 5, 6], 6))).toBeUndefined();
    expect(nextPageOf(page(4, [], 20))).toBeUndefined();
  });
});

describe('uniqueRows', () => {
  it('keeps the order of the pages and drops a row repeated by a shifted offset', () => {
    expect(uniqueRows([page(1, [9, 8, 7], 7), page(2, [7, 6, 5], 7)]).map((row) => row.id)).toEqual([9, 8, 7, 6, 5]);
  });
});

describe('parseArticleId', () => {
  it('reads a positive whole number', () => {
    expect(parseArticleId('12')).toBe(12);
    expect(parseArticleId(' 7 ')).toBe(7);
  });

  it('refuses a missing, zero, negative, fractional or non-numeric id', () => {
    for (const text of [null, '', '0', '-3', '1.5', 'abc', '12abc', '1e3', '9999999999999999']) {
      expect(parseArticleId(text), String(text)).toBeNull();
    }
  });
});
