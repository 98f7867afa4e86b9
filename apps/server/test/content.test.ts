// Proves the back office's article calls: only admins get in; bad input is refused, translated, and
// stores nothing; what is published, unpublished, translated or deleted is what the app's news
// calls answer (with the English fallback); the home pop-up is one article at a time and changes
// version when edited or published again; a stored body never carries a script; an uploaded
// cover becomes a public file.
import { expect, it } from 'vitest';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { zh } from '@platform/shared/i18n/texts.zh';
import { ZAdminArticle, ZAdminArticlesResponse, type TAdminArticle } from '@platform/shared/schemas/content';
import { ZArticle, ZArticlePage, type TArticle } from '@platform/shared/schemas/site';
import { describeEachDialect, type TestApp } from './harness.ts';
import { loginAdmin, registerUser, uploadImage } from './helpers.ts';

const MINUTE_MS = 60_000;

type Save = {
  group_key?: string;
  category_id?: number | string;
  language?: string;
  title?: string;
  summary?: string;
  body?: string;
  cover?: string;
  link?: string;
};

const DRAFT: Save = {
  category_id: ARTICLE_CATEGORY.news,
  language: 'en',
  title: 'Wallet upgrade finished',
  summary: 'Deposits and withdrawals are open again.',
  body: '<p>The wallet upgrade is complete.</p>',
};

async function save(t: TestApp, token: string, input: Save, lang?: string) {
  return t.call<TAdminArticle>('admin/articles/save', { method: 'POST', token, body: { ...DRAFT, ...input }, lang });
}

async function saved(t: TestApp, token: string, input: Save): Promise<TAdminArticle> {
  const answer = await save(t, token, input);
  expect(answer.body.type).toBe('ok');
  return ZAdminArticle.parse(answer.body.message);
}

async function publish(t: TestApp, token: string, groupKey: string, published: 0 | 1): Promise<TAdminArticle> {
  const answer = await t.call('admin/articles/publish', { method: 'POST', token, body: { group_key: groupKey, published } });
  expect(answer.body.type).toBe('ok');
  return ZAdminArticle.parse(answer.body.message);
}

async function newsList(t: TestApp, lang = 'en', categoryId: number = ARTICLE_CATEGORY.news): Promise<TArticle[]> {
  const answer = await t.call('news/list', { body: { c_id: categoryId, limit: 100 }, lang });
  return ZArticlePage.parse(answer.body.message).data;
}

async function pop(t: TestApp, lang = 'en'): Promise<TArticle | null> {
  return ZArticle.nullable().parse((await t.call('news/index_pop', { lang })).body.message);
}

async function auditActions(t: TestApp, groupKey: string): Promise<string[]> {
  const rows = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', groupKey).orderBy('id').execute();
  return rows.map((row) => row.action);
}

