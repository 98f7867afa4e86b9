// The back office's article contract: articles by category and language, written, translated,
// published and unpublished, one of them the home pop-up. An article is a group of translations
// (one row per language, sharing `group_key`); its category, cover, link, publication and pop-up
// mark belong to the group. English is written first and kept: every language falls back to it.
import { z } from 'zod';
import { ARTICLE_BODY_LENGTH_MAX } from '../article-html.ts';
import { ARTICLE_CATEGORY } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { key, zLimit, zPage, zPageOf } from './common.ts';
import { zWhole } from './fields.ts';
import { UPLOAD_NAME_RE } from './deposit.ts';

/** Column sizes of the articles table (migration 001). */
export const ARTICLE_TITLE_LENGTH_MAX = 200;
export const ARTICLE_SUMMARY_LENGTH_MAX = 500;
export const ARTICLE_COVER_LENGTH_MAX = 200;
export const ARTICLE_LINK_LENGTH_MAX = 200;
export const ARTICLE_GROUP_KEY_LENGTH_MAX = 64;

export const ARTICLE_CATEGORY_IDS: readonly number[] = Object.values(ARTICLE_CATEGORY);
/** Where a public upload is read (GET /api/file/<name>, modules/upload): the stored form of an uploaded cover. */
export const PUBLIC_FILE_PATH = '/api/file/';

