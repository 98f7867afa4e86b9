// The notifications centre as a user meets it: an admin credits their deposit while they look at
// the home screen, a banner and the bell's badge say so without a reload, the notice is in the list
// in bold with its amount, tapping it opens the deposit records and reads it, and the badge is gone.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAdmin, post, register, uploadPhoto } from './api.ts';
import { dismissPopUpWhenShown, logIn } from './app.ts';

/** A BTC deposit with its voucher, waiting for review; answers its id. */
async function askDeposit(request: APIRequestContext, token: string, amount: string): Promise<number> {
  const voucher = await uploadPhoto(request, token, 'receipt.png');
  const asked = await post<{ id: number }>(request, 'wallet/charge_req', { currency_id: '1', network: 'Bitcoin', amount, voucher }, token);
  expect(asked.type).toBe('ok');
  return asked.message.id;
}

test('a deposit credited by the admin arrives live as a notice with a badge, and reading it clears the badge', async ({
  page,
  request,
}) => {
  const email = `notices${Date.now().toString(36)}@example.com`;
  // Registered as this browser, so logging in there is a known device, not a notice of its own.
  const token = await register(request, email, { userAgent: await page.evaluate(() => navigator.userAgent) });
  const depositId = await askDeposit(request, token, '0.5');

  await dismissPopUpWhenShown(page);

  await test.step('log in and look at the home screen: a bell without a badge', async () => {
    await logIn(page, email);
    await page.goto('/#/');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('notification-bell').locator('.adm-badge')).toHaveCount(0);
  });

  await test.step('the admin approves the deposit: a banner and the badge, without a reload', async () => {
    const admin = await loginAdmin(request);
    const approved = await post(request, 'admin/deposits/approve', { id: String(depositId), credited_amount: '0.5' }, admin);
    expect(approved.type).toBe('ok');
    await expect(page.getByTestId('notice-banner')).toContainText('Deposit credited');
    await expect(page.getByTestId('notification-bell').locator('.adm-badge')).toHaveText('1');
  });

  await test.step('the notice is in the list, unread, and tapping it opens the deposit records', async () => {
    await page.getByTestId('notification-bell').click();
    await expect(page).toHaveURL(/pages\/setting\/messages/);
    const notice = page.locator('[data-testid^="notice-"][data-read]').first();
    await expect(notice).toContainText('Deposit credited');
    await expect(notice).toContainText('0.50 BTC has been credited to your account.');
    await expect(notice).toHaveAttribute('data-read', 'false');
    await expect(page.getByTestId('notices-end')).toHaveText('No more data');
    await notice.click();
    await expect(page).toHaveURL(/receive_withdraw_record\?tab=deposit/);
  });

  await test.step('back home, the badge is gone; the notice reads as read', async () => {
    await page.goto('/#/');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('notification-bell').locator('.adm-badge')).toHaveCount(0);
    await page.getByTestId('notification-bell').click();
    await expect(page.locator('[data-testid^="notice-"][data-read]').first()).toHaveAttribute('data-read', 'true');
    await page.getByTestId('notices-tab-unread').click();
    await expect(page.getByTestId('notices-empty')).toBeVisible();
  });
});
