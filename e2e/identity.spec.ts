// Identity verification end to end, as a user and a reviewer do it: a new user sees no tier and
// what basic verification gives, is told what is wrong with their input, submits basic
// verification with two photos from the album, and the admin approves it in the back office
// after looking at the photos; the user's screen then shows the basic tier's limits.
import { expect, test, type Page } from '@playwright/test';
import { PHOTO_PNG, register } from './api.ts';
import { expectToast, logIn, openBackOffice } from './app.ts';

async function choosePhoto(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PHOTO_PNG });
  await expectToast(page, 'Success');
}

test('a new user verifies their identity with two photos, the admin approves, and the limits shown change', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `identity${Date.now().toString(36)}@example.com`;
  await register(page.request, email);
  await logIn(page, email);

  await test.step('no tier yet: the screen says what basic verification gives', async () => {
    await page.goto('/#/pages/setting/real');
    await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'unverified');
    await expect(page.getByTestId('real-tier-withdrawal')).toHaveText('Verification needed');
    await expect(page.getByTestId('real-next-tier-withdrawal')).toHaveText('200 BTC');
    await expect(page.getByTestId('real-next-tier-fiat')).toHaveText('2,000 USDT');
  });

  await test.step('wrong input is explained and nothing is sent', async () => {
    await page.getByTestId('real-id-type-passport').click();
    await page.getByTestId('real-name').fill('Jane R0e');
    await page.getByTestId('real-card-id').fill('E12-345');
    await page.getByTestId('real-submit').click();
    await expect(page.getByText('Special characters are not allowed')).toBeVisible();
    await expect(page.getByText('Please enter the correct ID number')).toBeVisible();
    await expect(page.getByTestId('real-front-error')).toHaveText('Please upload the front of your document');
    await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'unverified');
  });

  await test.step('submit basic verification with the front and back of a passport', async () => {
    await page.getByTestId('real-name').fill('Jane Roe');
    await page.getByTestId('real-card-id').fill('E12345678');
    await choosePhoto(page, 'real-front', 'front.png');
    await choosePhoto(page, 'real-back', 'back.png');
    await expect(page.getByTestId('real-front').locator('img')).toBeVisible();
    await page.getByTestId('real-submit').click();
    await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('real-basic-form')).toHaveCount(0);
    await expect(page.getByTestId('real-tier-withdrawal')).toHaveText('Verification needed');
  });

  const admin = await openBackOffice(browser);
  await test.step('the admin looks at the photos and approves', async () => {
    await admin.getByRole('link', { name: /Identity review/ }).click();
    await expect(admin.getByRole('heading', { name: 'Identity review' })).toBeVisible();
    await admin.getByRole('row').filter({ hasText: email }).first().click();
    await expect(admin.getByRole('img', { name: 'Front photo' })).toBeVisible();
    await expect(admin.getByRole('img', { name: 'Back photo' })).toBeVisible();
    await expect(admin.getByRole('dialog')).toContainText('E12345678');
    await admin.getByRole('button', { name: 'Approve basic verification' }).click();
    await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  });

  await test.step('the user’s screen shows the basic tier’s limits and what advanced gives', async () => {
    // The decision reaches the open screen over the user's socket; a reload shows the same.
    await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'verified');
    await page.reload();
    await expect(page.getByTestId('real-basic')).toHaveAttribute('data-state', 'verified');
    await expect(page.getByTestId('real-tier-withdrawal')).toHaveText('200 BTC');
    await expect(page.getByTestId('real-tier-fiat')).toHaveText('2,000 USDT');
    await expect(page.getByTestId('real-next-tier-withdrawal')).toHaveText('500 BTC');
    await expect(page.getByTestId('real-next-tier-fiat')).toHaveText('1,000,000 USDT');
  });

  await admin.context().close();
});
