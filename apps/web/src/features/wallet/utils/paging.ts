// Paging of the wallet's record lists: which page comes next, and the rows of all loaded pages
// without repeats (a record created while the list is open shifts the offsets by one).
import type { PageOf } from '@platform/shared/envelope';

export const RECORDS_PAGE_LIMIT = 10;

/** The page after `page`, or undefined when it was the last (an empty page ends the list too). */
export function nextPageOf(page: PageOf<unknown>): number | undefined {
  if (page.data.length === 0) return undefined;
  return page.page * page.limit < page.total ? page.page + 1 : undefined;
}

export function uniqueRows<T extends { id: number }>(pages: readonly PageOf<T>[]): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
