// The notifications centre as a user meets it: an admin credits their deposit while they look at
// the home screen, a toast and the bell's badge say so without a reload, the notice is in the list
// in bold with its amount, tapping it opens the deposit records and reads it, and the badge is gone.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForCode } from './outbox.ts';

const PASSWORD = 'Notices#2026';
/** A 1 x 1 PNG: the payment voucher, a real image as the server decides by the bytes. */
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Answer<T = string> = { type: string | number; message: T };

async function post<T = string>(
  request: APIRequestContext,
  call: string,
  form: Record<string, string>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await request.post(`/api/${call}`, { form, headers: token ? { ...headers, authorization: token } : headers });
  return (await response.json()) as Answer<T>;
}

/**
 * Registers through the API and answers the user's token. It registers as the given browser, so
 * logging in there later is a known device (a login from a new device is a notice of its own).
 */
async function register(request: APIRequestContext, email: string, userAgent: string): Promise<string> {
  expect((await post(request, 'sms_mail', { user_string: email, scene: 'register' })).type).toBe('ok');
  const code = await waitForCode(email);
  const registered = await post(
    request,
    'user/register',
    { type: 'email', user_string: email, code, password: PASSWORD, re_password: PASSWORD },
    undefined,
    { 'user-agent': userAgent },
  );
  expect(registered.type).toBe('ok');
  return registered.message;
}

/** A BTC deposit with its voucher, waiting for review; answers its id. */
async function askDeposit(request: APIRequestContext, token: string, amount: string): Promise<number> {
  const upload = await request.post('/api/upload', {
    headers: { authorization: token },
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: VOUCHER_PNG } },
  });
  const voucher = ((await upload.json()) as Answer).message;
  const asked = await post<{ id: number }>(request, 'wallet/charge_req', { currency_id: '1', network: 'Bitcoin', amount, voucher }, token);
  expect(asked.type).toBe('ok');
  return asked.message.id;
}

test('a deposit credited by the admin arrives live as a notice with a badge, and reading it clears the badge', async ({
  page,
  request,
}) => {
  const email = `notices${Date.now().toString(36)}@example.com`;
  const token = await register(request, email, await page.evaluate(() => navigator.userAgent));
  const depositId = await askDeposit(request, token, '0.5');

  // The home pop-up announcement shows once per version; dismiss it whenever it shows, as a user would.
  const gotIt = page.locator('.adm-modal').getByText('Got it');
  await page.addLocatorHandler(gotIt, async () => {
    await gotIt.click();
  });

  await test.step('log in and look at the home screen: a bell without a badge', async () => {
    await page.goto('/#/pages/common/login');
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-account').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/pages\/common\/login/);
    await page.goto('/#/');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('notification-bell').locator('.adm-badge')).toHaveCount(0);
  });

  await test.step('the admin approves the deposit: a toast and the badge, without a reload', async () => {
    const admin = await post(request, 'user/login', { user_string: 'admin@nova.exchange', password: 'Admin12345' });
    const approved = await post(request, 'admin/deposits/approve', { id: String(depositId), credited_amount: '0.5' }, admin.message);
    expect(approved.type).toBe('ok');
    await expect(page.locator('.adm-toast-main').filter({ hasText: 'Deposit credited' })).toBeVisible();
    await expect(page.getByTestId('notification-bell').locator('.adm-badge')).toHaveText('1');
  });

  await test.step('the notice is in the list, unread, and tapping it opens the deposit records', async () => {
    await page.getByTestId('notification-bell').click();
    await expect(page).toHaveURL(/pages\/setting\/messages/);
    const notice = page.locator('[data-testid^="notice-"][data-read]').first();
    await expect(notice).toContainText('Deposit credited');
    await expect(notice).toContainText('0.5 BTC has been credited to your account.');
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
