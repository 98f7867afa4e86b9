// Proves the contract flow a user depends on, in Chromium against the real server: the demo user
// opens a 10x long of 1 lot on BTC/USDT after the risk notice, sees it with its verify link, sets a
// stop-loss below the price (one on the wrong side is refused before sending), closes it, and finds
// it in history while the contract account's available USDT follows each step.
import { expect, test, type Locator } from '@playwright/test';
import { DEMO } from './api.ts';
import { logIn } from './app.ts';

/** "4,902.53 USDT" -> 4902.53 (test arithmetic only; the app never parses amounts into numbers). */
async function amountOf(locator: Locator): Promise<number> {
  return Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

test('open a 10x long, set a stop-loss, close it and find it in history', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto('/#/pages/transaction/index?tab=contract&symbol=BTC/USDT');
  const available = page.getByTestId('contract-available');
  await expect(available).toHaveText(/[1-9][\d,]*\.\d\d USDT/);
  const availableBefore = await amountOf(available);

  await test.step('open a 10x long of 1 lot after the risk notice', async () => {
    await page.getByTestId('contract-side-long').click();
    await page.getByTestId('contract-type-market').click();
    await page.getByTestId('contract-multiple-10').click();
    await expect(page.getByTestId('contract-lots').locator('input')).toHaveValue('1');
    await expect(page.getByTestId('preview-margin')).toHaveText(/\d USDT$/);
    await page.getByTestId('contract-submit').click();
    await expect(page.getByTestId('contract-risk-notice')).toBeVisible();
    await page.getByTestId('contract-risk-accept').click();
  });

  const position = page.getByTestId('open-positions').locator('article[data-status="open"]');
  await test.step('see the position, its verify link and the margin taken', async () => {
    await expect(position).toHaveCount(1);
    await expect(position).toContainText('10x');
    await expect(position).toContainText('BTC/USDT');
    await expect(position.locator('[data-testid$="-verify-opening"]')).toHaveAttribute(
      'href',
      /pages\/fair\/ticks\?symbol=BTC%2FUSDT&seq=\d+/,
    );
    await expect.poll(() => amountOf(available)).toBeLessThan(availableBefore);
  });
  const availableOpen = await amountOf(available);

  await test.step('set a stop-loss below the price', async () => {
    const openPrice = await amountOf(position.locator('[data-testid$="-open-price"]'));
    await position.locator('[data-testid$="-action-stops"]').click();
    const stopLoss = page.getByTestId('stops-stop-loss');
    // On the wrong side: refused on the spot, nothing sent.
    await stopLoss.fill(String(Math.round(openPrice * 2)));
    await page.getByTestId('stops-save').click();
    await expect(page.getByTestId('stops-stop-loss-error')).toContainText('must be below');
    const below = Math.round(openPrice * 0.9);
    await stopLoss.fill(String(below));
    await page.getByTestId('stops-save').click();
    await expect(page.getByTestId('stops-popup')).toBeHidden();
    await expect(position.locator('[data-testid$="-sl"]')).toHaveText(below.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  });

  await test.step('close it', async () => {
    await position.locator('[data-testid$="-action-close"]').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Close position' }).click();
    await expect(page.getByTestId('open-empty')).toBeVisible();
    // The margin came back, less the fee (and whatever the price did meanwhile).
    await expect.poll(() => amountOf(available)).toBeGreaterThan(availableOpen);
    expect(await amountOf(available)).not.toBe(availableBefore);
  });

  await test.step('find it in history, closed by the user', async () => {
    await page.getByTestId('positions-all-orders').click();
    await page.getByRole('tab', { name: 'History' }).click();
    const closed = page.getByTestId('orders-closed').locator('article[data-status="closed"]');
    await expect(closed).toHaveCount(1);
    await expect(closed).toContainText('Closed by you');
    await expect(closed.locator('[data-testid$="-verify-closing"]')).toBeVisible();
    await expect(closed.locator('[data-testid$="-sl"]')).not.toHaveText('—');
  });
});
