// The wallet end to end, as a user and an operator do it: a user deposits BTC with a payment
// voucher and watches the balance arrive live while an admin approves it in the back office; sets
// a pay password, adds an address and withdraws, which the admin rejects and the funds return;
// transfers to the contract account; converts BTC to USDT at the live quote.
import { expect, test, type Page } from '@playwright/test';
import { PHOTO_PNG, loginAdmin, post, register, uploadPhoto } from './api.ts';
import { expectToast, logIn, openBackOffice } from './app.ts';
import { lastMessageId, waitForCode } from './outbox.ts';

const PAY_PASSWORD = '135790';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/**
 * Withdrawals need a verified identity (998 otherwise; e2e/identity.spec.ts walks through it): the
 * user submits basic verification with two photos and the admin approves it, both through the API.
 */
async function verifyIdentityThroughApi(page: Page, token: string): Promise<void> {
  const basic = { real_type: '1', id_type: 'passport', name: 'Wallet Tester', card_id: 'W1234567' };
  const photos = {
    front_pic: await uploadPhoto(page.request, token, 'front.png'),
    reverse_pic: await uploadPhoto(page.request, token, 'back.png'),
  };
  expect((await post(page.request, 'user/real', { ...basic, ...photos }, token)).type).toBe('ok');
  const admin = await loginAdmin(page.request);
  const queue = await page.request.get('/api/admin/identity?status=pending&limit=100', { headers: { authorization: admin } });
  const rows = ((await queue.json()) as { message: { data: { id: number; front_pic: string }[] } }).message.data;
  const id = rows.find((row) => row.front_pic === photos.front_pic)?.id;
  expect((await post(page.request, 'admin/identity/approve', { id: String(id) }, admin)).type).toBe('ok');
}

async function openAssets(page: Page, account: 1 | 2 | 3 | 4 = 2): Promise<void> {
  await page.goto('/#/pages/fund/assets');
  await page.getByTestId(`account-tab-${account}`).click();
}

test('deposit, withdraw and its rejection, transfer and conversion, with the back office', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `wallet${Date.now().toString(36)}@example.com`;
  await verifyIdentityThroughApi(page, await register(page.request, email));
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
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PHOTO_PNG });
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
    await expectToast(page, '0.10 BTC moved to your Contract account');
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
