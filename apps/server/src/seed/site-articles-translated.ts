// Translations, beyond English and Simplified Chinese, of every sample article: one file per
// language in articles/, each translating every group of articles/types.ts (the typecheck fails
// when one is missing), in the app's register and terms for that language.
import type { Lang } from '@platform/shared/languages';
import { articlesDe } from './articles/de.ts';
import { articlesFra } from './articles/fra.ts';
import { articlesHk } from './articles/hk.ts';
import { articlesIt } from './articles/it.ts';
import { articlesJp } from './articles/jp.ts';
import { articlesKor } from './articles/kor.ts';
import { articlesPt } from './articles/pt.ts';
import { articlesSpa } from './articles/spa.ts';
import { articlesSv } from './articles/sv.ts';
import { articlesTh } from './articles/th.ts';
import type { ArticleTranslations } from './articles/types.ts';

export type { ArticleGroup, ArticleText, ArticleTranslations } from './articles/types.ts';

/** The languages translated here, in SPEC.md section 1 order. */
export type TranslatedLang = Exclude<Lang, 'en' | 'zh'>;

export const ARTICLE_TRANSLATIONS: Record<TranslatedLang, ArticleTranslations> = {
  hk: articlesHk,
  th: articlesTh,
  jp: articlesJp,
  kor: articlesKor,
  fra: articlesFra,
  spa: articlesSpa,
  pt: articlesPt,
  de: articlesDe,
  sv: articlesSv,
  it: articlesIt,
};

/**
 * The translations the first seeds (before every article was translated) already inserted, so a
 * database seeded then gets only the others: one of these the back office removed stays removed.
 */
export const FIRST_SEED_TRANSLATED_GROUPS: readonly string[] = ['announcement-security-notice', 'announcement-maintenance'];
