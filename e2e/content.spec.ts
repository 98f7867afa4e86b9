// Proves the home screen's links to articles lead somewhere: "More" on the announcement strip opens
// the news list, a row opens its article with a title and a body, and an unknown id shows not-found.
import { expect, test } from '@playwright/test';

test('a visitor reads the announcements from the home screen', async ({ page }) => {
  // The home pop-up announcement shows once per version; dismiss it whenever it shows, as a user would.
  const gotIt = page.locator('.adm-modal').getByText('Got it');
  await page.addLocatorHandler(gotIt, async () => {
    await gotIt.click();
  });

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
