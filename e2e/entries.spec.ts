// Proves every entry leads where it says: signed in as the demo user, each home entry, each settings
// row and each tab opens its own screen (its URL and its own content), never "Page not found" and never
// another product (Transfer is not Convert, Options is not Spot); the areas not built yet open their
// launching screen with a way forward; and a confirmation left open does not follow the user to the
// next screen after Back.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './api.ts';
import { dismissPopUpWhenShown, logIn } from './app.ts';

/** Where an entry must land: the route, and what only that screen shows (a test id or its title). */
type Destination = { url: RegExp; testId?: string; title?: string };

const launching = (area: string, path: string): Destination => ({
  url: new RegExp(`#${path.replace(/\//g, '\\/')}$`),
  testId: `launching-${area}`,
});

/** The home entries in the order of the menu answer (GET menu). */
const HOME_ENTRIES: Record<string, Destination> = {
  // Without a coin the deposit screen asks for one first.
  deposit: { url: /#\/pages\/fund\/select\?action=deposit/, testId: 'fund-select-list' },
  withdraw: { url: /#\/pages\/fund\/withdraw/, testId: 'withdraw-records-link' },
  transfer: { url: /#\/pages\/fund\/fundTransfer$/, testId: 'transfer-from' },
  spot: { url: /#\/pages\/transaction\/currency/, testId: 'spot-trade' },
  contract: { url: /#\/pages\/transaction\/contract/, testId: 'contract-trade' },
  options: { url: /#\/pages\/transaction\/index\?tab=options$/, testId: 'option-trade' },
  staking: { url: /#\/pages\/lockming\/lockming$/, testId: 'staking-products' },
  ieo: { url: /#\/pages\/ieo\/ieo$/, testId: 'ieo-projects-in_progress' },
  copy_trade: launching('copyTrade', '/pages/copytrade/copy'),
  dual_invest: { url: /#\/pages\/invest\/invest$/, testId: 'dual-coins' },
  nft: launching('nft', '/pages/nft/nft'),
  invite: { url: /#\/pages\/setting\/share$/, testId: 'share-card' },
  help: { url: /#\/pages\/common\/faq$/, testId: 'faq-list' },
  support: { url: /#\/pages\/kefu\/index$/, testId: 'kefu-page' },
};

/** The settings rows that open a screen, top to bottom. */
const SETTINGS_ROWS: Record<string, Destination> = {
  'settings-profile': { url: /#\/pages\/setting\/userInfo$/, testId: 'userinfo-nickname-value' },
  'settings-security': { url: /#\/pages\/setting\/security$/, testId: 'security-summary' },
  'settings-identity': { url: /#\/pages\/setting\/real$/, testId: 'real-tier' },
  'settings-notifications': { url: /#\/pages\/setting\/messages$/, testId: 'notifications-page' },
  'settings-share': { url: /#\/pages\/setting\/share$/, testId: 'share-card' },
  'settings-pay-password': { url: /#\/pages\/setting\/payPassword$/, testId: 'pay-password-save' },
  'settings-address-book': { url: /#\/pages\/setting\/wallet$/, title: 'Withdrawal addresses' },
  'settings-bank-card': { url: /#\/pages\/setting\/bank$/, testId: 'bank-save' },
  'settings-language': { url: /#\/pages\/setting\/language$/, title: 'Language' },
  'settings-fiat': { url: /#\/pages\/setting\/fiat$/, title: 'Display currency' },
  'settings-kefu': { url: /#\/pages\/kefu\/index$/, testId: 'kefu-page' },
  'settings-help': { url: /#\/pages\/common\/faq$/, testId: 'faq-list' },
  'settings-about': { url: /#\/pages\/common\/aboutus$/, testId: 'about' },
  'settings-compliance': { url: /#\/pages\/setting\/operational_compliance$/, testId: 'compliance' },
};

const TABS: Record<string, Destination> = {
  'tab-home': { url: /#\/$/, testId: 'home-page' },
  'tab-market': { url: /#\/pages\/market\/market$/, testId: 'market-tab-crypto' },
  'tab-transaction': { url: /#\/pages\/transaction\/index$/, testId: 'spot-trade' },
  'tab-financial': { url: /#\/pages\/financial\/index$/, testId: 'financial-page' },
  'tab-assets': { url: /#\/pages\/fund\/assets$/, testId: 'assets-total' },
};

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as { x: number; y: number; width: number; height: number };
}

async function expectDestination(page: Page, name: string, destination: Destination): Promise<void> {
  await expect(page, name).toHaveURL(destination.url);
  if (destination.testId) await expect(page.getByTestId(destination.testId), name).toBeVisible();
  if (destination.title) await expect(page.locator('.adm-nav-bar-title'), name).toHaveText(destination.title);
  await expect(page.getByTestId('not-found'), name).toHaveCount(0);
  await expect(page.getByTestId('route-error'), name).toHaveCount(0);
}

test('every home entry, settings row and tab opens its own screen', async ({ page }) => {
  await dismissPopUpWhenShown(page);
  await logIn(page, DEMO.email, DEMO.password);

  // Home: the menu has exactly the entries above, and each opens its own screen.
  await page.goto('/#/');
  const entries = page.locator('[data-testid^="home-entry-"]');
  await expect(entries.first()).toBeVisible();
  const keys = await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')?.replace('home-entry-', '')));
  expect(keys).toEqual(Object.keys(HOME_ENTRIES));
  for (const [key, destination] of Object.entries(HOME_ENTRIES)) {
    await page.goto('/#/');
    await page.getByTestId(`home-entry-${key}`).click();
    await expectDestination(page, `home entry ${key}`, destination);
    if (key === 'options') await expect(page.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
  }

  // A launching screen says so in the user's words and leads on to a working screen.
  await page.goto('/#/pages/copytrade/copy');
  await expect(page.getByTestId('launching-title')).toHaveText('Copy trading is launching soon');
  await page.getByTestId('launching-go-contract').click();
  await expectDestination(page, 'copy trade -> contracts', { url: /tab=contract/, testId: 'contract-trade' });
  // Following traders is a SPEC path of its own (no home entry leads there yet).
  await page.goto('/#/pages/follow/index');
  await expectDestination(page, 'follow', launching('follow', '/pages/follow/index'));

  // Settings: every row that opens a screen is listed above, and each opens its own.
  await page.goto('/#/pages/setting/setting');
  const rows = page.locator('.menu-row[data-testid^="settings-"]');
  await expect(rows.first()).toBeVisible();
  const rowIds = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(rowIds).toEqual([...Object.keys(SETTINGS_ROWS), 'settings-clear-cache']);
  for (const [testId, destination] of Object.entries(SETTINGS_ROWS)) {
    await page.goto('/#/pages/setting/setting');
    await page.getByTestId(testId).click();
    await expectDestination(page, testId, destination);
  }

  // Tabs: each tab of the bar opens its page (starting from home, as a user would).
  for (const [testId, destination] of Object.entries(TABS)) {
    await page.goto('/#/');
    await page.getByTestId(testId).click();
    await expectDestination(page, testId, destination);
  }

  // Markets: the tabs sit right under the title and leave the simulated-data note uncovered.
  // Opened as the first page of a load, so antd-mobile's tabs stylesheet arrives after the page's own.
  await page.goto('/#/pages/market/market');
  await page.reload();
  await expect(page.getByTestId('simulated-note')).toBeVisible();
  const header = await boxOf(page.locator('main header').first());
  const tabs = await boxOf(page.locator('.adm-tabs').first());
  const note = await boxOf(page.getByTestId('simulated-note'));
  expect(Math.abs(tabs.y - (header.y + header.height)), 'no gap under the title').toBeLessThanOrEqual(1);
  expect(note.y, 'the tabs do not cover the note').toBeGreaterThanOrEqual(tabs.y + tabs.height);

  // The options risk notice sits in the middle of the screen, clear of both edges.
  await page.goto('/#/pages/transaction/index?tab=options&symbol=BTC/USDT');
  await page.getByTestId('option-stake').fill('10');
  await page.getByTestId('option-up').click();
  const risk = await boxOf(page.getByTestId('option-risk').locator('xpath=..'));
  const viewport = page.viewportSize()?.width ?? 390;
  expect(Math.abs(risk.x - (viewport - risk.x - risk.width)), 'centred').toBeLessThanOrEqual(1);
  expect(risk.x, 'clear of the edges').toBeGreaterThanOrEqual(16);
  await page.getByTestId('option-risk-cancel').click();

  // A confirmation does not stay over the next screen: Assets -> settings -> Clear cache -> Back.
  await page.goto('/#/pages/fund/assets');
  await page.getByTestId('assets-settings').click();
  await page.getByTestId('settings-clear-cache').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expectDestination(page, 'back to assets', TABS['tab-assets'] as Destination);
  await expect(dialog).toBeHidden();
});
