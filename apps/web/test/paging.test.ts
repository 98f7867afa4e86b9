// Proves a paged list (news, wallet records) asks for a next page exactly while the server has
// more, and shows each row once when pages overlap.
import { describe, expect, it } from 'vitest';
import { nextPageOf, uniqueRows } from '../src/lib/paging.ts';

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
