// i18next for the 12 languages of SPEC.md section 1. Namespaces: `common` (app shell, account,
// settings), `market` (home and market screens), `texts` (the shared server and validation texts of
// @platform/shared). Each language's files load lazily, so a visitor downloads only their own.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_LOCALES, LANGUAGES, LANG_DEFAULT, isLang, toLang, type Lang } from '@platform/shared/languages';
import { TEXT_LOADERS } from '@platform/shared/i18n/texts';
import { storage } from './storage.ts';

export const NAMESPACES = ['common', 'market', 'texts'] as const;

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
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next;

/** The language of the interface: stored `lang`, else English (SPEC.md section 1). */
export function currentLang(): Lang {
  return isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : toLang(storage.getLang() ?? LANG_DEFAULT);
}

function setDocumentLang(language: string): void {
  document.documentElement.lang = LANGUAGE_LOCALES[toLang(language)];
}

/** Starts i18next with the stored language; resolves when the first namespaces are loaded. */
export function initI18n(): Promise<unknown> {
  const lng = toLang(storage.getLang() ?? LANG_DEFAULT);
  i18n.on('languageChanged', setDocumentLang);
  setDocumentLang(lng);
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: LANG_DEFAULT,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      ns: ['common', 'texts'],
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Switches the interface language, stores it as `lang` and sets <html lang>. */
export async function changeLanguage(lang: Lang): Promise<void> {
  storage.setLang(lang);
  await i18n.changeLanguage(lang);
}

/** The text of a shared validation or server text key (zod issue messages are such keys). */
export function textOf(key: string): string {
  return i18n.exists(key, { ns: 'texts' }) ? i18n.t(key, { ns: 'texts' }) : key;
}
