// Translation of server texts and shared validation messages, for the server (all languages
// loaded) and the web app (one language at a time, lazily).
import type { Lang } from '../languages.ts';
import { en, type TextKey, type Texts } from './texts.en.ts';

export type { TextKey, Texts };

export const TEXT_LOADERS: Record<Lang, () => Promise<Texts>> = {
  en: async () => en,
  zh: async () => (await import('./texts.zh.ts')).zh,
  hk: async () => (await import('./texts.hk.ts')).hk,
  th: async () => (await import('./texts.th.ts')).th,
  jp: async () => (await import('./texts.jp.ts')).jp,
  kor: async () => (await import('./texts.kor.ts')).kor,
  fra: async () => (await import('./texts.fra.ts')).fra,
  spa: async () => (await import('./texts.spa.ts')).spa,
  pt: async () => (await import('./texts.pt.ts')).pt,
  de: async () => (await import('./texts.de.ts')).de,
  sv: async () => (await import('./texts.sv.ts')).sv,
  it: async () => (await import('./texts.it.ts')).it,
};

export function isTextKey(value: string): value is TextKey {
  return Object.hasOwn(en, value);
}

/** Fills {{name}} placeholders. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
