// The site calls (SPEC.md sections 3, 7): settings and site configuration, coins, fiat rates, area
// codes, articles (news, banners, FAQ, pages), the home pop-up and the home menu; and the back
// office's article calls (admin/articles...), for admin sessions only.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/site.ts');
const contentSchemas = () => import('../schemas/content.ts');

export const getSetting = defineCall({
  method: 'GET',
  path: 'getSetting',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZGetSettingRequest, output: s.ZSettingResponse })),
});

export const getSiteConfig = defineCall({
  method: 'GET',
  path: 'getSiteConfig',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZSiteConfig })),
});

export const currencyList = defineCall({
  method: 'GET',
  path: 'currency/list',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZCoinList })),
});

export const walletGetRateCurrency = defineCall({
  method: 'GET',
  path: 'wallet/getRateCurrency',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZFiatList })),
});

export const areaList = defineCall({
  method: 'GET',
  path: 'area/list',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZAreaCodeList })),
});

export const newsList = defineCall({
  method: ['GET', 'POST'],
  path: 'news/list',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNewsListRequest, output: s.ZArticlePage })),
});

export const newsDetail = defineCall({
  method: ['GET', 'POST'],
  path: 'news/detail',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNewsDetailRequest, output: s.ZArticle })),
});

export const newsIndexPop = defineCall({
  method: 'GET',
  path: 'news/index_pop',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZNewsPop })),
});

export const getInformation = defineCall({
  method: 'GET',
  path: 'getInformation',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZInformation })),
});

export const menu = defineCall({
  method: 'GET',
  path: 'menu',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZMenu })),
});

// The back office's articles: an article is a group of translations sharing `group_key`.

export const adminArticles = defineCall({
  method: 'GET',
  path: 'admin/articles',
  auth: 'admin',
  schemas: () => contentSchemas().then((s) => ({ input: s.ZAdminArticlesRequest, output: s.ZAdminArticlesResponse })),
});

export const adminArticlesDetail = defineCall({
  method: 'GET',
  path: 'admin/articles/detail',
  auth: 'admin',
  schemas: () => contentSchemas().then((s) => ({ input: s.ZAdminArticleRequest, output: s.ZAdminArticle })),
});

export const adminArticlesSave = defineCall({
  method: 'POST',
  path: 'admin/articles/save',
  auth: 'admin',
  schemas: () => contentSchemas().then((s) => ({ input: s.ZAdminArticleSaveRequest, output: s.ZAdminArticle })),
});

export const adminArticlesPublish = defineCall({
  method: 'POST',
  path: 'admin/articles/publish',
  auth: 'admin',
  schemas: () => contentSchemas().then((s) => ({ input: s.ZAdminArticlePublishRequest, output: s.ZAdminArticle })),
});

export const adminArticlesPop = defineCall({
  method: 'POST',
  path: 'admin/articles/pop',
  auth: 'admin',
  schemas: () => contentSchemas().then((s) => ({ input: s.ZAdminArticlePopRequest, output: s.ZAdminArticle })),
});

export const adminArticlesTranslationDelete = defineCall({
  method: 'POST',
  path: 'admin/articles/translation/delete',
  auth: 'admin',
  schemas: () => contentSchemas().then((s) => ({ input: s.ZAdminArticleTranslationDeleteRequest, output: s.ZAdminArticle })),
});

export const adminArticlesDelete = defineCall({
  method: 'POST',
  path: 'admin/articles/delete',
  auth: 'admin',
  schemas: () => contentSchemas().then((s) => ({ input: s.ZAdminArticleDeleteRequest, output: s.ZAdminArticleDeleteResponse })),
});
