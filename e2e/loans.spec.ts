// A crypto-backed loan end to end, in Chromium at 390 x 844 against the real server and its
// simulated feed: the demo user types a collateral and an amount, reads the preview (LTV, hourly
// interest, liquidation price), is refused an amount above the initial LTV before anything is sent,
// borrows, finds the loan in the list with its LTV, and repays it in full, the collateral returned.
import { expect, test } from '@playwright/test';
import { DEMO } from './api.ts';
import { dismissPopUpWhenShown, expectToast, logIn } from './app.ts';

test('borrow USDT against BTC with the preview, see the loan, repay it in full', async ({ page }) => {
  test.setTimeout(40_000);
  await dismissPopUpWhenShown(page);
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto('/#/pages/common/borrowing');
  await expect(page.getByTestId('loan-price')).toContainText(/BTC price: [\d,]+\.\d+ USDT/);

  await test.step('the preview follows the typed amounts; above the initial LTV is refused on the spot', async () => {
    await page.getByTestId('loan-coin-BTC').click();
    await page.getByTestId('loan-collateral-input').locator('input').fill('0.1');
    await expect(page.getByTestId('loan-max-borrow')).toContainText(/Up to [\d,]+\.\d+ at 65% LTV/);
    await page.getByTestId('loan-amount-input').locator('input').fill('1000000');
    await expect(page.getByTestId('loan-problem')).toContainText('With this collateral you can borrow at most');
    await expect(page.getByTestId('loan-borrow-submit')).toBeDisabled();
    await page.getByTestId('loan-amount-input').locator('input').fill('100');
    await expect(page.getByTestId('loan-problem')).toHaveCount(0);
    await expect(page.getByTestId('loan-preview-ltv')).toHaveText(/^\d+(\.\d+)?%$/);
    await expect(page.getByTestId('loan-preview-interest')).toHaveText('0.00114 USDT');
    await expect(page.getByTestId('loan-preview-liquidation')).toHaveText(/^[\d,]+\.\d+ USDT$/);
  });

  await test.step('borrow and find the loan open in the list', async () => {
    await page.getByTestId('loan-borrow-submit').click();
    await expectToast(page, 'Loan opened: the USDT is in your coin account');
    await expect(page).toHaveURL(/tab=loans/);
  });
  const card = page.locator('[data-testid^="loan-"][data-status="open"]').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('loan-debt')).toHaveText('100.00 USDT');
  await expect(card.getByTestId('loan-ltv')).toContainText('/ 83%');

  await test.step('repay everything: the loan closes and the collateral comes back', async () => {
    await card.getByTestId('loan-repay').click();
    await page.getByTestId('loan-repay-all').click();
    await expect(page.getByTestId('loan-action-input').locator('input')).toHaveValue('100');
    await page.getByTestId('loan-action-submit').click();
    await expectToast(page, 'Loan repaid, collateral returned');
  });
  await expect(page.locator('[data-testid^="loan-"][data-status="repaid"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="loan-"][data-status="open"]')).toHaveCount(0);
});
