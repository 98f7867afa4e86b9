// Recent market searches, kept on this device only.
const STORAGE_KEY_RECENT_SEARCHES = 'marketRecentSearches';
export const RECENT_SEARCHES_MAX = 10;
const KEYWORD_LENGTH_MAX = 20;

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY_RECENT_SEARCHES) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** Puts `keyword` first, without duplicates (case-insensitive), and answers the new list. */
export function rememberSearch(keyword: string): string[] {
  const text = keyword.trim().slice(0, KEYWORD_LENGTH_MAX);
  if (!text) return readRecentSearches();
  const next = [text, ...readRecentSearches().filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
  writeRecentSearches(next);
  return next;
}

export function clearRecentSearches(): string[] {
  writeRecentSearches([]);
  return [];
}

function writeRecentSearches(list: string[]) {
  try {
    localStorage.setItem(STORAGE_KEY_RECENT_SEARCHES, JSON.stringify(list));
  } catch {
    // Private mode or a full storage: recent searches are a convenience, not data.
  }
}
