// The wallet end to end, as a user and an operator do it: a user deposits BTC with a payment
// voucher and watches the balance arrive live while an admin approves it in the back office; sets
// a pay password, adds an address and withdraws, which the admin rejects and the funds return;
// transfers to the contract account; converts BTC to USDT at the live quote.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { lastMessageId, waitForCode } from './outbox.ts';

const PASSWORD = 'Wallet#2026';
const PAY_PASSWORD = '135790';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** A 1 x 1 PNG: a real image, as the server decides by the bytes. */
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function registerThroughApi(page: Page, email: string): Promise<string> {
  const post = (call: string, form: Record<string, string>) =>
    page.request.post(`/api/${call}`, { form }).then(async (response) => (await response.json()) as { type: string; message: string });
  expect((await post('sms_mail', { user_string: email, scene: 'register' })).type).toBe('ok');
  const code = await waitForCode(email);
  const registered = await post('user/register', { type: 'email', user_string: email, code, password: PASSWORD, re_password: PASSWORD });
  expect(registered.type).toBe('ok');
  return registered.message;
}

/**
 * Withdrawals need a verified identity (998 otherwise; e2e/identity.spec.ts walks through it): the
 * user submits basic verification with two photos and the admin approves it, both through the API.
 */
async function verifyIdentityThroughApi(page: Page, token: string): Promise<void> {
  const asUser = { authorization: token };
  const upload = async (name: string) => {
    const response = await page.request.post('/api/upload', {
      headers: asUser,
      multipart: { file: { name, mimeType: 'image/png', buffer: VOUCHER_PNG } },
    });
    return ((await response.json()) as { message: string }).message;
  };
  const basic = { real_type: '1', id_type: 'passport', name: 'Wallet Tester', card_id: 'W1234567' };
  const photos = { front_pic: await upload('front.png'), reverse_pic: await upload('back.png') };
  const submitted = await page.request.post('/api/user/real', { headers: asUser, form: { ...basic, ...photos } });
  expect(((await submitted.json()) as { type: string }).type).toBe('ok');
  const login = await page.request.post('/api/user/login', { form: { user_string: 'admin@nova.exchange', password: 'Admin12345' } });
  const asAdmin = { authorization: ((await login.json()) as { message: string }).message };
  const queue = await page.request.get('/api/admin/identity?status=pending&limit=100', { headers: asAdmin });
  const rows = ((await queue.json()) as { message: { data: { id: number; front_pic: string }[] } }).message.data;
  const id = rows.find((row) => row.front_pic === photos.front_pic)?.id;
  const approved = await page.request.post('/api/admin/identity/approve', { headers: asAdmin, form: { id: String(id) } });
  expect(((await approved.json()) as { type: string }).type).toBe('ok');
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/#/pages/common/login');
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-account').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/pages\/common\/login/);
}

/** The back office in its own desktop window, logged in as the seeded admin. */
async function openBackOffice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const admin = await context.newPage();
  await admin.goto('/admin/');
  await admin.getByLabel('Email').fill('admin@nova.exchange');
  await admin.getByLabel('Password').fill('Admin12345');
  await admin.getByRole('button', { name: 'Log in' }).click();
  await expect(admin.getByRole('heading', { name: 'Deposits review' })).toBeVisible();
  return admin;
}

