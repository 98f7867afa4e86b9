// The profile as a user edits it at 390 x 844: a too-long nickname is refused under the field and
// changes nothing, a valid one shows on the settings page; an avatar picked from the album is
// uploaded and shown (an <img> without the Authorization header, so it must be public); the share
// page's invitation link opens registration with the code filled in.
import { expect, test } from '@playwright/test';
import { PHOTO_PNG, register } from './api.ts';
import { expectToast, logIn } from './app.ts';

test('edit the nickname, upload an avatar, and share the invitation link', async ({ page, browser }) => {
  const email = `profile${Date.now().toString(36)}@example.com`;
  await register(page.request, email);
  await logIn(page, email);
  const startName = email.split('@')[0]!.slice(0, 10);

  await test.step('a too-long nickname is refused under the field and changes nothing', async () => {
    await page.goto('/#/pages/setting/setting');
    await page.getByTestId('settings-profile').click();
    await expect(page.getByTestId('userinfo-nickname-value')).toHaveText(startName);
    await page.getByTestId('userinfo-nickname').click();
    await page.getByTestId('nickname-sheet-input').fill('TooLongName1');
    await page.getByTestId('nickname-sheet-save').click();
    await expect(page.getByTestId('nickname-sheet').getByRole('alert')).toHaveText('Character too long');
    await page.getByTestId('nickname-sheet-input').fill('a');
    await page.getByTestId('nickname-sheet-save').click();
    await expect(page.getByTestId('nickname-sheet').getByRole('alert')).toHaveText('Please set a nickname');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('userinfo-nickname-value')).toHaveText(startName);
  });

  await test.step('a valid nickname is saved and shown on the settings page', async () => {
    await page.getByTestId('userinfo-nickname').click();
    await page.getByTestId('nickname-sheet-input').fill('Nova小明2026');
    await page.getByTestId('nickname-sheet-save').click();
    await expectToast(page, 'Saved');
    await expect(page.getByTestId('userinfo-nickname-value')).toHaveText('Nova小明2026');
    await page.goto('/#/pages/setting/setting');
    await expect(page.getByTestId('profile-nickname')).toHaveText('Nova小明2026');
    // Kept by the server, not only by this screen.
    await page.reload();
    await expect(page.getByTestId('profile-nickname')).toHaveText('Nova小明2026');
  });

  await test.step('an avatar picked from the album is uploaded and shown', async () => {
    await page.getByTestId('settings-profile').click();
    await page.getByTestId('userinfo-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expectToast(page, 'Success');
    const avatar = page.getByTestId('userinfo-avatar-image');
    await expect(avatar).toHaveAttribute('src', /^\/api\/file\/[0-9a-f]{32}\.png$/);
    // The browser loaded it without the Authorization header.
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    const src = (await avatar.getAttribute('src'))!;
    await page.goto('/#/pages/setting/setting');
    await expect(page.getByTestId('profile-user').locator('img')).toHaveAttribute('src', src);
  });

  await test.step('the invitation link opens registration with the code filled in', async () => {
    await page.getByTestId('settings-share').click();
    const code = (await page.getByTestId('share-code').textContent())!.trim();
    const link = (await page.getByTestId('share-link').textContent())!.trim();
    expect(link).toContain(`invite=${code}`);
    await expect(page.getByTestId('share-qr').locator('svg')).toBeVisible();
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage.getByTestId('register-invite')).toHaveValue(code);
    await visitor.close();
  });
});
