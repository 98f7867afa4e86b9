// IEO end to end, in Chromium at 390 x 844 against the real server: the back office opens a project
// whose subscription closes 14 s later with a hard cap of 50 tokens at 0.1 USDT; the demo user finds
// it in progress, reads the allocation rule before subscribing, is told the minimum before anything is
// sent, asks for 100 tokens with a preview of the cost (10 USDT) and of the share if it closed now
// (50 %), confirms, and watches the subscription in "my subscriptions" go from awaiting allocation to
// allocated: 50 % of what it asked for, 50 tokens, 5 USDT spent and 5 USDT refunded.
import { expect, test } from '@playwright/test';
import { DEMO, loginAdmin, post } from './api.ts';
import { dismissPopUpWhenShown, expectToast, logIn } from './app.ts';

const CLOSES_IN_MS = 14_000;

type Project = { id: number; symbol: string; distribute_time: number };

test('subscribe to an IEO project and see the pro-rata allocation', async ({ page, request }) => {
  test.setTimeout(45_000);
  await dismissPopUpWhenShown(page);
  await logIn(page, DEMO.email, DEMO.password);

  const admin = await loginAdmin(request);
  const symbol = `E2E${String(Date.now()).slice(-5)}`;
  const now = Date.now();
  const saved = await post<Project>(
    request,
    'admin/ieo/save',
    {
      name: 'End To End Token',
      symbol,
      description: 'A token the browser flow subscribes to.',
      token_decimals: '2',
      hard_cap: '50',
      user_min: '10',
      user_max: '1000',
      prices: JSON.stringify([{ currency_id: 3, price: '0.1' }]),
      warmup_time: String(now - 60_000),
      start_time: String(now - 1000),
      end_time: String(now + CLOSES_IN_MS),
      distribute_time: String(now + CLOSES_IN_MS + 1000),
    },
    admin,
  );
  expect(saved.type).toBe('ok');
  const project = saved.message;
  expect((await post(request, 'admin/ieo/status', { id: String(project.id), status: 'open' }, admin)).type).toBe('ok');

  await test.step('the project is in progress, and its rule is shown before subscribing', async () => {
    await page.goto('/#/pages/ieo/ieo');
    await page.getByTestId(`ieo-open-${project.id}`).click();
    await expect(page).toHaveURL(new RegExp(`pages/ieo/subscribe\\?id=${project.id}$`));
    await expect(page.getByTestId('ieo-rule')).toContainText('everyone gets the same share');
    await expect(page.getByTestId('ieo-prices')).toHaveText('0.10 USDT');
  });

  await test.step('below the minimum is refused before anything is sent', async () => {
    await page.getByTestId('ieo-amount').fill('5');
    await page.getByTestId('ieo-submit').click();
    await expect(page.getByTestId('ieo-amount-error')).toHaveText(`The minimum subscription is 10 ${symbol}`);
    await expect(page.getByTestId('ieo-confirm')).toHaveCount(0);
  });

  await test.step('100 tokens: 10 USDT frozen, half of them if it closed now', async () => {
    await page.getByTestId('ieo-amount').fill('100');
    await expect(page.getByTestId('ieo-preview-cost')).toHaveText('10.00 USDT');
    await expect(page.getByTestId('ieo-preview-ratio')).toHaveText('50%');
    await expect(page.getByTestId('ieo-preview-allocated')).toHaveText(`50 ${symbol}`);
    await expect(page.getByTestId('ieo-preview-refund')).toHaveText('5.00 USDT');
    await page.getByTestId('ieo-submit').click();
    await expect(page.getByTestId('ieo-confirm')).toContainText('10.00 USDT');
    await page.getByRole('dialog').getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Subscribed');
  });

  await expect(page).toHaveURL(/pages\/ieo\/order$/);
  const order = page.locator(`[data-testid^="ieo-order-"][data-status]`).filter({ hasText: symbol }).first();
  const id = ((await order.getAttribute('data-testid')) ?? '').replace('ieo-order-', '');
  await expect(page.getByTestId(`ieo-order-paid-${id}`)).toHaveText('10.00 USDT');
  await expect(page.getByTestId(`ieo-order-status-${id}`)).toHaveText('Awaiting allocation');

  await test.step('at the distribution time it is allocated once: 50 %, 50 tokens, 5 USDT back', async () => {
    await expect(page.getByTestId(`ieo-order-status-${id}`)).toHaveText('Allocated', { timeout: CLOSES_IN_MS + 15_000 });
    await expect(page.getByTestId(`ieo-order-ratio-${id}`)).toHaveText('50%');
    await expect(page.getByTestId(`ieo-order-allocated-${id}`)).toHaveText(`50.00 ${symbol}`);
    await expect(page.getByTestId(`ieo-order-spent-${id}`)).toHaveText('5.00 USDT');
    await expect(page.getByTestId(`ieo-order-refund-${id}`)).toHaveText('5.00 USDT');
  });
});
