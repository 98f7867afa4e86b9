// Articles as the API answers them, and the language fallback of a single article.
import crypto from 'node:crypto';
import { LANG_DEFAULT, type Lang } from '@platform/shared/languages';
import type { TArticle } from '@platform/shared/schemas/site';
import type { Db } from '../../db/database.ts';
import type { ArticleRow } from '../../db/schema.ts';
import { findArticle, findTranslation } from './queries.ts';

const VERSION_HEX_LENGTH = 16;

/**
 * A digest of what a reader sees and of when it was published: an edit or a new publication gives a
 * new version (the home pop-up shows again), an unchanged article keeps its version.
 */
export function articleVersion(row: ArticleRow): string {
  const seen = [row.id, row.title, row.summary, row.body, row.cover, row.link, Number(row.created_at)];
  return crypto.createHash('sha256').update(JSON.stringify(seen)).digest('hex').slice(0, VERSION_HEX_LENGTH);
}

export function toArticle(row: ArticleRow): TArticle {
  return {
    id: row.id,
    category_id: row.category_id,
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    link: row.link,
    created_at: row.created_at,
    version: articleVersion(row),
  };
}

/**
 * The article `id` in `lang`: its own row if it is in that language, else the translation in
 * `lang`, else the English one, else the row itself (an article written only in another language).
 */
export async function findArticleIn(db: Db, id: number, lang: Lang): Promise<ArticleRow | undefined> {
  const row = await findArticle(db, id);
  if (!row || row.lang === lang) return row;
  const translation = await findTranslation(db, row.group_key, lang);
  if (translation) return translation;
  if (row.lang === LANG_DEFAULT) return row;
  return (await findTranslation(db, row.group_key, LANG_DEFAULT)) ?? row;
}
