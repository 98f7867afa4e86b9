// Proves the home screen's links to articles lead somewhere: "More" on the announcement strip opens
// the news list, a row opens its article with a title and a body, and an unknown id shows not-found.
// Then that a reader in Thai and in German gets the pop-up and the announcements in their language
// (every seeded article is translated into all twelve), and that an article an admin writes, translates,
// publishes and makes the pop-up reaches the app, the pop-up once per version.
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ARTICLE_TRANSLATIONS } from '../apps/server/src/seed/site-articles-translated.ts';
import { dismissPopUpWhenShown, openBackOffice } from './app.ts';

type HomeTexts = { home: { gotIt: string } };
const gotItIn = (lang: string) =>
  (JSON.parse(fs.readFileSync(new URL(`../apps/web/src/locales/${lang}/market.json`, import.meta.url), 'utf8')) as HomeTexts).home.gotIt;

function translated<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the seed lacks this translation');
  return value;
}

/** The pop-up of the home screen: its title, then dismissed with the language's "Got it". */
async function dismissPop(page: Page, title: string, lang: string): Promise<void> {
  const modal = page.locator('.adm-modal');
  await expect(modal.locator('.adm-modal-title')).toHaveText(title);
  await modal.getByText(gotItIn(lang), { exact: true }).click();
  await expect(modal).toBeHidden();
}

/** Reloads the home screen and proves the pop-up stays away once its answer is in. */
async function expectNoPopAfterReload(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/news/index_pop'));
  await page.reload();
  await answered;
  await expect(page.getByTestId('home-announcement')).toBeVisible();
  await expect(page.locator('.adm-modal-title')).toHaveCount(0);
}

/** The back office's articles, as the seeded admin. */
async function openArticles(browser: Browser): Promise<Page> {
  const admin = await openBackOffice(browser);
  await admin.goto('/admin/#/articles');
  await expect(admin.getByRole('heading', { name: 'Articles' })).toBeVisible();
  return admin;
}

