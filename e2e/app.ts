// What many scenarios do on screen: dismiss the home pop-up, log in, read a toast, and open the back
// office as the seeded admin.
import { expect, type Browser, type Page } from '@playwright/test';
import { ADMIN, PASSWORD } from './api.ts';

/** The home pop-up announcement shows once per version; dismiss it whenever it shows, as a user would. */
export async function dismissPopUpWhenShown(page: Page): Promise<void> {
  const gotIt = page.locator('.adm-modal').getByText('Got it');
  await page.addLocatorHandler(gotIt, async () => {
    await gotIt.click();
  });
}

/** Fills in the login screen with email and password and submits it. */
export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/#/pages/common/login');
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-account').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Logs in through the login screen and waits until the app has left it. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await fillLogin(page, email, password);
  await expect(page).not.toHaveURL(/pages\/common\/login/);
}

/** Logs out from the settings page, confirming in the dialog, and waits for the guest profile. */
export async function logOutFromSettings(page: Page): Promise<void> {
  await page.goto('/#/pages/setting/setting');
  await page.getByTestId('settings-logout').click();
  // The confirmation's own button: the page's 'Log out' button has the same name.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /log out/i })
    .click();
  await expect(page.getByTestId('profile-guest')).toBeVisible();
}

/** A toast with exactly this text; an earlier one (a login's) may still be fading out beside it. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: new RegExp(`^${text}$`) })).toBeVisible();
}

/** The back office in its own desktop window, logged in as the seeded admin. */
export async function openBackOffice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const admin = await context.newPage();
  await admin.goto('/admin/');
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Log in' }).click();
  await expect(admin.getByRole('heading', { name: 'Deposits review' })).toBeVisible();
  return admin;
}
