// Paging of a list read a page at a time ({ data, total, page, limit }): which page comes next, and
// the rows of all loaded pages without repeats.
import type { PageOf } from '@platform/shared/envelope';

/** The page after `page`, or undefined when it was the last (or an empty one, which ends the list too). */
export function nextPageOf(page: PageOf<unknown>): number | undefined {
  if (page.data.length === 0) return undefined;
  return page.page * page.limit < page.total ? page.page + 1 : undefined;
}

/**
 * The rows of the pages in order, each id once: a row created while the list is open shifts the
 * offsets, so the next page can repeat the last row of the one before.
 */
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
