// Verify first, as a new user meets it: an unverified user who opens Withdraw is told a verified
// identity is needed, and why, before any address or pay password is asked for, and is led to the
// verification screen; a user whose verification is under review fills in the fiat (OTC) deposit,
// is sent to verification by the 998 answer, comes back to the form as typed, and sends it once
// the review approves.
import { expect, test, type Page } from '@playwright/test';
import { loginAdmin, post, register, uploadPhoto } from './api.ts';
import { expectToast, logIn } from './app.ts';

/** Submits basic verification through the API and answers the submission's id (left pending). */
async function submitVerification(page: Page, token: string): Promise<number> {
  const photos = {
    front_pic: await uploadPhoto(page.request, token, 'front.png'),
    reverse_pic: await uploadPhoto(page.request, token, 'back.png'),
  };
  const basic = { real_type: '1', id_type: 'passport', name: 'Otc Tester', card_id: 'O1234567' };
  expect((await post(page.request, 'user/real', { ...basic, ...photos }, token)).type).toBe('ok');
  const admin = await loginAdmin(page.request);
  const queue = await page.request.get('/api/admin/identity?status=pending&limit=100', { headers: { authorization: admin } });
  const rows = ((await queue.json()) as { message: { data: { id: number; front_pic: string }[] } }).message.data;
  const id = rows.find((row) => row.front_pic === photos.front_pic)?.id;
  expect(id).toBeDefined();
  return id ?? 0;
}

test('an unverified user is asked to verify before withdrawing, and the badge leads there too', async ({ page }) => {
  const email = `verify${Date.now().toString(36)}@example.com`;
  await register(page.request, email);
  await logIn(page, email);

  await page.goto('/#/pages/fund/withdraw?coin=3');
  await expect(page.getByTestId('verify-first')).toContainText('Verify your identity first');
  await expect(page.getByTestId('verify-first')).toContainText('Withdrawals need a verified identity');
  // Nothing of the form is asked for yet: no address, no amount, no pay password.
  await expect(page.getByTestId('withdraw-amount')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-set-pay-password')).toHaveCount(0);
  await page.getByTestId('verify-first-go').click();
  await expect(page).toHaveURL(/#\/pages\/setting\/real$/);
  await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'unverified');

  await page.goto('/#/pages/setting/setting');
  await expect(page.getByTestId('profile-identity')).toHaveText('Not verified');
  await page.getByTestId('profile-identity').click();
  await expect(page).toHaveURL(/#\/pages\/setting\/real$/);
});

test('the fiat deposit form typed under review survives the 998 trip to verification and is sent once approved', async ({ page }) => {
  const email = `otc${Date.now().toString(36)}@example.com`;
  const token = await register(page.request, email);
  const submissionId = await submitVerification(page, token);
  await logIn(page, email);

  await page.goto('/#/pages/otc/otc');
  await expect(page.getByTestId('verify-pending')).toContainText('under review');
  await page.getByTestId('otc-amount').fill('150');
  await page.getByTestId('otc-account').fill('Otc Tester');
  await page.getByTestId('otc-bankno').fill('DE89 3704 0044 0532 0130 00');
  await page.getByTestId('otc-type-wire').click();
  await page.getByTestId('otc-submit').click();
  await expectToast(page, 'Please complete identity verification first');
  await expect(page).toHaveURL(/#\/pages\/setting\/real$/);
  await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'pending');

  await page.goBack();
  await expect(page.getByTestId('otc-amount')).toHaveValue('150');
  await expect(page.getByTestId('otc-account')).toHaveValue('Otc Tester');
  await expect(page.getByTestId('otc-bankno')).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(page.getByTestId('otc-type-wire')).toHaveAttribute('aria-checked', 'true');

  // The banner leads to the verification screen, where the approval arrives live; back, the form is as typed.
  await page.getByTestId('verify-pending').click();
  const admin = await loginAdmin(page.request);
  expect((await post(page.request, 'admin/identity/approve', { id: String(submissionId) }, admin)).type).toBe('ok');
  await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'verified');
  await page.goBack();
  await expect(page.getByTestId('otc-submit')).toBeVisible();
  await expect(page.getByTestId('verify-pending')).toHaveCount(0);
  await expect(page.getByTestId('otc-amount')).toHaveValue('150');
  await page.getByTestId('otc-submit').click();
  await expectToast(page, 'Submitted, waiting for review');
  await expect(page).toHaveURL(/receive_withdraw_record\?tab=deposit/);
});
