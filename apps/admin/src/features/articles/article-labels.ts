// How the back office names article categories and languages.
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { LANGUAGE_NAMES, isLang } from '@platform/shared/languages';

export const CATEGORY_LABELS: Record<number, string> = {
  [ARTICLE_CATEGORY.news]: 'News & announcements',
  [ARTICLE_CATEGORY.banner]: 'Home banners',
  [ARTICLE_CATEGORY.faq]: 'FAQ / help centre',
  [ARTICLE_CATEGORY.about]: 'About us',
  [ARTICLE_CATEGORY.compliance]: 'Operational compliance',
  [ARTICLE_CATEGORY.contact]: 'Contact us',
  [ARTICLE_CATEGORY.share]: 'Share text',
};

/** The categories in the order the back office lists them. */
export const CATEGORY_ORDER: number[] = [
  ARTICLE_CATEGORY.news,
  ARTICLE_CATEGORY.banner,
  ARTICLE_CATEGORY.faq,
  ARTICLE_CATEGORY.about,
  ARTICLE_CATEGORY.contact,
  ARTICLE_CATEGORY.compliance,
  ARTICLE_CATEGORY.share,
];

export const categoryLabel = (id: number) => CATEGORY_LABELS[id] ?? `Category ${id}`;

/** "Deutsch (de)": the language's own name and its code. */
export const languageLabel = (lang: string) => (isLang(lang) ? `${LANGUAGE_NAMES[lang]} (${lang})` : lang);
