// Customer service end to end: a user opens the support chat, writes and sends a picture, an agent
// answers from the back office, and the answer appears on the user's phone without a reload, with
// the unread badge on the home screen's entry; and, when the support_url setting holds a widget id,
// the third-party widget loads (hidden button, English) after a failed first try, through a loader
// routed here to a script that records the calls, since the vendor cannot be reached.
import { expect, test, type Page } from '@playwright/test';
import { PHOTO_PNG, loginAdmin, post, register } from './api.ts';
import { dismissPopUpWhenShown, logIn, openBackOffice } from './app.ts';

const WIDGET_ID = 'e2eWidget42';
const LOADER_URL = 'https://static.meiqia.com/widget/loader.js';
/** Stands in for the vendor's loader: takes the queue over as the real one does, and records every call. */
const RECORDING_LOADER = `(function () {
  var queued = (window._MEIQIA && window._MEIQIA.a) || [];
  var calls = [];
  for (var i = 0; i < queued.length; i++) calls.push(Array.prototype.slice.call(queued[i]));
  window.__widgetCalls = calls;
  window._MEIQIA = function () { calls.push(Array.prototype.slice.call(arguments)); };
})();`;

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Type a message' });

test('a user asks customer service and reads the agent answer live, with the unread badge', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = `support${Date.now().toString(36)}@example.com`;
  await register(page.request, email);
  await logIn(page, email);

  await test.step('the user opens the chat, writes and sends a picture', async () => {
    await page.goto('/#/pages/kefu/index');
    await expect(page.getByTestId('support-empty')).toContainText('Hi, how can we help?');
    await expect(page.getByTestId('support-send')).toBeDisabled();
    await messageInput(page).fill('My deposit has not arrived yet');
    await page.getByTestId('support-send').click();
    await expect(page.getByTestId('support-message-user').filter({ hasText: 'My deposit has not arrived yet' })).toBeVisible();
    await expect(messageInput(page)).toHaveValue('');
    await page.getByTestId('support-file').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(page.getByTestId('support-message-user').getByTestId('support-image')).toBeVisible();
    // Nothing is still on its way or failed.
    await expect(page.getByTestId('support-failed')).toHaveCount(0);
  });

  const admin = await openBackOffice(browser);
  await test.step('the agent finds the unread conversation and answers', async () => {
    const supportLink = admin.getByRole('link', { name: /Support chat/ });
    await expect(supportLink.locator('.nav-count')).toHaveText(/^[1-9]\d*$/);
    await supportLink.click();
    const thread = admin.getByRole('button', { name: new RegExp(email) });
    await expect(thread.getByTestId('support-thread-unread')).toHaveText('2');
    await thread.click();
    const conversation = admin.getByTestId('support-conversation');
    await expect(conversation.getByTestId('support-admin-user').first()).toContainText('My deposit has not arrived yet');
    await expect(conversation.getByRole('img', { name: 'Picture sent in the chat' })).toBeVisible();
    // Opened, the conversation is read.
    await expect(thread.getByTestId('support-thread-unread')).toHaveCount(0);
    await admin.getByTestId('support-reply-input').fill('We found it, it is on its way');
    await admin.getByTestId('support-reply-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await admin.getByTestId('support-reply-send').click();
    const sent = conversation.getByTestId('support-admin-agent').filter({ hasText: 'We found it, it is on its way' });
    await expect(sent.getByRole('img', { name: 'Picture sent in the chat' })).toBeVisible();
    await expect(admin.getByTestId('support-reply-input')).toHaveValue('');
  });

  await test.step('the answer and its picture appear on the phone without a reload; the user message shows read', async () => {
    const answer = page.getByTestId('support-message-agent').filter({ hasText: 'We found it, it is on its way' });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Customer service');
    // The agent's picture is readable by the thread's user.
    await expect(answer.getByTestId('support-image')).toBeVisible();
    await expect(page.getByTestId('support-message-user').last()).toContainText('Read');
  });

  await test.step("the user's reply reaches the open conversation in the back office live", async () => {
    await messageInput(page).fill('Thank you!');
    await messageInput(page).press('Enter');
    await expect(admin.getByTestId('support-admin-user').filter({ hasText: 'Thank you!' })).toBeVisible();
  });

  await test.step('a later answer shows as a badge on the home screen entry, cleared by reading it', async () => {
    await dismissPopUpWhenShown(page);
    await page.goto('/#/');
    const entry = page.getByTestId('home-entry-support');
    await expect(entry).toBeVisible();
    await expect(entry.locator('.adm-badge')).toHaveCount(0);
    await admin.getByTestId('support-reply-input').fill('It has arrived in your wallet');
    await admin.getByTestId('support-reply-send').click();
    await expect(entry.locator('.adm-badge')).toHaveText('1');
    await entry.click();
    await expect(page.getByTestId('support-message-agent').filter({ hasText: 'It has arrived in your wallet' })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('home-entry-support')).toBeVisible();
    await expect(page.getByTestId('home-entry-support').locator('.adm-badge')).toHaveCount(0);
  });
  await admin.context().close();
});

test('with a widget id in support_url the third-party widget loads in English without its button, after a retry', async ({ page }) => {
  const email = `widget${Date.now().toString(36)}@example.com`;
  const token = await register(page.request, email);
  const admin = await loginAdmin(page.request);
  const setSupportUrl = (value: string) => post(page.request, 'admin/support/setting', { support_url: value }, admin);
  expect((await setSupportUrl(WIDGET_ID)).type).toBe('ok');
  try {
    // The vendor is out of reach: the first load fails, the retry gets the recording loader.
    let loaderServed = false;
    await page.route(LOADER_URL, (route) =>
      loaderServed ? route.fulfill({ contentType: 'application/javascript', body: RECORDING_LOADER }) : route.abort('internetdisconnected'),
    );
    await page.addInitScript((session) => {
      window.localStorage.setItem('h5Version', '1');
      window.localStorage.setItem('token', session);
    }, token);
    await page.goto('/#/pages/kefu/index');
    await expect(page.getByTestId('support-widget-failed')).toContainText('Customer service could not be loaded');
    expect(await page.evaluate(() => '_MEIQIA' in window)).toBe(false);

    loaderServed = true;
    await page.getByTestId('support-widget-failed-retry').click();
    await expect(page.getByTestId('support-widget-ready')).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { __widgetCalls: unknown[][] }).__widgetCalls);
    expect(calls).toEqual([['entId', WIDGET_ID], ['withoutBtn'], ['language', 'en'], ['showPanel']]);
    // The platform's own chat is not shown instead.
    await expect(page.getByTestId('support-messages')).toHaveCount(0);
    await page.getByTestId('support-widget-open').click();
    expect(await page.evaluate(() => (window as unknown as { __widgetCalls: unknown[][] }).__widgetCalls.at(-1))).toEqual(['showPanel']);
  } finally {
    await setSupportUrl('');
  }
});
