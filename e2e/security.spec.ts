// Two-factor authentication end to end, in Chromium at 390 x 844 against the real server: a new user
// turns it on in the security centre by typing back the code an authenticator app computes from the
// key the page shows, keeps the recovery codes, logs out, and logs in again with a code: a wrong one
// is refused, a current one lets them in.
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { register } from './api.ts';
import { dismissPopUpWhenShown, fillLogin, logIn, logOutFromSettings } from './app.ts';

const STEP_MS = 30_000;

/** What an authenticator app shows for the key at this moment. */
function appCode(secret: string, atMs = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMs });
}

test('a new user turns on two-factor in the security centre and logs in with an authenticator code', async ({ page }) => {
  const email = `totp${Date.now().toString(36)}@example.com`;
  await dismissPopUpWhenShown(page);
  await register(page.request, email);
  await logIn(page, email);

  let secret = '';
  let enabledAtMs = 0;
  await test.step('turn on two-factor from the security centre', async () => {
    await page.goto('/#/pages/setting/setting');
    await page.getByTestId('settings-security').click();
    await expect(page.getByTestId('security-two-factor-state')).toHaveText('Off');
    await page.getByTestId('security-two-factor').click();
    await page.getByTestId('two-factor-start').click();
    await expect(page.getByTestId('two-factor-qr').locator('svg')).toBeVisible();
    secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong code is refused and nothing is turned on.
    await page.getByTestId('two-factor-code').fill('12345');
    await page.getByTestId('two-factor-enable').click();
    await expect(page.getByText('Please enter the 6-digit code from your authenticator app')).toBeVisible();
    enabledAtMs = Date.now();
    await page.getByTestId('two-factor-code').fill(appCode(secret, enabledAtMs));
    await page.getByTestId('two-factor-enable').click();
    await expect(page.getByTestId('two-factor-on')).toBeVisible();
    await expect(page.getByTestId('two-factor-recovery-codes').locator('span')).toHaveCount(10);
    await page.screenshot({ path: test.info().outputPath('recovery-codes.png') });
    await page.getByTestId('two-factor-done').click();
    await expect(page.getByTestId('security-two-factor-state')).toHaveText('On');
  });

  await test.step('log out', async () => {
    await logOutFromSettings(page);
  });

  await test.step('log in: the password alone asks for the code, a wrong code is refused, the current one lets in', async () => {
    await fillLogin(page, email);
    await expect(page.getByTestId('login-totp')).toBeVisible();
    await expect(page).toHaveURL(/pages\/common\/login/);
    await page.screenshot({ path: test.info().outputPath('login-totp.png') });
    const wrong = String((Number(appCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByTestId('login-totp').fill(wrong);
    await page.getByTestId('login-submit').click();
    await expect(
      page.locator('.adm-toast-main').filter({ hasText: 'The authenticator code is wrong or has already been used' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/pages\/common\/login/);
    // The code that turned it on is spent: wait for the app's next code, as a user would.
    const nextStepAtMs = (Math.floor(enabledAtMs / STEP_MS) + 1) * STEP_MS;
    await page.waitForTimeout(Math.max(0, nextStepAtMs - Date.now() + 500));
    await page.getByTestId('login-totp').fill(appCode(secret));
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/pages\/common\/login/);
  });

  await test.step('the security centre shows two-factor on for the new session', async () => {
    await page.goto('/#/pages/setting/security');
    await expect(page.getByTestId('security-two-factor-state')).toHaveText('On');
  });
});
