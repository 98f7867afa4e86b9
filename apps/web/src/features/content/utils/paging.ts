// Paging of the news list: which page comes next, and the rows of all loaded pages without repeats.
import type { PageOf } from '@platform/shared/envelope';

/** The page after `page`, or undefined when it was the last (or an empty one, which ends the list too). */
export function nextPageOf(page: PageOf<unknown>): number | undefined {
  if (page.data.length === 0) return undefined;
  return page.page * page.limit < page.total ? page.page + 1 : undefined;
}

/**
 * The rows of the pages in order, each id once: an article published while the list is open shifts
 * the offsets, so the next page can repeat the last row of the one before.
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

/** The `id` of an article link ("12"), or null when it is missing or not a positive whole number. */
export function parseArticleId(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
