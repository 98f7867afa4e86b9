// All SQL of the site module: settings, coins, fiats, area codes and articles.
// Articles are stored one row per translation (group_key + lang); a reader gets the row in their
// language, or the English row of an article that has no translation in it.
import { sql, type ExpressionBuilder } from 'kysely';
import { LANG_DEFAULT, type Lang } from '@platform/shared/languages';
import type { Db } from '../../db/database.ts';
import type { ArticleRow, DB } from '../../db/schema.ts';

const STATUS_ACTIVE = 1;
const PUBLISHED = 1;
/** The region picker shows every row; this bounds the answer should the table grow by mistake. */
export const AREA_CODES_MAX = 500;

export async function findSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export type CoinNetworkRow = {
  id: number;
  name: string;
  network: string;
  type_label: string;
  status: number;
  image: string;
  decimals: number;
};

/** One row per active coin on each of its active networks, in display order. */
export async function listCoinNetworks(db: Db): Promise<CoinNetworkRow[]> {
  return db
    .selectFrom('currencies')
    .innerJoin('currency_networks', 'currency_networks.currency_id', 'currencies.id')
    .select([
      'currencies.id',
      'currencies.name',
      'currency_networks.network',
      'currencies.type_label',
      'currencies.status',
      'currencies.image',
      'currencies.decimals',
    ])
    .where('currencies.status', '=', STATUS_ACTIVE)
    .where('currency_networks.status', '=', STATUS_ACTIVE)
    .orderBy('currencies.sort')
    .orderBy('currencies.id')
    .orderBy('currency_networks.sort')
    .orderBy('currency_networks.id')
    .execute();
}

/** Every fiat, the default (USD) first, then by code. */
export async function listFiats(db: Db, firstCode: string) {
  return db
    .selectFrom('fiats')
    .select(['code', 'symbol', 'rate_atoms', 'saved_at'])
    .orderBy(sql`case when code = ${firstCode} then 0 else 1 end`)
    .orderBy('code')
    .execute();
}

export async function listAreaCodes(db: Db) {
  return db
    .selectFrom('area_codes')
    .select(['id', 'name', 'name_zh', 'code', 'iso'])
    .orderBy('sort')
    .orderBy('id')
    .limit(AREA_CODES_MAX)
    .execute();
}

/** The row in `lang`, or the English row of an article with no published translation in `lang`. */
function inLangOrDefault(lang: Lang) {
  return (eb: ExpressionBuilder<DB, 'articles'>) =>
    eb.or([
      eb('articles.lang', '=', lang),
      eb.and([
        eb('articles.lang', '=', LANG_DEFAULT),
        eb.not(
          eb.exists(
            eb
              .selectFrom('articles as translation')
              .select(sql.lit(1).as('one'))
              .whereRef('translation.group_key', '=', 'articles.group_key')
              .where('translation.lang', '=', lang)
              .where('translation.published', '=', PUBLISHED),
          ),
        ),
      ]),
    ]);
}

function publishedInCategory(db: Db, categoryId: number, lang: Lang) {
  return db
    .selectFrom('articles')
    .where('articles.category_id', '=', categoryId)
    .where('articles.published', '=', PUBLISHED)
    .where(inLangOrDefault(lang));
}

export async function listArticles(
  db: Db,
  query: { categoryId: number; lang: Lang; offset: number; limit: number },
): Promise<ArticleRow[]> {
  return publishedInCategory(db, query.categoryId, query.lang)
    .selectAll('articles')
    .orderBy('articles.created_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countArticles(db: Db, query: { categoryId: number; lang: Lang }): Promise<number> {
  const row = await publishedInCategory(db, query.categoryId, query.lang)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The newest published article of a category, in `lang` or English. */
export async function findNewestArticle(db: Db, categoryId: number, lang: Lang): Promise<ArticleRow | undefined> {
  return publishedInCategory(db, categoryId, lang)
    .selectAll('articles')
    .orderBy('articles.created_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest published pop-up article of any category, in `lang` or English. */
export async function findPopArticle(db: Db, lang: Lang): Promise<ArticleRow | undefined> {
  return db
    .selectFrom('articles')
    .selectAll('articles')
    .where('articles.pop', '=', 1)
    .where('articles.published', '=', PUBLISHED)
    .where(inLangOrDefault(lang))
    .orderBy('articles.created_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').selectAll().where('id', '=', id).where('published', '=', PUBLISHED).executeTakeFirst();
}

export async function findTranslation(db: Db, groupKey: string, lang: string): Promise<ArticleRow | undefined> {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('group_key', '=', groupKey)
    .where('lang', '=', lang)
    .where('published', '=', PUBLISHED)
    .executeTakeFirst();
}
