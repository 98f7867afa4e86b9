// The back office's article rules: an article is written in English first and keeps its English
// version (every language falls back to it); bodies are cleaned to the article HTML allow-list
// before they are stored; an uploaded cover becomes a public file; publishing dates the article;
// one article at most is the home pop-up. Each change and its audit line commit together.
import crypto from 'node:crypto';
import { sanitizeArticleHtml } from '@platform/shared/article-html';
import { LANG_DEFAULT, LANGUAGES } from '@platform/shared/languages';
import { UPLOAD_NAME_RE } from '@platform/shared/schemas/deposit';
import {
  PUBLIC_FILE_PATH,
  publicFileNameOf,
  type TAdminArticle,
  type TAdminArticleDeleteResponse,
  type TAdminArticleRow,
  type TAdminArticlesResponse,
} from '@platform/shared/schemas/content';
import type { z } from 'zod';
import type {
  ZAdminArticlePopRequest,
  ZAdminArticlePublishRequest,
  ZAdminArticleSaveRequest,
  ZAdminArticlesRequest,
  ZAdminArticleTranslationDeleteRequest,
} from '@platform/shared/schemas/content';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import type { ArticleRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { writeAudit } from '../../audit/audit.ts';
import { findOwnUpload } from '../../files/upload-queries.ts';
import { findUploadByName } from '../../files/upload-queries.ts';
import { readUpload, storeUpload } from '../../files/uploads.ts';
import {
  countGroups,
  deleteGroup,
  deleteTranslation,
  findGroup,
  findPopGroupKey,
  insertTranslation,
  listGroupKeys,
  listGroupRows,
  setGroupPop,
  setGroupPublished,
  updateGroupSettings,
  updateTranslation,
} from './article-admin-queries.ts';

type Deps = Pick<ModuleDeps, 'db' | 'config' | 'clock'>;
const GROUP_KEY_RANDOM_BYTES = 6;
const TARGET_TYPE = 'article';

/** Languages in the order of SPEC.md section 1 (English first). */
const byLanguageOrder = (a: { lang: string }, b: { lang: string }) =>
  LANGUAGES.indexOf(a.lang as (typeof LANGUAGES)[number]) - LANGUAGES.indexOf(b.lang as (typeof LANGUAGES)[number]);

function toAdminArticle(rows: ArticleRow[]): TAdminArticle {
  const first = rows[0];
  if (!first) throw new AppError('article_not_found');
  return {
    group_key: first.group_key,
    category_id: first.category_id,
    cover: first.cover,
    link: first.link,
    published: first.published === 1,
    pop: first.pop === 1,
    created_at: Number(first.created_at),
    translations: [...rows]
      .sort(byLanguageOrder)
      .map((row) => ({ id: row.id, lang: row.lang, title: row.title, summary: row.summary, body: row.body })),
  };
}

function toAdminRow(rows: ArticleRow[]): TAdminArticleRow {
  const article = toAdminArticle(rows);
  const english = article.translations.find((translation) => translation.lang === LANG_DEFAULT) ?? article.translations[0];
  const { translations, ...settings } = article;
  return { ...settings, title: english?.title ?? '', langs: translations.map((translation) => translation.lang) };
}

export async function listArticleGroups(db: Db, input: z.output<typeof ZAdminArticlesRequest>): Promise<TAdminArticlesResponse> {
  const filter = { categoryId: input.category_id, published: input.published };
  const [keys, total] = await Promise.all([
    listGroupKeys(db, filter, { offset: (input.page - 1) * input.limit, limit: input.limit }),
    countGroups(db, filter),
  ]);
  const rows = await listGroupRows(db, keys);
  const data = keys.map((groupKey) => toAdminRow(rows.filter((row) => row.group_key === groupKey)));
  return { data, total, page: input.page, limit: input.limit };
}

export async function findArticleGroup(db: Db, groupKey: string): Promise<TAdminArticle> {
  return toAdminArticle(await findGroup(db, groupKey));
}

/**
 * The cover as stored: an upload of the admin's own is made public (copied to a new public file if
 * it is private, so a private name never opens up), a public file must exist as one, a static image
 * of the web app is kept as it is.
 */
async function storedCover(deps: Deps, admin: AuthedContext['user'], cover: string): Promise<string> {
  if (UPLOAD_NAME_RE.test(cover)) {
    const upload = await findOwnUpload(deps.db, admin.id, cover);
    if (!upload) throw new AppError('article_cover_invalid');
    if (upload.public === 1) return `${PUBLIC_FILE_PATH}${upload.name}`;
    const file = await readUpload(deps, admin, upload.name);
    if (!file) throw new AppError('article_cover_invalid');
    return `${PUBLIC_FILE_PATH}${await storeUpload(deps, admin.id, file.bytes, { isPublic: true })}`;
  }
  const publicName = publicFileNameOf(cover);
  if (publicName !== null) {
    const upload = await findUploadByName(deps.db, publicName);
    if (upload?.public !== 1) throw new AppError('article_cover_invalid');
  }
  return cover;
}

const newGroupKey = (now: number) => `article-${now.toString(36)}-${crypto.randomBytes(GROUP_KEY_RANDOM_BYTES).toString('hex')}`;

/** Creates the article (a draft, English first) or updates its settings and writes one language. */
export async function saveArticle(
  deps: Deps,
  ctx: AuthedContext,
  input: z.output<typeof ZAdminArticleSaveRequest>,
): Promise<TAdminArticle> {
  const { db } = deps;
  if (input.group_key === undefined && input.language !== LANG_DEFAULT) throw new AppError('article_english_first');
  const cover = await storedCover(deps, ctx.user, input.cover);
  const settings = { category_id: input.category_id, cover, link: input.link };
  const text = { title: input.title, summary: input.summary, body: sanitizeArticleHtml(input.body) };
  const now = deps.clock();
  const groupKey = input.group_key ?? newGroupKey(now);

  return db.transaction().execute(async (trx: Db) => {
    const rows = input.group_key === undefined ? [] : await findGroup(trx, groupKey);
    const base = rows[0];
    if (input.group_key !== undefined && !base) throw new AppError('article_not_found');
    const existing = rows.find((row) => row.lang === input.language);
    if (base) await updateGroupSettings(trx, groupKey, settings);
    if (existing) await updateTranslation(trx, groupKey, input.language, text);
    else {
      await insertTranslation(trx, {
        ...settings,
        ...text,
        group_key: groupKey,
        lang: input.language,
        published: base?.published ?? 0,
        pop: base?.pop ?? 0,
        created_at: base?.created_at ?? now,
      });
    }
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: base ? 'article.save' : 'article.create',
      targetType: TARGET_TYPE,
      targetId: groupKey,
      detail: {
        lang: input.language,
        category_id: input.category_id,
        title: input.title,
        translation: existing ? 'updated' : 'added',
        cover,
        link: input.link,
      },
      ip: ctx.ip,
      now,
    });
    return toAdminArticle(await findGroup(trx, groupKey));
  });
}

