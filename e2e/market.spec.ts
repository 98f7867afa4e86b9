// The market detail of a coin looks alive and honest: a live tape of prints labelled as simulated
// market data with non-zero amounts, the order book with both sides, the depth chart, and K-line
// indicators a user switches on and off.
import { expect, test } from '@playwright/test';
import { dismissPopUpWhenShown } from './app.ts';

test('the market detail shows the simulated tape, the order book, the depth and switchable indicators', async ({ page }) => {
  await dismissPopUpWhenShown(page);
  await page.goto('/#/pages/market/detail?symbol=BTC/USDT');
  await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();

  await test.step('the tape: simulated prints, labelled, with amounts that are not zero', async () => {
    await expect(page.getByTestId('detail-tab-trades')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('detail-tape-note')).toContainText('Simulated market data');
    const simulated = page.getByTestId('detail-tape').locator('li[data-simulated="true"]');
    await expect.poll(() => simulated.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const amounts = await page.getByTestId('detail-tape-amount').allInnerTexts();
    for (const amount of amounts) expect(amount).toMatch(/[1-9]/);
  });

  await test.step('the order book: bids and asks around the price', async () => {
    await page.getByTestId('detail-tab-book').click();
    await expect(page.getByTestId('detail-book')).toBeVisible();
    await expect(page.getByTestId('detail-book-row')).toHaveCount(15);
    const first = page.getByTestId('detail-book-row').first();
    await expect(first).toContainText(/\d/);
  });

  await test.step('the depth chart', async () => {
    await page.getByTestId('detail-tab-depth').click();
    await expect(page.getByTestId('detail-depth').locator('path')).toHaveCount(2);
  });

  await test.step('indicators switch on and off, and are remembered', async () => {
    const ema = page.getByTestId('indicator-ema');
    await expect(ema).toHaveAttribute('aria-pressed', 'false');
    await ema.click();
    await expect(ema).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('chart-legend')).toContainText('EMA12');
    await page.getByTestId('indicator-ma').click();
    await expect(page.getByTestId('chart-legend')).not.toContainText('MA7');
    await page.reload();
    await expect(page.getByTestId('indicator-ema')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('indicator-ma')).toHaveAttribute('aria-pressed', 'false');
  });
});
