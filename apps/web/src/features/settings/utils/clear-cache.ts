// Clear cache (settings): forgets what this device keeps besides the session and the language:
// local and session storage, the cached answers of the API. The stored web version stays too, or
// the next launch would take the storage for an old one and clear the token with it (SPEC.md
// section 4). The display fiat comes back from the account when logged in.
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEY_LANG, STORAGE_KEY_TOKEN, STORAGE_KEY_WEB_VERSION } from '@platform/shared/constants';

const KEPT_KEYS: ReadonlySet<string> = new Set([STORAGE_KEY_TOKEN, STORAGE_KEY_LANG, STORAGE_KEY_WEB_VERSION]);
const BYTES_PER_KILOBYTE = 1024;

function storedKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

/** What clearing would free in local storage, in bytes (UTF-16: two per character). */
export function clearableBytes(): number {
  let characters = 0;
  for (const key of storedKeys()) {
    if (KEPT_KEYS.has(key)) continue;
    characters += key.length + (window.localStorage.getItem(key)?.length ?? 0);
  }
  return characters * 2;
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / BYTES_PER_KILOBYTE).toFixed(1)} KB`;
}

export async function clearCache(queryClient: QueryClient): Promise<void> {
  try {
    for (const key of storedKeys()) if (!KEPT_KEYS.has(key)) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept there.
  }
  // Drops every cached answer; the screens on display fetch theirs again.
  await queryClient.resetQueries();
}
