// Spot trading as the demo user does it in the trade tab, against the real server and its book: a
// market buy of BTC moves the USDT balance and shows in the completed orders; a limit buy well below
// the market rests in the open orders with its funds frozen, and cancelling it releases them.
import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '@platform/shared/format';
import { toAtoms } from '@platform/shared/money';
import { DEMO } from './api.ts';
import { dismissPopUpWhenShown, logIn } from './app.ts';

const SPOT_BTC = '/#/pages/transaction/index?tab=spot&symbol=BTC/USDT';

/** A toast with exactly this text (an earlier one may still be fading out beside it). */
function toast(page: Page, text: string | RegExp) {
  return page.locator('.adm-toast-main').filter({ hasText: text });
}

/** A whole number of cents as the screen shows USDT: 990000 -> "9,900.00 USDT". */
function usdt(cents: number): string {
  return `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')} USDT`;
}

test('buy BTC at market, then place and cancel a limit buy', async ({ page }) => {
  test.setTimeout(60_000);
  await dismissPopUpWhenShown(page);
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto(SPOT_BTC);
  const available = page.getByTestId('spot-available');
  // The demo user's USDT as earlier flows left it (10,000 at seed; a settled dual product may add its
  // yield, a retry finds what the first try spent), so every later figure is counted from it.
  await expect(available).toHaveText(/^\d{1,2},\d{3}\.\d{2} USDT$/);
  const startAtoms = toAtoms(((await available.textContent()) ?? '').replace(/[^\d.]/g, ''));
  const afterBuy = `${formatAmount(startAtoms - toAtoms('100'), 2, 'en-US')} USDT`;
  // The live book is up before anything is sent.
  await expect(page.getByTestId('spot-bid-0')).toBeVisible();
  await expect(page.getByTestId('spot-ask-0')).toBeVisible();

  await test.step('a market buy of 100 USDT fills and moves the balance', async () => {
    await page.getByTestId('spot-type-market').click();
    await expect(page.getByText('Total to spend (USDT)')).toBeVisible();
    await page.getByTestId('spot-amount').fill('100');
    await page.getByTestId('spot-submit').click();
    await expect(toast(page, /^Bought 0\.\d+ BTC at an average of [\d,]+\.\d{2}$/)).toBeVisible();
    await expect(available).toHaveText(afterBuy);
    await page.getByTestId('spot-side-sell').click();
    await expect(available).toHaveText(/^0\.\d*[1-9]\d* BTC$/);
    await page.getByTestId('spot-tab-trades').click();
    await expect(page.getByTestId('spot-trades').locator('li')).not.toHaveCount(0);
  });

  await test.step('the order history shows the filled market buy', async () => {
    await page.getByTestId('spot-orders-link').click();
    await page.getByTestId('spot-orders-tab-completed').click();
    const order = page.getByTestId('spot-orders-completed').locator('[data-status="completed"]').first();
    await expect(order).toContainText('Buy');
    await expect(order).toContainText('BTC/USDT');
    await expect(order).toContainText('Market');
    await expect(order).toContainText('Completed');
    await page.goBack();
  });

  await test.step('a limit buy well below the market rests with its funds frozen', async () => {
    await page.getByTestId('spot-side-buy').click();
    await page.getByTestId('spot-type-limit').click();
    // 5% under the last price: inside the allowed band, far under every bid.
    const last = Number(await page.getByTestId('spot-price').inputValue());
    // A whole price, so 0.01 BTC of it costs a whole number of cents: `price` cents.
    const price = Math.floor(last * 0.95);
    await page.getByTestId('spot-price').fill(String(price));
    await page.getByTestId('spot-amount').fill('0.01');
    await expect(page.getByTestId('spot-total')).toHaveText(usdt(price));
    await page.getByTestId('spot-submit').click();
    await expect(toast(page, 'Order placed')).toBeVisible();
    await page.getByTestId('spot-tab-open').click();
    const open = page.getByTestId('spot-open-orders').locator('[data-status="in_progress"]');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText('Limit');
    await expect(page.getByTestId('spot-tab-open')).toHaveText('Open orders (1)');
    const frozen = toAtoms(String(price)) / 100n;
    await expect(available).toHaveText(`${formatAmount(startAtoms - toAtoms('100') - frozen, 2, 'en-US')} USDT`);
  });

  await test.step('cancelling it releases the funds', async () => {
    await page.getByTestId('spot-open-orders').locator('[data-testid$="-cancel"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(page, 'Order cancelled')).toBeVisible();
    await expect(page.getByTestId('spot-open-empty')).toBeVisible();
    await expect(available).toHaveText(afterBuy);
    await page.getByTestId('spot-all-orders').click();
    await page.getByTestId('spot-orders-tab-cancelled').click();
    const cancelled = page.getByTestId('spot-orders-cancelled').locator('[data-status="cancelled"]');
    await expect(cancelled).toHaveCount(1);
    await expect(cancelled).toContainText('Cancelled');
  });
});
