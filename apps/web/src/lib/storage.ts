// Local storage of SPEC.md section 3 ("Stored locally: token, lang, h5Version, saveFiatsTime, fiat list").
// Every access is guarded: private browsing and full quotas throw, and the app must still run.
import {
  STORAGE_KEY_FIAT,
  STORAGE_KEY_FIAT_LIST,
  STORAGE_KEY_FIAT_SAVED_AT,
  STORAGE_KEY_LANG,
  STORAGE_KEY_TOKEN,
  STORAGE_KEY_WEB_VERSION,
  WEB_STORAGE_VERSION,
} from '@platform/shared/constants';
import type { TFiat } from '@platform/shared/schemas/site';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in memory for this visit.
  }
}

/** SPEC.md section 4: clear local storage once if the stored web version is below 1, then set it to 1. */
export function migrateStorage(): void {
  const stored = Number(read(STORAGE_KEY_WEB_VERSION) ?? '0');
  if (Number.isFinite(stored) && stored >= WEB_STORAGE_VERSION) return;
  try {
    window.localStorage.clear();
  } catch {
    // Nothing to clear.
  }
  write(STORAGE_KEY_WEB_VERSION, String(WEB_STORAGE_VERSION));
}

/** The shape of ZFiat, checked by hand so that zod stays out of the first download. */
function isFiat(value: unknown): value is TFiat {
  const fiat = value as Partial<Record<keyof TFiat, unknown>> | null;
  return (
    typeof fiat === 'object' &&
    fiat !== null &&
    typeof fiat.currency_code === 'string' &&
    typeof fiat.symbol === 'string' &&
    typeof fiat.rate === 'string' &&
    typeof fiat.saveTime === 'number'
  );
}

export const storage = {
  getToken: () => read(STORAGE_KEY_TOKEN) || null,
  setToken: (token: string | null) => write(STORAGE_KEY_TOKEN, token),

  getLang: () => read(STORAGE_KEY_LANG),
  setLang: (lang: string) => write(STORAGE_KEY_LANG, lang),

  getFiat: () => read(STORAGE_KEY_FIAT),
  setFiat: (code: string) => write(STORAGE_KEY_FIAT, code),

  /** The fiat list with the time it was fetched; null when absent or unreadable. */
  getFiatList(): { list: TFiat[]; savedAtMs: number } | null {
    const savedAtMs = Number(read(STORAGE_KEY_FIAT_SAVED_AT) ?? 'NaN');
    const text = read(STORAGE_KEY_FIAT_LIST);
    if (!text || !Number.isFinite(savedAtMs)) return null;
    try {
      const list: unknown = JSON.parse(text);
      return Array.isArray(list) && list.every(isFiat) ? { list, savedAtMs } : null;
    } catch {
      return null;
    }
  },
  setFiatList(list: TFiat[], savedAtMs: number): void {
    write(STORAGE_KEY_FIAT_LIST, JSON.stringify(list));
    write(STORAGE_KEY_FIAT_SAVED_AT, String(savedAtMs));
  },
};