/** A toast with exactly this text; an earlier one (a login's) may still be fading out beside it. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: new RegExp(`^${text}$`) })).toBeVisible();
}

async function openAssets(page: Page, account: 1 | 2 | 3 | 4 = 2): Promise<void> {
  await page.goto('/#/pages/fund/assets');
  await page.getByTestId(`account-tab-${account}`).click();
}

test('deposit, withdraw and its rejection, transfer and conversion, with the back office', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `wallet${Date.now().toString(36)}@example.com`;
  await verifyIdentityThroughApi(page, await registerThroughApi(page, email));
  await logIn(page, email);
  const admin = await openBackOffice(browser);

  await test.step('deposit 0.5 BTC with a payment voucher', async () => {
    await openAssets(page);
    await expect(page.getByTestId('coin-available-BTC')).toHaveText(/^0(\.0+)?$/);
    await page.getByTestId('assets-deposit').click();
    await page.getByTestId('coin-select-BTC').click();
    await expect(page.getByTestId('deposit-address')).toContainText('bc1q');
    await expect(page.getByTestId('deposit-qr')).toBeVisible();
    await page.getByTestId('deposit-amount').fill('0.5');
    await page.getByTestId('deposit-submit').click();
    // No voucher yet: the form says so and nothing is sent.
    await expect(page.getByTestId('deposit-voucher-error')).toHaveText('Please upload payment receipt');
    await page
      .getByTestId('deposit-voucher')
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
    await expectToast(page, 'Success');
    await page.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/receive_withdraw_record/);
    await expect(page.locator('[data-testid^="deposit-status-"]').first()).toHaveAttribute('data-status', 'review');
  });

  await test.step('the admin approves it and the balance appears without a reload', async () => {
    await openAssets(page);
    await expect(page.getByTestId('coin-available-BTC')).toHaveText(/^0(\.0+)?$/);
    await admin.reload();
    await admin.getByRole('row').filter({ hasText: email }).first().click();
    await expect(admin.getByRole('heading', { name: 'Payment voucher' })).toBeVisible();
    await admin.getByRole('button', { name: /^Approve/ }).click();
    await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await expect(page.getByTestId('coin-available-BTC')).toHaveText(/^0\.50*$/);
  });

  await test.step('set a pay password with an emailed code', async () => {
    await page.goto('/#/pages/setting/payPassword');
    const afterId = lastMessageId(email);
    await page.getByTestId('pay-password-send-code').click();
    await page.getByTestId('pay-password-code').fill(await waitForCode(email, { afterId }));
    await page.getByTestId('pay-password-new').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').fill('135791');
    await page.getByTestId('pay-password-save').click();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await page.getByTestId('pay-password-confirm').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-save').click();
    await expectToast(page, 'Pay password saved');
  });

  await test.step('add an address and withdraw 0.2 BTC with the pay password: frozen until reviewed', async () => {
    await page.goto('/#/pages/fund/withdraw?coin=1&network=Bitcoin');
    await page.getByTestId('withdraw-address-picker').click();
    await page.getByTestId('withdraw-address-add').click();
    await page.getByTestId('address-name').fill('Cold wallet');
    await page.getByTestId('address-value').fill(BTC_ADDRESS);
    await page.getByTestId('address-save').click();
    await expect(page).toHaveURL(/pages\/fund\/withdraw/);
    await expect(page.getByTestId('withdraw-address-chosen')).toHaveText(BTC_ADDRESS);
    await page.getByTestId('withdraw-amount').fill('0.2');
    await expect(page.getByTestId('withdraw-received')).toContainText('0.1998');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-input').click();
    await page.keyboard.type(PAY_PASSWORD);
    await expect(page).toHaveURL(/receive_withdraw_record/);
    await expect(page.locator('[data-testid^="withdraw-status-"]').first()).toHaveAttribute('data-status', 'review');
    await openAssets(page);
    await expect(page.getByTestId('coin-available-BTC')).toHaveText(/^0\.30*$/);
    await expect(page.getByTestId('coin-frozen-BTC')).toHaveText(/^0\.20*$/);
  });

  await test.step('the admin rejects the withdrawal and the funds return', async () => {
    await admin.getByRole('link', { name: /Withdrawals review/ }).click();
    await admin.getByRole('row').filter({ hasText: email }).first().click();
    await admin.getByLabel('Reason shown to the user').fill('The address could not be verified');
    await admin.getByRole('button', { name: 'Reject and return the funds' }).click();
    await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await expect(page.getByTestId('coin-available-BTC')).toHaveText(/^0\.50*$/);
    await expect(page.getByTestId('coin-frozen-BTC')).toHaveText(/^0(\.0+)?$/);
    await page.goto('/#/pages/fund/receive_withdraw_record?tab=withdraw');
    await expect(page.locator('[data-testid^="withdraw-status-"]').first()).toHaveAttribute('data-status', 'rejected');
    await expect(page.locator('[data-testid^="withdraw-reason-"]').first()).toContainText('The address could not be verified');
  });

  await test.step('transfer 0.1 BTC to the contract account', async () => {
    await openAssets(page);
    await page.getByTestId('assets-transfer').click();
    await page.getByTestId('transfer-coin').click();
    await page.getByTestId('transfer-coin-option-BTC').click();
    await page.getByTestId('transfer-to').click();
    await page.getByTestId('transfer-account-option-3').click();
    await page.getByTestId('transfer-amount').fill('0.1');
    await page.getByTestId('transfer-submit').click();
    await expectToast(page, 'Transfer success');
    await openAssets(page, 3);
    await expect(page.getByTestId('account-panel-3').getByTestId('coin-available-BTC')).toHaveText(/^0\.10*$/);
  });

  await test.step('convert 0.1 BTC to USDT at the live quote', async () => {
    await page.goto('/#/pages/fund/transfer');
    // The screen opens on USDT to BTC; the swap turns it round.
    await expect(page.getByTestId('convert-from')).toContainText('USDT');
    await expect(page.getByTestId('convert-to')).toContainText('BTC');
    await page.getByTestId('convert-swap').click();
    await expect(page.getByTestId('convert-from')).toContainText('BTC');
    await page.getByTestId('convert-amount').fill('0.1');
    await expect(page.getByTestId('convert-receive')).toHaveText(/[1-9]/);
    await page.getByTestId('convert-submit').click();
    await expect(page.getByTestId('convert-confirm')).toBeVisible();
    await page.getByRole('button', { name: 'Convert' }).last().click();
    await expect(page.locator('[data-testid^="conversion-row-"]').first()).toBeVisible();
    await openAssets(page);
    await expect(page.getByTestId('coin-available-BTC')).toHaveText(/^0\.30*$/);
    await expect(page.getByTestId('coin-available-USDT')).not.toHaveText(/^0(\.0+)?$/);
  });

  await admin.context().close();
});
