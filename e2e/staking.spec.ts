// Staking end to end, in Chromium at 390 x 844 against the real server: the demo user opens the
// products, reads the daily rate, APR and APY side by side, is told the minimum single amount before
// anything is sent, stakes 1,000 USDT after a preview of the income and the schedule, finds the
// position held, and redeems it early after a preview of exactly what comes back (920) and what the
// 8 % penalty keeps (80). STAKING_SCREENSHOTS=1 also saves the screens in en, zh and de.
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './api.ts';
import { dismissPopUpWhenShown, expectToast, logIn } from './app.ts';

const SHOTS = process.env.STAKING_SCREENSHOTS === '1';

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const lang of ['en', 'zh', 'de']) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/staking-${name}-${lang}.png`, fullPage: false });
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

test('stake USDT with a preview, see the position, redeem it early with the exact amounts', async ({ page }) => {
  test.setTimeout(60_000);
  await dismissPopUpWhenShown(page);
  await logIn(page, DEMO.email, DEMO.password);

  await page.goto('/#/pages/lockming/lockming');
  const product = page
    .getByTestId(/^staking-product-\d+$/)
    .filter({ hasText: 'USDT' })
    .filter({ hasText: '7 days' });
  await expect(product).toHaveCount(1);
  await expect(product.getByTestId('staking-rate-daily')).toContainText('0.36%');
  await expect(product.getByTestId('staking-rate-apr')).toContainText('131.4%');
  await expect(product.getByTestId('staking-rate-apy')).toContainText('%');
  await shoot(page, 'products');
  await product.getByRole('button', { name: 'Stake now' }).click();
  await expect(page).toHaveURL(/#\/pages\/lockming\/buy\?id=\d+$/);

  await test.step('below the minimum single amount is refused before anything is sent', async () => {
    await page.getByTestId('staking-amount').fill('50');
    await page.getByTestId('staking-submit').click();
    await expect(page.getByTestId('staking-amount-error')).toHaveText('The minimum single amount is 100 USDT');
    await expect(page.getByTestId('staking-buy-confirm')).toHaveCount(0);
  });

  await test.step('the preview shows the income of 1,000 USDT and the confirmation repeats it', async () => {
    await page.getByTestId('staking-amount').fill('1000');
    await expect(page.getByTestId('staking-preview-daily')).toHaveText('3.60 USDT');
    await expect(page.getByTestId('staking-preview-expected')).toHaveText('25.20 USDT');
    await expect(page.getByTestId('staking-amount-error')).toHaveCount(0);
    await shoot(page, 'buy');
    await page.getByTestId('staking-amount').fill('1000');
    await page.getByTestId('staking-submit').click();
    const confirm = page.getByTestId('staking-buy-confirm');
    await expect(confirm).toContainText('1,000.00 USDT');
    await expect(confirm).toContainText('25.20 USDT');
    await page.getByRole('dialog').getByRole('button', { name: 'Stake' }).click();
    await expectToast(page, 'Staked successfully');
  });

  await expect(page).toHaveURL(/#\/pages\/lockming\/order\?tab=holding$/);
  const position = page.getByTestId(/^staking-position-\d+$/).first();
  await expect(position).toContainText('1,000.00 USDT');
  await expect(position).toContainText('Holding');
  await shoot(page, 'order');

  await test.step('redeem early: 920 back, 80 kept, after a preview', async () => {
    await position.getByRole('button', { name: 'Redeem early' }).click();
    await expect(page.getByTestId('staking-redeem-penalty')).toHaveText('-80.00 USDT');
    await expect(page.getByTestId('staking-redeem-receive')).toHaveText('920.00 USDT');
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem' }).click();
    await expectToast(page, 'Redeemed');
    await expect(page.getByTestId('staking-orders-empty')).toBeVisible();
    await page.getByRole('tab', { name: 'Redeemed early' }).click();
    await expect(page.getByTestId('staking-position-returned').first()).toHaveText('920.00 USDT');
  });
});
