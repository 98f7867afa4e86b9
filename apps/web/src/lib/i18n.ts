// i18next for the 12 languages of SPEC.md section 1. Namespaces: `common` (app shell, account,
// settings), `market` (home and market screens), `texts` (the shared server and validation texts of
// @platform/shared). Each language's files load lazily, so a visitor downloads only their own (and
// English, the fallback key by key). Components call useTranslation from here, which suspends until
// its namespace has loaded (the Suspense boundary is in app/providers.tsx).
import { setDisplayLocale } from '@platform/shared/format';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation as useI18nextTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, LANGUAGES, LANG_DEFAULT, isLang, toLang, type Lang } from '@platform/shared/languages';
import { TEXT_LOADERS } from '@platform/shared/i18n/texts';
import { storage } from './storage.ts';

export const NAMESPACES = [
  'common',
  'market',
  'wallet',
  'withdraw',
  'spot',
  'contract',
  'option',
  'identity',
  'security',
  'profile',
  'notifications',
  'support',
  'content',
  'launching',
  'loan',
  'dual',
  'financial',
  'staking',
  'ieo',
  'texts',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** Placeholder values, and the text to show when neither the language nor English has the key. */
export type TextOptions = { defaultValue?: string; [placeholder: string]: unknown };
export type Translate = (key: string, options?: TextOptions) => string;

type JsonModule = { default: Record<string, unknown> };
const JSON_LOADERS = import.meta.glob<JsonModule>('../locales/*/*.json');

async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === 'texts') return TEXT_LOADERS[toLang(language)]();
  const loader = JSON_LOADERS[`../locales/${language}/${namespace}.json`];
  // A namespace a language does not have yet falls back to English key by key.
  return loader ? (await loader()).default : {};
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** The language of the interface: stored `lang`, else English (SPEC.md section 1). */
export function currentLang(): Lang {
  return isLang(i18next.resolvedLanguage) ? i18next.resolvedLanguage : toLang(storage.getLang() ?? LANG_DEFAULT);
}

/** The page's language and the locale amounts and dates are formatted in (packages/shared/src/format.ts). */
function setDocumentLang(language: string): void {
  const locale = LANGUAGE_LOCALES[toLang(language)];
  document.documentElement.lang = locale;
  setDisplayLocale(locale);
}

/** Starts i18next with the stored language; resolves when the first screen's namespaces are loaded. */
export async function initI18n(): Promise<void> {
  const lng = toLang(storage.getLang() ?? LANG_DEFAULT);
  i18next.on('languageChanged', setDocumentLang);
  setDocumentLang(lng);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: LANG_DEFAULT,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      // `market` is the home screen's: loaded with the others, so the first screen does not wait a
      // second round trip (and a suspended render) before it asks for its data (issue 12: LCP).
      ns: ['common', 'market', 'texts'],
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** A text outside React (the API client, toasts); its namespace is `common` unless the key names one. */
export function translate(key: string, options?: TextOptions): string {
  return i18next.t(key, options ?? {}) as string;
}

/**
 * Calls `listener` after each change of the interface language; returns the unsubscribe. i18next
 * also announces the language it starts in, which is no change: data fetched before (the home
 * screen's, started with the entry) is already in that language and must not be fetched again.
 */
export function onLanguageChanged(listener: (lang: Lang) => void): () => void {
  let previous = currentLang();
  const handler = (language: string) => {
    const lang = toLang(language);
    if (lang === previous) return;
    previous = lang;
    listener(lang);
  };
  i18next.on('languageChanged', handler);
  return () => i18next.off('languageChanged', handler);
}

/** Switches the interface language, stores it as `lang` and sets <html lang>. */
export async function changeLanguage(lang: Lang): Promise<void> {
  storage.setLang(lang);
  await i18next.changeLanguage(lang);
}

/** The text of a shared validation or server text key (zod issue messages are such keys). */
export function textOf(key: string): string {
  return i18next.exists(key, { ns: 'texts' }) ? (i18next.t(key, { ns: 'texts' }) as string) : key;
}

/** The interface language; the component renders again when it changes. */
export function useLang(): Lang {
  const { i18n } = useI18nextTranslation();
  return toLang(i18n.resolvedLanguage ?? i18n.language);
}

/** `t` of one namespace in the interface language; suspends until that namespace has loaded. */
export function useTranslation(namespace: Namespace = 'common'): { t: Translate } {
  const { t } = useI18nextTranslation(namespace);
  return { t: t as unknown as Translate };
}
