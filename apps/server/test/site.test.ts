// Proves the public site calls answer as SPEC.md section 7 says, in the caller's language with an
// English fallback, and that the site seed is idempotent.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { LANGUAGES } from '@platform/shared/languages';
import { zh } from '@platform/shared/i18n/texts.zh';
import {
  ZAreaCode,
  ZArticle,
  ZArticlePage,
  ZCoin,
  ZFiat,
  ZInformation,
  ZMenuItem,
  ZSettingResponse,
  ZSiteConfig,
} from '@platform/shared/schemas/site';
import type { Db } from '../src/db/database.ts';
import { seedAll } from '../src/seed/index.ts';
import { balancesOf } from '../src/ledger/ledger.ts';
import { fromAtoms } from '@platform/shared/money';
import { seedSite } from '../src/seed/site.ts';
import { SAMPLE_ARTICLE_GROUPS } from '../src/seed/site-articles.ts';
import { FIRST_SEED_TRANSLATED_GROUPS } from '../src/seed/site-articles-translated.ts';
import { describeEachDialect } from './harness.ts';

const SPEC_FIATS = ['USD', 'CNY', 'JPY', 'GBP', 'EUR', 'CAD', 'AUD', 'SGD', 'KRW', 'INR', 'PHP', 'VND', 'THB', 'AED'];
const SITE_TABLES = [
  'currencies',
  'currency_networks',
  'fiats',
  'account_types',
  'article_categories',
  'articles',
  'area_codes',
  'settings',
] as const;
const THAI = /[\u0E00-\u0E7F]/;
const CHINESE = /[\u4e00-\u9fff]/;

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SITE_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describeEachDialect('site', (ctx) => {
  it('getSetting answers the public keys and refuses any other', async () => {
    const support = await ctx().call('getSetting', { body: { keyword: 'support_url' } });
    expect(support.body.type).toBe('ok');
    expect(ZSettingResponse.parse(support.body.message)).toEqual({ key: 'support_url', value: '' });

    const siteName = await ctx().call('getSetting', { body: { keyword: 'site_name' } });
    expect(siteName.body.message).toEqual({ key: 'site_name', value: 'Nova Exchange' });

    for (const keyword of ['smtp_password', 'nope']) {
      const refused = await ctx().call('getSetting', { body: { keyword } });
      expect(refused.body).toMatchObject({ type: 'error', code: 'setting_unknown', message: 'This setting does not exist' });
    }
    const missing = await ctx().call('getSetting', { lang: 'zh' });
    expect(missing.body).toMatchObject({ type: 'error', code: 'setting_unknown', message: zh.setting_unknown });
  });

  it('getSiteConfig and getInformation answer the site configuration', async () => {
    const config = await ctx().call('getSiteConfig');
    const site = ZSiteConfig.parse(config.body.message);
    expect(site).toMatchObject({ site_name: 'Nova Exchange', version: '0.8.0', version_code: 80, fiat_default: 'USD', support_url: '' });
    expect(site.languages).toEqual([...LANGUAGES]);

    const info = ZInformation.parse((await ctx().call('getInformation', { lang: 'zh' })).body.message);
    expect(info.site).toEqual(site);
    expect(info.about).toMatchObject({ category_id: ARTICLE_CATEGORY.about, lang: 'zh' });
    expect(info.about?.title).toMatch(CHINESE);
  });

  it('currency/list answers one entry per coin network, USDT twice', async () => {
    const coins = z.array(ZCoin).parse((await ctx().call('currency/list')).body.message);
    const usdt = coins.filter((coin) => coin.name === 'USDT');
    expect(usdt.map((coin) => [coin.id, coin.subName])).toEqual([
      [3, 'ERC20'],
      [3, 'TRC20'],
    ]);
    const idOf = (name: string) => coins.find((coin) => coin.name === name)?.id;
    expect([idOf('BTC'), idOf('ETH'), idOf('USDC'), idOf('LTC'), idOf('BCH'), idOf('MWD')]).toEqual([1, 2, 4, 5, 6, 7]);
    expect(coins[0]).toMatchObject({
      name: 'USDT',
      subName: 'ERC20',
      type: 'stablecoin',
      status: 1,
      image: '/coins/usdt.svg',
      decimals: 8,
    });
    expect(coins).toHaveLength(8);
  });

  it('wallet/getRateCurrency answers the 14 fiats with decimal-string rates, USD first at "1"', async () => {
    const fiats = z.array(ZFiat).parse((await ctx().call('wallet/getRateCurrency')).body.message);
    expect(fiats.map((fiat) => fiat.currency_code).sort()).toEqual([...SPEC_FIATS].sort());
    expect(fiats[0]).toMatchObject({ currency_code: 'USD', symbol: '$', rate: '1' });
    for (const fiat of fiats) {
      expect(fiat.rate).toMatch(/^\d+(\.\d+)?$/);
      expect(fiat.saveTime).toBeGreaterThan(0);
    }
    expect(fiats.find((fiat) => fiat.currency_code === 'AED')?.rate).toBe('3.6725');
  });

  it('area/list answers the region picker, China first', async () => {
    const areas = z.array(ZAreaCode).parse((await ctx().call('area/list')).body.message);
    expect(areas.length).toBeGreaterThanOrEqual(40);
    expect(areas.slice(0, 3).map((area) => [area.code, area.iso, area.name_zh])).toEqual([
      ['86', 'CN', '中国'],
      ['852', 'HK', '中国香港'],
      ['886', 'TW', '中国台湾'],
    ]);
    expect(new Set(areas.map((area) => area.iso)).size).toBe(areas.length);
  });

  it('news/list pages a category newest first with its total, by c_id or category_id, GET or POST', async () => {
    const first = ZArticlePage.parse((await ctx().call('news/list', { body: { c_id: ARTICLE_CATEGORY.faq, limit: 4 } })).body.message);
    expect(first).toMatchObject({ total: 6, page: 1, limit: 4 });
    expect(first.data).toHaveLength(4);
    const second = ZArticlePage.parse(
      (await ctx().call('news/list', { method: 'POST', body: { category_id: ARTICLE_CATEGORY.faq, limit: 4, page: 2 } })).body.message,
    );
    expect(second).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((article) => article.id)).size).toBe(6);
    expect(all.every((article) => article.category_id === ARTICLE_CATEGORY.faq && article.lang === 'en')).toBe(true);
    const times = all.map((article) => article.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const banners = ZArticlePage.parse(
      (await ctx().call('news/list', { method: 'POST', body: { c_id: ARTICLE_CATEGORY.banner } })).body.message,
    );
    expect(banners.total).toBe(3);
    for (const banner of banners.data) expect(banner.link).toMatch(/^#\/pages\//);

    const news = ZArticlePage.parse((await ctx().call('news/list', { body: { c_id: ARTICLE_CATEGORY.news, limit: 10 } })).body.message);
    expect(news.total).toBe(7);

    const badLimit = await ctx().call('news/list', { body: { c_id: 4, limit: 1000 } });
    expect(badLimit.body).toMatchObject({ type: 'error', code: 'limit_invalid' });
  });

  it('news/list answers each language in its own translation, article by article, else in English', async () => {
    const inLang = async (lang: string) =>
      ZArticlePage.parse((await ctx().call('news/list', { body: { c_id: ARTICLE_CATEGORY.faq }, lang })).body.message);
    const [en, zhPage, th] = await Promise.all([inLang('en'), inLang('zh'), inLang('th')]);
    expect(zhPage.total).toBe(6);
    expect(zhPage.data.every((article) => article.lang === 'zh' && CHINESE.test(article.title))).toBe(true);
    // Every sample article is translated into all 12 languages: Thai reads Thai, in English's order.
    expect(th.data.every((article) => article.lang === 'th' && THAI.test(article.title))).toBe(true);
    expect(th.data.map((article) => article.created_at)).toEqual(en.data.map((article) => article.created_at));

    // An article with no Chinese translation still reaches a zh reader, in English.
    await ctx()
      .db.insertInto('articles')
      .values({
        category_id: ARTICLE_CATEGORY.share,
        group_key: 'test-english-only',
        lang: 'en',
        title: 'English only',
        summary: 'Not translated yet',
        body: '<p>Not translated yet.</p>',
        cover: '',
        link: '',
        published: 1,
        pop: 0,
        created_at: Date.now(),
      })
      .execute();
    const share = ZArticlePage.parse((await ctx().call('news/list', { body: { c_id: ARTICLE_CATEGORY.share }, lang: 'zh' })).body.message);
    expect(share.data.map((article) => article.lang)).toEqual(['en', 'zh']);
    expect(share.total).toBe(2);
  });

  it('news/detail answers the article in the caller language, falling back to en', async () => {
    const list = ZArticlePage.parse((await ctx().call('news/list', { body: { c_id: ARTICLE_CATEGORY.news, limit: 10 } })).body.message);
    const english = list.data.find((article) => article.title === 'LTC and BCH spot trading is now open');
    if (!english) throw new Error('no news');

    const detail = ZArticle.parse((await ctx().call('news/detail', { method: 'POST', body: { id: english.id } })).body.message);
    expect(detail).toEqual(english);
    expect(detail.body).toMatch(/^<(p|ul)>/);

    const chinese = ZArticle.parse((await ctx().call('news/detail', { body: { id: english.id }, lang: 'zh' })).body.message);
    expect(chinese.lang).toBe('zh');
    expect(chinese.title).toMatch(CHINESE);
    const thai = ZArticle.parse((await ctx().call('news/detail', { body: { id: chinese.id }, lang: 'th' })).body.message);
    expect(thai).toMatchObject({ lang: 'th', title: 'เปิดเทรดสปอต LTC และ BCH แล้ว' });

    // An announcement written in English only reaches a Thai reader in English.
    const [onlyEnglish] = await ctx()
      .db.insertInto('articles')
      .values({
        category_id: ARTICLE_CATEGORY.news,
        group_key: 'test-news-english-only',
        lang: 'en',
        title: 'English only news',
        summary: 'Not translated yet',
        body: '<p>Not translated yet.</p>',
        cover: '',
        link: '',
        published: 1,
        pop: 0,
        created_at: Date.now() - 365 * 24 * 3_600_000,
      })
      .returning('id')
      .execute();
    const backToEnglish = ZArticle.parse((await ctx().call('news/detail', { body: { id: onlyEnglish?.id }, lang: 'th' })).body.message);
    expect(backToEnglish).toMatchObject({ id: onlyEnglish?.id, lang: 'en', title: 'English only news' });
  });

  it('news/detail of a missing id fails with a translated message', async () => {
    const missingZh = await ctx().call('news/detail', { method: 'POST', body: { id: 999_999 }, lang: 'zh' });
    expect(missingZh.body).toEqual({ type: 'error', code: 'not_found', message: zh.not_found });
    const missingEn = await ctx().call('news/detail', { body: { id: 999_999 } });
    expect(missingEn.body).toEqual({ type: 'error', code: 'not_found', message: 'Not found' });
    const invalid = await ctx().call('news/detail', { body: { id: 'abc' } });
    expect(invalid.body).toMatchObject({ type: 'error', code: 'parameter_error' });
  });

  it('news/index_pop answers the pop-up announcement in each of the 12 languages', async () => {
    const en = ZArticle.parse((await ctx().call('news/index_pop')).body.message);
    expect(en).toMatchObject({ category_id: ARTICLE_CATEGORY.news, lang: 'en' });
    const zhPop = ZArticle.parse((await ctx().call('news/index_pop', { lang: 'zh' })).body.message);
    expect(zhPop.lang).toBe('zh');
    expect(zhPop.title).toMatch(CHINESE);
    const titles = new Set<string>();
    for (const lang of LANGUAGES) {
      const answer = ZArticle.parse((await ctx().call('news/index_pop', { lang })).body.message);
      expect(answer.lang).toBe(lang);
      titles.add(answer.title);
    }
    // A real translation in each: no language shows another's title.
    expect(titles.size).toBe(LANGUAGES.length);
  });

  it('menu answers the home entries with their SPEC paths', async () => {
    const menu = z.array(ZMenuItem).parse((await ctx().call('menu')).body.message);
    expect(menu.map((item) => item.key)).toEqual([
      'deposit',
      'withdraw',
      'transfer',
      'spot',
      'contract',
      'options',
      'staking',
      'ieo',
      'copy_trade',
      'dual_invest',
      'nft',
      'invite',
      'help',
      'support',
    ]);
    for (const item of menu) expect(item.path).toMatch(/^\/pages\/\w+\/\w+(\?\w+=\w+)?$/);
    const pathOf = (key: string) => menu.find((item) => item.key === key)?.path;
    // Transfer moves funds between one's accounts (not the conversion at /pages/fund/transfer).
    expect(pathOf('transfer')).toBe('/pages/fund/fundTransfer');
    expect(pathOf('options')).toBe('/pages/transaction/index?tab=options');
  });

  it('seeding twice changes nothing', async () => {
    const { db } = ctx();
    const before = await countRows(db);
    const ratesBefore = (await ctx().call('wallet/getRateCurrency')).body.message;
    await seedSite(db, Date.now() + 3_600_000);
    await seedSite(db, Date.now() + 7_200_000, 'Another Name');
    expect(await countRows(db)).toEqual(before);
    expect((await ctx().call('wallet/getRateCurrency')).body.message).toEqual(ratesBefore);
    expect((await ctx().call('getSetting', { body: { keyword: 'site_name' } })).body.message).toEqual({
      key: 'site_name',
      value: 'Nova Exchange',
    });
    // 7 coins of the site and the 3 tokens of the demo IEO projects (seed/ieo.ts), which have no network.
    expect(before).toMatchObject({ currencies: 10, currency_networks: 8, fiats: 14, account_types: 4, article_categories: 7 });
  });

  it('a database seeded before the articles were translated gets the other languages once, not what the back office removed', async () => {
    const { db } = ctx();
    const full = await countRows(db);
    // What the first seeds inserted: en and zh of each sample article, all 12 of two announcements.
    const laterGroups = SAMPLE_ARTICLE_GROUPS.filter((group) => !FIRST_SEED_TRANSLATED_GROUPS.includes(group));
    const laterRows = await db
      .selectFrom('articles')
      .selectAll()
      .where('group_key', 'in', laterGroups)
      .where('lang', 'not in', ['en', 'zh'])
      .execute();
    await db.deleteFrom('articles').where('group_key', 'in', laterGroups).where('lang', 'not in', ['en', 'zh']).execute();
    // Since then the back office removed a translation, deleted an article and unpublished another.
    const removedTranslation = await db
      .selectFrom('articles')
      .selectAll()
      .where('group_key', '=', 'announcement-maintenance')
      .where('lang', '=', 'de')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('articles').where('id', '=', removedTranslation.id).execute();
    const removedArticle = await db.selectFrom('articles').selectAll().where('group_key', '=', 'news-reading-candles').execute();
    await db.deleteFrom('articles').where('group_key', '=', 'news-reading-candles').execute();
    await db.updateTable('articles').set({ published: 0 }).where('group_key', '=', 'banner-invite').execute();

    await seedSite(db, Date.now() + 3_600_000);
    const after = await countRows(db);
    expect(after.articles).toBe((full.articles ?? 0) - 1 - LANGUAGES.length);
    const maintenance = await db.selectFrom('articles').select('lang').where('group_key', '=', 'announcement-maintenance').execute();
    expect(maintenance.map((row) => row.lang)).not.toContain('de');
    expect(await db.selectFrom('articles').select('id').where('group_key', '=', 'news-reading-candles').execute()).toEqual([]);
    const invite = await db.selectFrom('articles').selectAll().where('group_key', '=', 'banner-invite').execute();
    expect(invite.map((row) => row.lang).sort()).toEqual([...LANGUAGES].sort());
    const englishInvite = invite.find((row) => row.lang === 'en');
    for (const row of invite) {
      expect(row).toMatchObject({
        published: 0,
        created_at: englishInvite?.created_at,
        cover: englishInvite?.cover,
        link: englishInvite?.link,
      });
    }
    // Once only: a translation removed now stays removed.
    await db.deleteFrom('articles').where('group_key', '=', 'banner-invite').where('lang', '=', 'it').execute();
    await seedSite(db, Date.now() + 7_200_000);
    expect((await countRows(db)).articles).toBe((after.articles ?? 0) - 1);

    // Back to the seeded state for the tests after this one.
    await db.deleteFrom('articles').where('group_key', 'in', laterGroups).where('lang', 'not in', ['en', 'zh']).execute();
    await db.updateTable('articles').set({ published: 1 }).where('group_key', '=', 'banner-invite').execute();
    await db
      .insertInto('articles')
      .values([removedTranslation, ...removedArticle, ...laterRows])
      .execute();
    expect(await countRows(db)).toEqual(full);
  });

  it('the demo user starts with funds credited once, as approved deposits the ledger reconciles', async () => {
    const t = ctx();
    const demoBalances = async () => {
      const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@nova.exchange').executeTakeFirstOrThrow();
      const balances = await balancesOf(t.db, demo.id);
      return balances.map((row) => `${row.coinId}/${row.accountType}: ${fromAtoms(row.availableAtoms)}`);
    };
    expect(await demoBalances()).toEqual(['1/2: 0.5', '2/2: 5', '3/2: 10000', '3/3: 5000', '3/4: 2000']);
    await seedAll(t.db, t.config, Date.now());
    expect(await demoBalances()).toEqual(['1/2: 0.5', '2/2: 5', '3/2: 10000', '3/3: 5000', '3/4: 2000']);
  });
});
