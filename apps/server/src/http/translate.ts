// Server-side translation: every language's texts are loaded once at start.
import { LANGUAGES, type Lang } from '@platform/shared/languages';
import { TEXT_LOADERS, interpolate, type TextKey, type Texts } from '@platform/shared/i18n/texts';

export type Translate = (lang: Lang, key: TextKey, params?: Record<string, string | number>) => string;

export async function loadTranslator(): Promise<Translate> {
  const entries = await Promise.all(LANGUAGES.map(async (lang) => [lang, await TEXT_LOADERS[lang]()] as const));
  const catalog = Object.fromEntries(entries) as Record<Lang, Texts>;
  return (lang, key, params) => interpolate(catalog[lang][key] ?? catalog.en[key], params);
}
