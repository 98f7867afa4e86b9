// SQL of the back office's article calls. An article is a group of rows, one per language, sharing
// group_key; the group's settings (category, cover, link, published, pop, date) are written to
// every row of the group together, so any row of a group tells them.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ArticleRow, ArticlesTable } from '../../db/schema.ts';

const PUBLISHED = 1;
const UNPUBLISHED = 0;

export type ArticleGroupFilter = { categoryId?: number; published?: boolean };
export type ArticleGroupSettings = { category_id: number; cover: string; link: string };
export type ArticleText = { title: string; summary: string; body: string };

function filtered(db: Db, filter: ArticleGroupFilter) {
  let query = db.selectFrom('articles');
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.published !== undefined) query = query.where('published', '=', filter.published ? PUBLISHED : UNPUBLISHED);
  return query;
}

/** One page of group keys, newest first. */
export async function listGroupKeys(db: Db, filter: ArticleGroupFilter, page: { offset: number; limit: number }): Promise<string[]> {
  const rows = await filtered(db, filter)
    .select('group_key')
    .groupBy('group_key')
    .orderBy((eb) => eb.fn.max('created_at'), 'desc')
    .orderBy('group_key')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => row.group_key);
}

export async function countGroups(db: Db, filter: ArticleGroupFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.count<number>('group_key').distinct().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every row of these groups, for the list (titles and languages). */
export async function listGroupRows(db: Db, groupKeys: readonly string[]): Promise<ArticleRow[]> {
  if (groupKeys.length === 0) return [];
  return db.selectFrom('articles').selectAll().where('group_key', 'in', groupKeys).orderBy('id').execute();
}

export async function findGroup(db: Db, groupKey: string): Promise<ArticleRow[]> {
  return db.selectFrom('articles').selectAll().where('group_key', '=', groupKey).orderBy('id').execute();
}

export async function insertTranslation(db: Db, row: Insertable<ArticlesTable>): Promise<void> {
  await db.insertInto('articles').values(row).execute();
}

export async function updateTranslation(db: Db, groupKey: string, lang: string, text: ArticleText): Promise<void> {
  await db.updateTable('articles').set(text).where('group_key', '=', groupKey).where('lang', '=', lang).execute();
}

export async function updateGroupSettings(db: Db, groupKey: string, settings: ArticleGroupSettings): Promise<void> {
  await db.updateTable('articles').set(settings).where('group_key', '=', groupKey).execute();
}

/**
 * Publishes (dated `now`: it is news again) or unpublishes the group; answers whether anything
 * changed, so publishing a published article neither re-dates it nor writes an audit line.
 */
export async function setGroupPublished(db: Db, groupKey: string, published: boolean, now: number): Promise<boolean> {
  const result = await db
    .updateTable('articles')
    .set(published ? { published: PUBLISHED, created_at: now } : { published: UNPUBLISHED })
    .where('group_key', '=', groupKey)
    .where('published', '=', published ? UNPUBLISHED : PUBLISHED)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the group as the home pop-up, unmarking any other (only one at a time), or unmarks it. */
export async function setGroupPop(db: Db, groupKey: string, pop: boolean): Promise<void> {
  if (pop) await db.updateTable('articles').set({ pop: 0 }).where('pop', '=', 1).where('group_key', '<>', groupKey).execute();
  await db
    .updateTable('articles')
    .set({ pop: pop ? 1 : 0 })
    .where('group_key', '=', groupKey)
    .execute();
}

/** The group that was the pop-up before a change, for the audit line. */
export async function findPopGroupKey(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('articles').select('group_key').where('pop', '=', 1).limit(1).executeTakeFirst();
  return row?.group_key;
}

export async function deleteTranslation(db: Db, groupKey: string, lang: string): Promise<boolean> {
  const result = await db.deleteFrom('articles').where('group_key', '=', groupKey).where('lang', '=', lang).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteGroup(db: Db, groupKey: string): Promise<void> {
  await db.deleteFrom('articles').where('group_key', '=', groupKey).execute();
}
