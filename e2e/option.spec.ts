// A seconds option end to end, in Chromium at 390 x 844 against the real server and its simulated
// feed: the demo user accepts the risk notice, buys Up on BTC/USDT, watches the countdown against
// the opening price, gets the result (win, loss or tie) with both prices from the recorded ticks,
// finds it settled in the list with the micro balance moved by exactly the stake and the return,
// and has the browser re-hash the ticks that decided it.
import { expect, test, type Page } from '@playwright/test';
import { toAtoms } from '@platform/shared/money';
import { DEMO } from './api.ts';
import { dismissPopUpWhenShown, logIn } from './app.ts';

// The flow names a 60 s option; the product list also has 30 s, the shortest, which runs the
// same code path in half the time, so CI stays fast.
const SECONDS = 30;
const STAKE = '10';
const PRICE = /^\d{1,3}(,\d{3})*\.\d+$/;

/** The first amount in an element's text ("2,000.00 USDT Transfer", "+7.00 USDT") in atoms. */
async function amountAtoms(page: Page, testId: string): Promise<bigint> {
  const text = await page.getByTestId(testId).innerText();
  const amount = /([\d,]+\.\d+)/.exec(text)?.[1];
  expect(amount, text).toBeTruthy();
  return toAtoms((amount as string).replace(/,/g, ''));
}

const availableAtoms = (page: Page) => amountAtoms(page, 'option-available');

test('buy a 30 s Up option, see the countdown, the result and the verified ticks', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissPopUpWhenShown(page);
  await logIn(page, DEMO.email, DEMO.password);

  await page.goto('/#/pages/transaction/index?tab=options&symbol=BTC/USDT');
  await expect(page.getByTestId('option-trade')).toHaveAttribute('data-symbol', 'BTC/USDT');
  await expect(page.getByTestId('option-price')).toHaveText(PRICE);
  await page.getByTestId(`option-duration-${SECONDS}`).click();
  await expect(page.getByTestId('option-available')).toContainText('USDT');
  const before = await availableAtoms(page);

  await test.step('a stake below the minimum is refused before anything is sent', async () => {
    await page.getByTestId('option-stake').fill('1');
    await page.getByTestId('option-up').click();
    await expect(page.getByTestId('option-stake-error')).toHaveText('The minimum stake is 10 USDT');
    await expect(page.getByTestId('option-risk')).toHaveCount(0);
  });

  let payout = 0n;
  await test.step('accept the risk notice and confirm an Up option', async () => {
    await page.getByTestId('option-stake').fill(STAKE);
    await expect(page.getByTestId('option-expected')).toHaveText(/^\+[\d,]+\.\d+ USDT$/);
    payout = await amountAtoms(page, 'option-expected');
    await page.getByTestId('option-up').click();
    await expect(page.getByTestId('option-risk')).toBeVisible();
    await expect(page.getByTestId('option-risk-accept')).toBeDisabled();
    await page.getByTestId('option-risk-check').click();
    await page.getByTestId('option-risk-accept').click();
    await expect(page.getByTestId('option-confirm-stake')).toHaveText('10.00 USDT');
    await page.getByTestId('option-confirm-submit').click();
  });

  const countdown = page.getByTestId('option-countdown');
  await test.step('the countdown runs against the opening price', async () => {
    await expect(countdown).toBeVisible();
    await expect(page.getByTestId('option-countdown-left')).toHaveText(/^0:[0-3]\d$/);
    await expect(page.getByTestId('option-countdown-open')).toHaveText(PRICE);
    await expect(page.getByTestId('option-countdown-live')).toHaveText(PRICE);
    await expect(page.getByTestId('option-countdown-standing')).toHaveAttribute('data-standing', /^(winning|losing|level)$/);
    await expect.poll(() => availableAtoms(page)).toBe(before - toAtoms(STAKE));
  });
  const orderId = await countdown.getAttribute('data-order-id');
  expect(orderId).toMatch(/^\d+$/);

  const result = page.getByTestId('option-result');
  await test.step('at expiry the result shows win, loss or tie with both prices', async () => {
    await expect(result).toBeVisible({ timeout: (SECONDS + 15) * 1000 });
    await expect(result).toHaveAttribute('data-order-id', orderId as string);
    await expect(result).toHaveAttribute('data-result', /^(win|loss|tie)$/);
    await expect(page.getByTestId('option-result-open')).toContainText(/#\d+ [\d,]+\.\d+/);
    await expect(page.getByTestId('option-result-close')).toContainText(/#\d+ [\d,]+\.\d+/);
  });
  const outcome = (await result.getAttribute('data-result')) as 'win' | 'loss' | 'tie';
  // A win returns the stake plus the payout the form promised, a tie the stake, a loss nothing.
  const returned = { win: toAtoms(STAKE) + payout, loss: 0n, tie: toAtoms(STAKE) }[outcome];
  expect(await amountAtoms(page, 'option-result-return')).toBe(returned);
  await page.getByTestId('option-result-ok').click();

  await test.step('the list shows it settled, and the micro account moved by the stake and the return', async () => {
    const row = page.getByTestId(`option-order-${orderId}`);
    await expect(row).toHaveAttribute('data-status', 'settled');
    await expect(row).toHaveAttribute('data-result', outcome);
    await expect(page.getByTestId(`option-order-open-${orderId}`)).toHaveText(PRICE);
    await expect(page.getByTestId(`option-order-close-${orderId}`)).toHaveText(PRICE);
    await expect.poll(() => availableAtoms(page)).toBe(before - toAtoms(STAKE) + returned);
  });

  await test.step('its closing tick verifies in the browser', async () => {
    await page.getByTestId(`option-order-fair-close-${orderId}`).click();
    await expect(page).toHaveURL(/pages\/fair\/ticks\?symbol=BTC%2FUSDT&seq=\d+/);
    await expect(page.getByTestId('fair-verdict')).toHaveAttribute('data-verdict', 'verified');
    await expect(page.getByTestId('fair-verdict')).toContainText('Verified');
    await expect(page.locator('[data-deciding="true"]')).toHaveCount(1);
    await page.getByTestId('fair-earlier').click();
    await expect(page.getByTestId('fair-verdict')).toHaveAttribute('data-verdict', 'verified');
  });
});
