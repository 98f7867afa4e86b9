// Dual investment end to end, in Chromium at 390 x 844 against the real server and its simulated
// feed: the back office opens a BTC "buy low" product that settles 25 s after it is created; the demo
// user finds it in the list, opens it, reads the payoff below, at and above the target, is refused
// a fractional quantity before anything is sent, buys one unit (100 USDT) and watches the order in
// "mine" go from purchased to completed, paid from the recorded tick it names (linked to the fair page).
import { expect, test } from '@playwright/test';
import { DEMO, loginAdmin, post } from './api.ts';
import { dismissPopUpWhenShown, logIn } from './app.ts';

const SETTLES_IN_MS = 25_000;

type Product = { id: number; target_price: string; settle_at: number; last_price: string | null };

test('buy a dual investment product and see it settle in mine', async ({ page, request }) => {
  test.setTimeout(75_000);
  const admin = await loginAdmin(request);
  // A target near the live price, so either side of it may happen: the flow holds for both.
  const listed = await post<Product[]>(request, 'dual/index', { currency_id: '1', type: 'put' });
  const price = Number(listed.message[0]?.last_price ?? '90000');
  const target = String(Math.round(price));
  const saved = await post<Product>(
    request,
    'admin/dual/save',
    {
      currency_id: '1',
      type: 'put',
      target_price: target,
      apr: '36.5',
      term_days: '1',
      settle_at: String(Date.now() + SETTLES_IN_MS),
      unit: '100',
      quota: '50',
    },
    admin,
  );
  expect(saved.type).toBe('ok');
  const product = saved.message;
  expect((await post(request, 'admin/dual/status', { id: String(product.id), status: 'open' }, admin)).type).toBe('ok');

  await dismissPopUpWhenShown(page);
  await logIn(page, DEMO.email, DEMO.password);

  await test.step('the product is listed under BTC, buy low', async () => {
    await page.goto('/#/pages/invest/invest?currency_id=1&type=put');
    await expect(page.getByTestId(`dual-product-${product.id}`)).toBeVisible();
    await page.getByTestId(`dual-product-${product.id}`).click();
    await expect(page).toHaveURL(new RegExp(`pages/invest/purchase\\?id=${product.id}$`));
  });

  await test.step('the payoff preview shows the three cases before buying', async () => {
    await expect(page.getByTestId('dual-payoff-below')).toContainText('BTC');
    await expect(page.getByTestId('dual-payoff-at')).toContainText('BTC');
    await expect(page.getByTestId('dual-payoff-above')).toContainText('100.10 USDT');
    await expect(page.getByTestId('dual-amount')).toHaveText('100.00 USDT');
  });

  await test.step('a fractional quantity is refused before anything is sent', async () => {
    await page.getByTestId('dual-num').fill('1.5');
    await expect(page.getByTestId('dual-num-error')).toHaveText('Invest purchase quantity must be an integer');
    await page.getByTestId('dual-buy').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('buy one unit and find it purchased in mine', async () => {
    await page.getByTestId('dual-num').fill('1');
    await expect(page.getByTestId('dual-num-error')).toHaveCount(0);
    await page.getByTestId('dual-buy').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Buy' }).click();
    await expect(page).toHaveURL(/pages\/invest\/mine/);
  });

  const order = page.locator('[data-testid^="dual-order-"][data-status]').first();
  await expect(order).toContainText('100.00 USDT');
  const id = (await order.getAttribute('data-testid'))?.replace('dual-order-', '') ?? '';
  await expect(page.getByTestId(`dual-order-status-${id}`)).toHaveText(/Purchased|Settling/);

  await test.step('it settles from the recorded tick it names', async () => {
    await expect(page.getByTestId(`dual-order-status-${id}`)).toHaveText('Completed', { timeout: SETTLES_IN_MS + 20_000 });
    await expect(page.getByTestId(`dual-order-payout-${id}`)).toHaveText(/^(0\.\d+ BTC|100\.10 USDT)$/);
    const fair = page.getByTestId(`dual-order-fair-${id}`);
    await expect(fair).toHaveText(/^Tick #\d+$/);
    await fair.click();
    await expect(page).toHaveURL(/pages\/fair\/ticks\?symbol=BTC%2FUSDT&seq=\d+$/);
  });
});
