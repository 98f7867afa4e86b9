// Public site calls of SPEC.md section 7: settings and site configuration, coins, fiat rates,
// area codes, articles (news, banners, FAQ, pages), the home pop-up and the home menu.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, APP_VERSION_CODE, ARTICLE_CATEGORY, FIAT_DEFAULT } from '@platform/shared/constants';
import { LANGUAGES } from '@platform/shared/languages';
import { fromAtoms } from '@platform/shared/money';
import {
  areaList,
  currencyList,
  getInformation,
  getSetting,
  getSiteConfig,
  menu,
  newsDetail,
  newsIndexPop,
  newsList,
  walletGetRateCurrency,
} from '@platform/shared/contract/site';
import { PUBLIC_SETTING_KEYS, type PublicSettingKey, type TSiteConfig } from '@platform/shared/schemas/site';
import type { ModuleDeps } from '../../deps.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { registerArticleAdminRoutes } from './article-admin-routes.ts';
import { findArticleIn, toArticle } from './articles.ts';
import { MENU } from './menu.ts';
import {
  countArticles,
  findNewestArticle,
  findPopArticle,
  findSettings,
  listAreaCodes,
  listArticles,
  listCoinNetworks,
  listFiats,
} from './queries.ts';

const LOGO_DEFAULT = '/logo.svg';

function isPublicSettingKey(keyword: string): keyword is PublicSettingKey {
  return (PUBLIC_SETTING_KEYS as readonly string[]).includes(keyword);
}

/** The public settings as stored, with the configuration's value where a row is missing or empty. */
async function publicSettings(db: Db, config: Config): Promise<Record<PublicSettingKey, string>> {
  const stored = await findSettings(db, PUBLIC_SETTING_KEYS);
  return {
    site_name: stored.get('site_name') || config.siteName,
    support_url: stored.get('support_url') ?? '',
    logo: stored.get('logo') || LOGO_DEFAULT,
  };
}

async function siteConfig(db: Db, config: Config): Promise<TSiteConfig> {
  const settings = await publicSettings(db, config);
  return {
    site_name: settings.site_name,
    logo: settings.logo,
    version: APP_VERSION,
    version_code: APP_VERSION_CODE,
    market_source: config.marketFeed,
    languages: [...LANGUAGES],
    fiat_default: FIAT_DEFAULT,
    support_url: settings.support_url,
  };
}

export function registerSiteRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db, config } = deps;

  defineRoute(app, getSetting, async ({ keyword }) => {
    if (!isPublicSettingKey(keyword)) throw new AppError('setting_unknown');
    const settings = await publicSettings(db, config);
    return { key: keyword, value: settings[keyword] };
  });

  defineRoute(app, getSiteConfig, () => siteConfig(db, config));

  defineRoute(app, currencyList, async () => {
    const rows = await listCoinNetworks(db);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      subName: row.network,
      type: row.type_label,
      status: row.status,
      image: row.image,
      decimals: row.decimals,
    }));
  });

  defineRoute(app, walletGetRateCurrency, async () => {
    const rows = await listFiats(db, FIAT_DEFAULT);
    return rows.map((row) => ({ currency_code: row.code, symbol: row.symbol, rate: fromAtoms(row.rate_atoms), saveTime: row.saved_at }));
  });

  defineRoute(app, areaList, () => listAreaCodes(db));

  defineRoute(app, newsList, async (input, ctx) => {
    // A call without a category lists the news (the news page).
    const categoryId = input.c_id ?? input.category_id ?? ARTICLE_CATEGORY.news;
    const query = { categoryId, lang: ctx.lang };
    const [rows, total] = await Promise.all([
      listArticles(db, { ...query, offset: (input.page - 1) * input.limit, limit: input.limit }),
      countArticles(db, query),
    ]);
    return { data: rows.map(toArticle), total, page: input.page, limit: input.limit };
  });

  defineRoute(app, newsDetail, async ({ id }, ctx) => {
    const row = await findArticleIn(db, id, ctx.lang);
    if (!row) throw new AppError('not_found');
    return toArticle(row);
  });

  defineRoute(app, newsIndexPop, async (_input, ctx) => {
    const row = await findPopArticle(db, ctx.lang);
    return row ? toArticle(row) : null;
  });

  defineRoute(app, getInformation, async (_input, ctx) => {
    const [about, site] = await Promise.all([findNewestArticle(db, ARTICLE_CATEGORY.about, ctx.lang), siteConfig(db, config)]);
    return { about: about ? toArticle(about) : null, site };
  });

  defineRoute(app, menu, () => MENU);

  registerArticleAdminRoutes(app, deps);
}