async function articleCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect('content: admin articles', (ctx) => {
  it('refuses users and anonymous callers, and changes nothing', async () => {
    const t = ctx();
    const { token } = await registerUser(t);
    const before = await articleCount(t);
    const popBefore = await pop(t);
    const groupKey = 'announcement-security-notice';

    const list = await t.call('admin/articles', { token });
    expect(list).toMatchObject({ status: 403, body: { type: 'error', code: 'admin_only' } });
    const anonymous = await t.call('admin/articles');
    expect(anonymous.body.type).toBe(999);
    for (const [path, body] of [
      ['admin/articles/save', { ...DRAFT }],
      ['admin/articles/publish', { group_key: groupKey, published: 0 }],
      ['admin/articles/pop', { group_key: 'announcement-maintenance', pop: 1 }],
      ['admin/articles/translation/delete', { group_key: groupKey, language: 'zh' }],
      ['admin/articles/delete', { group_key: groupKey }],
    ] as const) {
      const refused = await t.call(path, { method: 'POST', token, body });
      expect(refused.body, path).toMatchObject({ type: 'error', code: 'admin_only' });
    }
    expect(await articleCount(t)).toBe(before);
    expect(await pop(t)).toEqual(popBefore);
  });

  it('refuses bad input with a translated message and stores nothing', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const before = await articleCount(t);
    const refusals: [Save, string][] = [
      [{ title: '   ' }, 'article_title_required'],
      [{ title: 'x'.repeat(201) }, 'article_title_too_long'],
      [{ summary: 's'.repeat(501) }, 'article_summary_too_long'],
      [{ category_id: 7 }, 'article_category_invalid'],
      [{ category_id: 'news' }, 'article_category_invalid'],
      [{ language: 'xx' }, 'article_lang_invalid'],
      [{ link: 'javascript:alert(1)' }, 'article_link_invalid'],
      [{ cover: 'https://evil.example/cover.png' }, 'article_cover_invalid'],
      [{ cover: `${'a'.repeat(32)}.png` }, 'article_cover_invalid'],
      [{ language: 'th' }, 'article_english_first'],
      [{ group_key: 'no-such-article' }, 'article_not_found'],
    ];
    for (const [input, code] of refusals) {
      const answer = await save(t, token, input);
      expect(answer.body, JSON.stringify(input)).toMatchObject({ type: 'error', code });
    }
    const inChinese = await save(t, token, { title: '' }, 'zh');
    expect(inChinese.body).toEqual({ type: 'error', code: 'article_title_required', message: zh.article_title_required });
    expect(await articleCount(t)).toBe(before);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', 'like', 'article.%').execute()).toEqual([]);
  });

  it('a draft is not in the app; published it is, newest first, and unpublished it is gone again', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const draft = await saved(t, token, {});
    expect(draft).toMatchObject({ published: false, pop: false, category_id: ARTICLE_CATEGORY.news });
    expect(draft.translations.map((translation) => translation.lang)).toEqual(['en']);
    const id = draft.translations[0]?.id ?? 0;
    expect((await newsList(t)).map((article) => article.id)).not.toContain(id);
    expect((await t.call('news/detail', { body: { id } })).body).toMatchObject({ type: 'error', code: 'not_found' });

    t.clock.advance(MINUTE_MS);
    const published = await publish(t, token, draft.group_key, 1);
    expect(published.published).toBe(true);
    expect(published.created_at).toBeGreaterThan(draft.created_at);
    const list = await newsList(t);
    expect(list[0]).toMatchObject({ id, title: 'Wallet upgrade finished', created_at: published.created_at });
    // Publishing again changes nothing and writes no second line.
    expect((await publish(t, token, draft.group_key, 1)).created_at).toBe(published.created_at);

    await publish(t, token, draft.group_key, 0);
    expect((await newsList(t)).map((article) => article.id)).not.toContain(id);
    expect((await t.call('news/detail', { body: { id } })).body).toMatchObject({ type: 'error', code: 'not_found' });
    expect(await auditActions(t, draft.group_key)).toEqual(['article.create', 'article.publish', 'article.unpublish']);
  });

  it('a reader gets their language, or English when the article has no translation in it', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const draft = await saved(t, token, {});
    await saved(t, token, {
      group_key: draft.group_key,
      language: 'th',
      title: 'การอัปเกรดกระเป๋าเงินเสร็จสิ้น',
      summary: 'เปิดให้ฝากและถอนได้อีกครั้ง',
      body: '<p>การอัปเกรดเสร็จสมบูรณ์แล้ว</p>',
    });
    const article = await publish(t, token, draft.group_key, 1);
    expect(article.translations.map((translation) => translation.lang)).toEqual(['en', 'th']);
    const [english, thai] = article.translations;

    expect((await newsList(t, 'th'))[0]).toMatchObject({ id: thai?.id, lang: 'th', title: 'การอัปเกรดกระเป๋าเงินเสร็จสิ้น' });
    expect((await newsList(t, 'de'))[0]).toMatchObject({ id: english?.id, lang: 'en', title: 'Wallet upgrade finished' });
    const detail = await t.call('news/detail', { body: { id: thai?.id }, lang: 'de' });
    expect(ZArticle.parse(detail.body.message)).toMatchObject({ id: english?.id, lang: 'en' });

    // The Thai translation removed: Thai readers fall back to English. English itself stays.
    const removed = await t.call('admin/articles/translation/delete', {
      method: 'POST',
      token,
      body: { group_key: draft.group_key, language: 'th' },
    });
    expect(ZAdminArticle.parse(removed.body.message).translations.map((translation) => translation.lang)).toEqual(['en']);
    expect((await newsList(t, 'th'))[0]).toMatchObject({ id: english?.id, lang: 'en' });
    const again = await t.call('admin/articles/translation/delete', {
      method: 'POST',
      token,
      body: { group_key: draft.group_key, language: 'th' },
    });
    expect(again.body).toMatchObject({ type: 'error', code: 'article_translation_not_found' });
    const keepEnglish = await t.call('admin/articles/translation/delete', {
      method: 'POST',
      token,
      body: { group_key: draft.group_key, language: 'en' },
    });
    expect(keepEnglish.body).toMatchObject({ type: 'error', code: 'article_english_kept' });

    const deleted = await t.call('admin/articles/delete', { method: 'POST', token, body: { group_key: draft.group_key } });
    expect(deleted.body.type).toBe('ok');
    expect((await newsList(t)).map((row) => row.id)).not.toContain(english?.id);
    const gone = await t.call('admin/articles/detail', { token, body: { group_key: draft.group_key } });
    expect(gone.body).toMatchObject({ type: 'error', code: 'article_not_found' });
    expect(await auditActions(t, draft.group_key)).toEqual([
      'article.create',
      'article.save',
      'article.publish',
      'article.translation_delete',
      'article.delete',
    ]);
  });

  it('one pop-up at a time, with a new version when edited or published again and the same one otherwise', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const seeded = await pop(t);
    expect(seeded?.title).toMatch(/^Security notice/);
    expect((await pop(t))?.version).toBe(seeded?.version);

    const draft = await saved(t, token, { title: 'Trading competition', body: '<p>Join now.</p>' });
    await publish(t, token, draft.group_key, 1);
    const marked = await t.call('admin/articles/pop', { method: 'POST', token, body: { group_key: draft.group_key, pop: 1 } });
    expect(ZAdminArticle.parse(marked.body.message).pop).toBe(true);
    const first = await pop(t);
    expect(first).toMatchObject({ title: 'Trading competition' });
    const popGroups = await t.db.selectFrom('articles').select('group_key').distinct().where('pop', '=', 1).execute();
    expect(popGroups).toEqual([{ group_key: draft.group_key }]);

    await saved(t, token, { group_key: draft.group_key, title: 'Trading competition', body: '<p>Join now: prizes doubled.</p>' });
    const edited = await pop(t);
    expect(edited?.id).toBe(first?.id);
    expect(edited?.version).not.toBe(first?.version);
    expect((await pop(t))?.version).toBe(edited?.version);

    t.clock.advance(MINUTE_MS);
    await publish(t, token, draft.group_key, 0);
    expect((await pop(t))?.id).not.toBe(first?.id);
    await publish(t, token, draft.group_key, 1);
    const republished = await pop(t);
    expect(republished?.id).toBe(first?.id);
    expect(republished?.version).not.toBe(edited?.version);

    await t.call('admin/articles/pop', { method: 'POST', token, body: { group_key: draft.group_key, pop: 0 } });
    expect(await t.db.selectFrom('articles').select('id').where('pop', '=', 1).execute()).toEqual([]);
    expect(await pop(t)).toBeNull();
    expect(await auditActions(t, draft.group_key)).toContain('article.unpop');
  });

  it('a stored body keeps only the allowed tags: no script, handler or javascript: link', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const article = await saved(t, token, {
      body:
        '<p onclick="steal()">Hello <strong>there</strong></p><script>alert(document.cookie)</script>' +
        '<img src="x" onerror="alert(1)"><img src="/api/file/cover.png" alt="ok"><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://example.com/help">good</a><iframe src="https://evil.example"></iframe><style>p{}</style>',
    });
    const body = article.translations[0]?.body ?? '';
    expect(body).toBe(
      '<p>Hello <strong>there</strong></p><img><img src="/api/file/cover.png" alt="ok"><a>bad</a><a href="https://example.com/help">good</a>',
    );
    await publish(t, token, article.group_key, 1);
    const detail = ZArticle.parse((await t.call('news/detail', { body: { id: article.translations[0]?.id } })).body.message);
    expect(detail.body).toBe(body);
    expect(detail.body).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
  });

  it("an uploaded cover becomes a public file; another user's upload cannot be used", async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const name = await uploadImage(t, token);
    const banner = await saved(t, token, { category_id: ARTICLE_CATEGORY.banner, cover: name, link: '#/pages/market/market' });
    const cover = banner.cover;
    expect(cover).toMatch(/^\/api\/file\/[0-9a-f]{32}\.png$/);
    expect(cover).not.toBe(`/api/file/${name}`);
    const anyone = await fetch(`${t.baseUrl}${cover}`);
    expect(anyone.status).toBe(200);
    expect(anyone.headers.get('content-type')).toBe('image/png');
    // The private upload itself stays private.
    expect((await fetch(`${t.baseUrl}/api/file/${name}`)).status).toBe(404);
    // Saving the article again with its public cover keeps it.
    expect((await saved(t, token, { group_key: banner.group_key, category_id: ARTICLE_CATEGORY.banner, cover })).cover).toBe(cover);

    const user = await registerUser(t);
    const theirs = await uploadImage(t, user.token);
    expect((await save(t, token, { cover: theirs })).body).toMatchObject({ type: 'error', code: 'article_cover_invalid' });
    expect((await save(t, token, { cover: `/api/file/${theirs}` })).body).toMatchObject({ type: 'error', code: 'article_cover_invalid' });
  });

  it('lists articles by category and state with the languages each is written in', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const groupsIn = async (categoryId?: number) => {
      let query = t.db.selectFrom('articles').select((eb) => eb.fn.count<number>('group_key').distinct().as('n'));
      if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const list = async (body: Record<string, string | number>) =>
      ZAdminArticlesResponse.parse((await t.call('admin/articles', { token, body })).body.message);

    const news = await list({ category_id: ARTICLE_CATEGORY.news, limit: 100 });
    expect(news.total).toBe(await groupsIn(ARTICLE_CATEGORY.news));
    expect(news.data).toHaveLength(news.total);
    expect(news.data.every((row) => row.category_id === ARTICLE_CATEGORY.news)).toBe(true);
    const notice = news.data.find((row) => row.group_key === 'announcement-security-notice');
    expect(notice).toMatchObject({ published: true, title: 'Security notice: we will never ask for your password or codes' });
    expect(notice?.langs).toEqual(['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa', 'pt', 'de', 'sv', 'it']);
    expect(news.data.find((row) => row.group_key === 'announcement-new-listings')?.langs).toEqual(notice?.langs);
    const times = news.data.map((row) => row.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const draft = await saved(t, token, { category_id: ARTICLE_CATEGORY.faq, title: 'How do I reset my pay password?' });
    const faqDrafts = await list({ category_id: ARTICLE_CATEGORY.faq, published: 0 });
    expect(faqDrafts.data.map((row) => row.group_key)).toEqual([draft.group_key]);
    expect(faqDrafts.data[0]).toMatchObject({ published: false, langs: ['en'] });
    const faqPublished = await list({ category_id: ARTICLE_CATEGORY.faq, published: 1 });
    expect(faqPublished.total).toBe(6);
    expect(faqPublished.data.every((row) => row.published)).toBe(true);

    const [first, second] = [await list({ limit: 5, page: 1 }), await list({ limit: 5, page: 2 })];
    expect(second).toMatchObject({ page: 2, limit: 5, total: await groupsIn() });
    expect(second.data).toHaveLength(5);
    const firstKeys = new Set(first.data.map((row) => row.group_key));
    expect(second.data.some((row) => firstKeys.has(row.group_key))).toBe(false);
    const bad = await t.call('admin/articles', { token, body: { category_id: 99 } });
    expect(bad.body).toMatchObject({ type: 'error', code: 'article_category_invalid' });
  });
});