/** A static image of the web app ("/banners/markets.svg"). */
const SITE_IMAGE_RE = /^\/(?!api\/)[\w-]+(?:\/[\w.-]+)*\.(?:svg|png|jpe?g|gif|webp)$/i;
const PUBLIC_FILE_RE = new RegExp(`^${PUBLIC_FILE_PATH}${UPLOAD_NAME_RE.source.slice(1)}`);
/** What a banner opens (home-links.ts): an in-app hash route, a route, or an https address. */
const LINK_RE = /^(?:#\/[\w/?=&.%-]*|\/pages\/[\w/?=&.%-]*|https:\/\/[^\s"'<>]+)$/;
const GROUP_KEY_RE = /^[a-z0-9][a-z0-9-]*$/;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const zFlag = z.enum(['0', '1'], key('parameter_error')).transform((value) => value === '1');

export const zArticleCategory = zWhole('article_category_invalid').refine(
  (id) => ARTICLE_CATEGORY_IDS.includes(id),
  key('article_category_invalid'),
);
export const zArticleLang = z.enum(LANGUAGES, key('article_lang_invalid'));
export const zArticleGroupKey = z
  .string(key('article_not_found'))
  .trim()
  .max(ARTICLE_GROUP_KEY_LENGTH_MAX, key('article_not_found'))
  .regex(GROUP_KEY_RE, key('article_not_found'));

export const zArticleTitle = z
  .string(key('article_title_required'))
  .trim()
  .min(1, key('article_title_required'))
  .max(ARTICLE_TITLE_LENGTH_MAX, key('article_title_too_long'));
export const zArticleSummary = z
  .string(key('article_summary_too_long'))
  .trim()
  .max(ARTICLE_SUMMARY_LENGTH_MAX, key('article_summary_too_long'))
  .default('');
/** Simple HTML; the server keeps only the tags of article-html.ts. */
export const zArticleBody = z.string(key('article_body_too_long')).max(ARTICLE_BODY_LENGTH_MAX, key('article_body_too_long')).default('');
/**
 * '' (none), the name POST /api/upload answered (the server makes it public), a public file it
 * already is ("/api/file/<name>"), or a static image of the web app.
 */
export const zArticleCover = z
  .string(key('article_cover_invalid'))
  .trim()
  .max(ARTICLE_COVER_LENGTH_MAX, key('article_cover_invalid'))
  .refine(
    (cover) => cover === '' || UPLOAD_NAME_RE.test(cover) || PUBLIC_FILE_RE.test(cover) || SITE_IMAGE_RE.test(cover),
    key('article_cover_invalid'),
  )
  .default('');
export const zArticleLink = z
  .string(key('article_link_invalid'))
  .trim()
  .max(ARTICLE_LINK_LENGTH_MAX, key('article_link_invalid'))
  .refine((link) => link === '' || LINK_RE.test(link), key('article_link_invalid'))
  .default('');

/** The name of an uploaded cover once it is public ("/api/file/<name>"), or null for any other cover. */
export function publicFileNameOf(cover: string): string | null {
  return PUBLIC_FILE_RE.test(cover) ? cover.slice(PUBLIC_FILE_PATH.length) : null;
}

// The list

export const ZAdminArticlesRequest = z.object({
  category_id: z.preprocess(blankToUndefined, zArticleCategory.optional()),
  /** '1' published only, '0' drafts only, absent both. */
  published: z.preprocess(blankToUndefined, zFlag.optional()),
  page: zPage,
  limit: zLimit,
});
export type TAdminArticlesRequest = z.input<typeof ZAdminArticlesRequest>;

export const ZAdminArticleRow = z.object({
  group_key: z.string(),
  category_id: z.number().int(),
  /** The English title (every article has one). */
  title: z.string(),
  /** The languages it is written in, English first. */
  langs: z.array(z.string()),
  published: z.boolean(),
  pop: z.boolean(),
  cover: z.string(),
  link: z.string(),
  /** When it was (last) published, or written if it never was: orders the lists, here and in the app. */
  created_at: z.number().int(),
});
export type TAdminArticleRow = z.infer<typeof ZAdminArticleRow>;
export const ZAdminArticlesResponse = zPageOf(ZAdminArticleRow);
export type TAdminArticlesResponse = z.infer<typeof ZAdminArticlesResponse>;

// One article

export const ZAdminArticleRequest = z.object({ group_key: zArticleGroupKey });

export const ZAdminArticleTranslation = z.object({
  /** The row id: news/detail?id= of this translation. */
  id: z.number().int(),
  lang: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
});
export type TAdminArticleTranslation = z.infer<typeof ZAdminArticleTranslation>;

export const ZAdminArticle = z.object({
  group_key: z.string(),
  category_id: z.number().int(),
  cover: z.string(),
  link: z.string(),
  published: z.boolean(),
  pop: z.boolean(),
  created_at: z.number().int(),
  translations: z.array(ZAdminArticleTranslation),
});
export type TAdminArticle = z.infer<typeof ZAdminArticle>;

// Changes

/**
 * Saves one language of an article with the group's settings. Without `group_key` it creates the
 * article (a draft, in English first); with it, it updates the settings and writes or replaces
 * that language.
 */
export const ZAdminArticleSaveRequest = z.object({
  group_key: z.preprocess(blankToUndefined, zArticleGroupKey.optional()),
  category_id: zArticleCategory,
  cover: zArticleCover,
  link: zArticleLink,
  /** The translation's language (not `lang`: every call's `lang` is the caller's own language). */
  language: zArticleLang,
  title: zArticleTitle,
  summary: zArticleSummary,
  body: zArticleBody,
});
/** As parsed: what the back office sends once its own check of the form passed. */
export type TAdminArticleSaveRequest = z.output<typeof ZAdminArticleSaveRequest>;

export const ZAdminArticleTranslationDeleteRequest = z.object({ group_key: zArticleGroupKey, language: zArticleLang });
export type TAdminArticleTranslationDeleteRequest = z.input<typeof ZAdminArticleTranslationDeleteRequest>;

/** Publishing a draft or an unpublished article dates it now: it is news again, and the pop-up shows again. */
export const ZAdminArticlePublishRequest = z.object({ group_key: zArticleGroupKey, published: zFlag });
export type TAdminArticlePublishRequest = z.input<typeof ZAdminArticlePublishRequest>;

/** The home pop-up: marking one article unmarks any other. */
export const ZAdminArticlePopRequest = z.object({ group_key: zArticleGroupKey, pop: zFlag });
export type TAdminArticlePopRequest = z.input<typeof ZAdminArticlePopRequest>;

export const ZAdminArticleDeleteRequest = ZAdminArticleRequest;
/** The deleted article's group, so the back office can drop its cached copy. */
export const ZAdminArticleDeleteResponse = z.object({ group_key: z.string() });
export type TAdminArticleDeleteResponse = z.infer<typeof ZAdminArticleDeleteResponse>;