test('a visitor reads the announcements from the home screen', async ({ page }) => {
  await dismissPopUpWhenShown(page);

  await test.step('open the news list from the announcement strip', async () => {
    await page.goto('/#/');
    await page.getByTestId('home-announcement-more').click();
    await expect(page).toHaveURL(/#\/pages\/news\/index$/);
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(page.getByTestId('news-end')).toHaveText('No more data');
  });

  await test.step('open an article and read it', async () => {
    const row = page.getByTestId(/^news-row-\d+$/).first();
    const title = (await row.locator('span').first().innerText()).trim();
    expect(title).not.toBe('');
    await row.click();
    await expect(page).toHaveURL(/#\/pages\/news\/detail\?id=\d+$/);
    await expect(page.getByTestId('article-title')).toHaveText(title);
    await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
    expect((await page.getByTestId('article-body').innerText()).trim().length).toBeGreaterThan(20);
  });

  await test.step('an unknown article shows a way back instead of a broken page', async () => {
    await page.goto('/#/pages/news/detail?id=999999');
    await expect(page.getByTestId('article-not-found')).toBeVisible();
    await expect(page.getByTestId('article-title')).toHaveCount(0);
    await page.getByTestId('article-to-list').click();
    await expect(page.getByTestId('news-list')).toBeVisible();
  });
});

test('a reader reads the pop-up and an announcement in Thai, then in German', async ({ page }) => {
  const thNotice = translated(ARTICLE_TRANSLATIONS.th['announcement-security-notice']);
  const thMaintenance = translated(ARTICLE_TRANSLATIONS.th['announcement-maintenance']);
  const deNotice = translated(ARTICLE_TRANSLATIONS.de['announcement-security-notice']);
  const deMaintenance = translated(ARTICLE_TRANSLATIONS.de['announcement-maintenance']);

  await test.step('choose Thai on the language page: the pop-up is in Thai, once', async () => {
    await page.goto('/#/');
    await page.evaluate(() => localStorage.removeItem('homePopSeen'));
    await page.goto('/#/pages/setting/language');
    await page.getByTestId('lang-th').click();
    await page.goto('/#/');
    await dismissPop(page, thNotice.title, 'th');
    await expect(page.getByTestId('home-announcement')).toContainText(thNotice.title);
    await expectNoPopAfterReload(page);
  });

  await test.step('the maintenance announcement reads in Thai', async () => {
    await page.goto('/#/pages/news/index');
    await page
      .getByTestId(/^news-row-\d+$/)
      .filter({ hasText: thMaintenance.title })
      .click();
    await expect(page.getByTestId('article-title')).toHaveText(thMaintenance.title);
    await expect(page.getByTestId('article-body').locator('li').first()).toHaveText('การเทรดสปอต สัญญา และออปชันดำเนินการได้ตามปกติ');
    await expect(page.getByTestId('content-in-english')).toHaveCount(0);
  });

  await test.step('every seeded announcement reads in Thai, not in English', async () => {
    const thListing = translated(ARTICLE_TRANSLATIONS.th['announcement-new-listings']);
    await page.goto('/#/pages/news/index');
    await page
      .getByTestId(/^news-row-\d+$/)
      .filter({ hasText: thListing.title })
      .click();
    await expect(page.getByTestId('article-title')).toHaveText(thListing.title);
    await expect(page.getByTestId('content-in-english')).toHaveCount(0);
  });

  await test.step('switch to German: its translation of the pop-up shows once, and the announcement reads in German', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.goto('/#/');
    await page.reload();
    await dismissPop(page, deNotice.title, 'de');
    await expectNoPopAfterReload(page);
    await page.goto('/#/pages/news/index');
    await page
      .getByTestId(/^news-row-\d+$/)
      .filter({ hasText: deMaintenance.title })
      .click();
    await expect(page.getByTestId('article-title')).toHaveText(deMaintenance.title);
    await expect(page.getByTestId('article-body')).toContainText('Spot-, Kontrakt- und Optionshandel laufen normal weiter.');
    expect(deMaintenance.title).not.toBe(thMaintenance.title);
  });
});

test('an admin writes, translates and publishes an article, makes it the pop-up, and the app follows', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const title = `Trading competition ${Date.now().toString(36)}`;
  const thaiTitle = 'การแข่งขันเทรด';
  const admin = await openArticles(browser);
  await page.goto('/#/');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));

  await test.step('the admin writes the English draft, which the app does not show', async () => {
    await admin.getByTestId('article-new').click();
    await admin.getByTestId('article-title').fill(title);
    await admin.getByTestId('article-summary').fill('Trade during the week and win a share of 10,000 USDT.');
    await admin.getByTestId('article-body').fill('<p>The competition runs for seven days.</p><script>alert(1)</script>');
    await expect(admin.getByTestId('article-preview')).toHaveText('The competition runs for seven days.');
    await admin.getByTestId('article-save').click();
    await expect(admin.getByText('English saved')).toBeVisible();
    await expect(admin.getByTestId('article-state')).toContainText('Draft');
    await page.goto('/#/pages/news/index');
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  await test.step('the admin adds the Thai version, publishes it and makes it the pop-up', async () => {
    await admin.getByTestId('article-lang-th').click();
    await admin.getByRole('button', { name: 'Start from the English text' }).click();
    await admin.getByTestId('article-title').fill(thaiTitle);
    await admin.getByTestId('article-save').click();
    await expect(admin.getByText('ไทย saved')).toBeVisible();
    await admin.getByTestId('article-publish').click();
    await expect(admin.getByTestId('article-state')).toContainText('Published');
    await admin.getByTestId('article-pop').click();
    await expect(admin.getByTestId('article-state')).toContainText('Home pop-up');
  });

  await test.step('the app shows it: the pop-up once, the news list, the article without its script', async () => {
    await page.evaluate(() => localStorage.removeItem('homePopSeen'));
    await page.goto('/#/');
    await page.reload();
    await dismissPop(page, title, 'en');
    await expectNoPopAfterReload(page);
    await page.goto('/#/pages/news/index');
    await page
      .getByTestId(/^news-row-\d+$/)
      .first()
      .click();
    await expect(page.getByTestId('article-title')).toHaveText(title);
    await expect(page.getByTestId('article-body')).toHaveText('The competition runs for seven days.');
    await expect(page.getByTestId('article-body').locator('script')).toHaveCount(0);
  });

  await test.step('an edit is a new version: the pop-up shows again', async () => {
    await admin.getByTestId('article-lang-en').click();
    await admin.getByTestId('article-summary').fill('Trade during the week and win a share of 20,000 USDT.');
    await admin.getByTestId('article-save').click();
    await expect(admin.getByText('English saved')).toBeVisible();
    await page.goto('/#/');
    await page.reload();
    await expect(page.locator('.adm-modal')).toContainText('20,000 USDT');
    await dismissPop(page, title, 'en');
  });

  await test.step('deleted, it is gone from the app and the seeded pop-up is back to none', async () => {
    await admin.getByTestId('article-delete').click();
    await admin.getByTestId('article-delete-confirm').click();
    await expect(admin.getByText('Article deleted')).toBeVisible();
    await expect(admin.getByTestId('article-editor')).toHaveCount(0);
    await page.goto('/#/pages/news/index');
    await page.reload();
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  await test.step('the seeded security notice is made the pop-up again, as the other tests expect', async () => {
    await admin.getByRole('tab', { name: 'News & announcements' }).click();
    await admin.getByText('Security notice: we will never ask for your password or codes').click();
    await admin.getByTestId('article-pop').click();
    await expect(admin.getByTestId('article-state')).toContainText('Home pop-up');
  });
});