async function existingGroup(db: Db, groupKey: string): Promise<ArticleRow[]> {
  const rows = await findGroup(db, groupKey);
  if (rows.length === 0) throw new AppError('article_not_found');
  return rows;
}

export async function publishArticle(
  deps: Deps,
  ctx: AuthedContext,
  input: z.output<typeof ZAdminArticlePublishRequest>,
): Promise<TAdminArticle> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx: Db) => {
    await existingGroup(trx, input.group_key);
    const changed = await setGroupPublished(trx, input.group_key, input.published, now);
    if (changed) {
      await writeAudit(trx, {
        actorId: ctx.user.id,
        action: input.published ? 'article.publish' : 'article.unpublish',
        targetType: TARGET_TYPE,
        targetId: input.group_key,
        ip: ctx.ip,
        now,
      });
    }
    return toAdminArticle(await findGroup(trx, input.group_key));
  });
}

export async function markPopArticle(
  deps: Deps,
  ctx: AuthedContext,
  input: z.output<typeof ZAdminArticlePopRequest>,
): Promise<TAdminArticle> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx: Db) => {
    await existingGroup(trx, input.group_key);
    const previous = await findPopGroupKey(trx);
    await setGroupPop(trx, input.group_key, input.pop);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: input.pop ? 'article.pop' : 'article.unpop',
      targetType: TARGET_TYPE,
      targetId: input.group_key,
      detail: { previous_pop: previous ?? null },
      ip: ctx.ip,
      now,
    });
    return toAdminArticle(await findGroup(trx, input.group_key));
  });
}

export async function removeTranslation(
  deps: Deps,
  ctx: AuthedContext,
  input: z.output<typeof ZAdminArticleTranslationDeleteRequest>,
): Promise<TAdminArticle> {
  if (input.language === LANG_DEFAULT) throw new AppError('article_english_kept');
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx: Db) => {
    const rows = await existingGroup(trx, input.group_key);
    const translation = rows.find((row) => row.lang === input.language);
    if (!translation || !(await deleteTranslation(trx, input.group_key, input.language)))
      throw new AppError('article_translation_not_found');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'article.translation_delete',
      targetType: TARGET_TYPE,
      targetId: input.group_key,
      detail: { lang: input.language, title: translation.title },
      ip: ctx.ip,
      now,
    });
    return toAdminArticle(await findGroup(trx, input.group_key));
  });
}

export async function removeArticle(deps: Deps, ctx: AuthedContext, groupKey: string): Promise<TAdminArticleDeleteResponse> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx: Db) => {
    const rows = await existingGroup(trx, groupKey);
    await deleteGroup(trx, groupKey);
    const english = rows.find((row) => row.lang === LANG_DEFAULT) ?? rows[0];
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'article.delete',
      targetType: TARGET_TYPE,
      targetId: groupKey,
      detail: { title: english?.title ?? '', category_id: english?.category_id ?? null, langs: rows.map((row) => row.lang).join(',') },
      ip: ctx.ip,
      now,
    });
  });
  return { group_key: groupKey };
}
