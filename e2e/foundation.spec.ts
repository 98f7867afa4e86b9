/// <reference lib="dom" />
// The foundation flow a new user really does, in Chromium at 390 x 844 against the real server:
// register with the emailed code, log in, watch quotes move, search, favourite, open a chart and
// switch its period, switch language to zh and back, log out, and be sent to login by the guard.
import { expect, test, type Page } from '@playwright/test';
import { dismissPopUpWhenShown, fillLogin, logOutFromSettings } from './app.ts';
import { waitForCode } from './outbox.ts';

const password = 'Secret#2026';

async function priceText(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).innerText()).trim();
}

test('a new user registers, follows a market and finds their way around', async ({ page }) => {
  const email = `e2e${Date.now()}@example.com`;
  await dismissPopUpWhenShown(page);

  await test.step('register with the code from the outbox', async () => {
    await page.goto('/#/pages/common/register');
    await page.getByTestId('register-tab-email').click();
    await page.getByTestId('register-account').fill(email);
    await page.getByTestId('register-send-code').click();
    await expect(page.getByTestId('register-send-code')).toBeDisabled();
    await expect(page.getByTestId('register-send-code')).toContainText(/\d+/);
    const code = await waitForCode(email);
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-confirm').fill(password);
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Registration success')).toBeVisible();
  });

  await test.step('log out from settings, then log in again', async () => {
    await logOutFromSettings(page);
    await fillLogin(page, email, password);
    await expect(page.getByText('Login success')).toBeVisible();
  });

  await test.step('see quotes change live on the market list', async () => {
    await page.getByTestId('tab-market').click();
    await page.getByTestId('market-tab-crypto').click();
    const price = page.getByTestId('market-price-BTC');
    await expect(price).toBeVisible();
    const first = await priceText(page, 'market-price-BTC');
    await expect.poll(() => priceText(page, 'market-price-BTC'), { timeout: 15_000 }).not.toBe(first);
  });

  await test.step('search a market and favourite it', async () => {
    await page.getByTestId('market-search-button').click();
    await page.getByTestId('search-input').fill('eth');
    await expect(page.getByTestId('search-row-ETH')).toBeVisible();
    await page.getByTestId('search-fav-ETH').click();
    await expect(page.getByTestId('search-fav-ETH')).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/#/pages/market/market');
    await page.getByTestId('market-tab-favorites').click();
    await expect(page.getByTestId('market-row-ETH')).toBeVisible();
    await expect(page.getByTestId('market-row-BTC')).toHaveCount(0);
  });

  await test.step('open the chart and switch its period', async () => {
    await page.getByTestId('market-row-ETH').click();
    await expect(page).toHaveURL(/pages\/market\/detail/);
    await expect(page.getByTestId('candle-chart')).toBeVisible();
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    const hourly = page.waitForResponse(
      (response) => response.url().includes('currency/new_timeshar') && response.url().includes('period=1hour'),
    );
    await page.getByTestId('period-1hour').click();
    const candles = (await (await hourly).json()) as { type: string; message: { time: number }[] };
    expect(candles.type).toBe('ok');
    expect(candles.message.length).toBeGreaterThan(20);
    await expect(page.getByTestId('candle-chart')).toBeVisible();
  });

  await test.step('switch the language to zh and back to en', async () => {
    await page.goto('/#/pages/setting/setting');
    await page.getByTestId('settings-language').click();
    await page.getByTestId('lang-zh').click();
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await page.goto('/#/pages/market/market');
    await expect.poll(() => page.getByTestId('tab-market').innerText()).toBe('行情');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
    await page.goto('/#/pages/setting/language');
    await page.getByTestId('lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await page.goto('/#/pages/market/market');
    await expect.poll(() => page.getByTestId('tab-market').innerText()).toBe('Market');
  });

  await test.step('log out and be sent to login by the guard', async () => {
    await logOutFromSettings(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/#/');
    await page.getByTestId('tab-assets').click();
    await expect(page).toHaveURL(/pages\/common\/login/, { timeout: 5000 });
  });
});

test('a stale token is answered 999 and the app returns to login', async ({ page }) => {
  await page.goto('/#/');
  await page.evaluate(() => localStorage.setItem('token', 'revoked-or-unknown-token-0123456789'));
  await page.goto('/#/pages/fund/assets');
  await expect(page).toHaveURL(/pages\/common\/login/, { timeout: 10_000 });
});
