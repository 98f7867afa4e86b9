// The twelve interface languages of SPEC.md section 1.
export const LANGUAGES = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa', 'pt', 'de', 'sv', 'it'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LANG_DEFAULT: Lang = 'en';

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  sv: 'Svenska',
  it: 'Italiano',
};

/** BCP 47 tags, for Intl number and date formatting. */
export const LANGUAGE_LOCALES: Record<Lang, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  hk: 'zh-TW',
  th: 'th-TH',
  jp: 'ja-JP',
  kor: 'ko-KR',
  fra: 'fr-FR',
  spa: 'es-ES',
  pt: 'pt-BR',
  de: 'de-DE',
  sv: 'sv-SE',
  it: 'it-IT',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toLang(value: unknown): Lang {
  return isLang(value) ? value : LANG_DEFAULT;
}

/** The upload call's lang value (SPEC.md section 7): zh to zh-cn, hk to zh-tw. */
export function uploadLang(lang: Lang): string {
  if (lang === 'zh') return 'zh-cn';
  if (lang === 'hk') return 'zh-tw';
  return lang;
}
