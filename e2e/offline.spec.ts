/// <reference lib="dom" />
// The installable, resilient app: the page names the site and links a manifest with its icons; the
// first visit registers the service worker, which keeps the app shell; with the network gone, a
// reload starts the app from it and shows the "Network signal lost" notice, in the user's language,
// instead of Chromium's error page; with the network back, the notice goes.
import { expect, test, type Page } from '@playwright/test';
import { dismissPopUpWhenShown } from './app.ts';

const SITE_NAME = process.env.SITE_NAME ?? 'Nova Exchange';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** Every /assets/ file this page loaded is in the service worker's cache. */
function loadedAssetsCached(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
    if (loaded.length === 0) return false;
    const hits = await Promise.all(loaded.map((url) => caches.match(url.pathname)));
    return hits.every(Boolean) && Boolean(await caches.match('/'));
  });
}

async function waitForShellCached(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => loadedAssetsCached(page)).toBe(true);
}

test('the app names the site, installs its shell, and starts offline with its own notice', async ({ page, context }) => {
  await dismissPopUpWhenShown(page);

  await test.step('the title is the site name and the manifest has its name and icons', async () => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page).toHaveTitle(SITE_NAME);
    await expect(page.getByTestId('splash')).toHaveCount(0);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ name: SITE_NAME, start_url: '/', display: 'standalone' });
    const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });

  await test.step('the first visit registers the service worker, which keeps the shell', async () => {
    await waitForShellCached(page);
  });

  await test.step('Chromium finds the app installable (a test profile is incognito, which it only notes)', async () => {
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });

  await test.step('offline, a reload starts the app and says the network is lost', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('network-lost')).toContainText('Network signal lost');
    await expect(page).toHaveTitle(SITE_NAME);
    expect(page.url()).not.toContain('chrome-error');
  });

  await test.step('online again, the notice goes', async () => {
    await context.setOffline(false);
    await expect(page.getByTestId('network-lost')).toHaveCount(0);
  });

  await test.step('a language chosen later is kept too: offline in Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect.poll(() => loadedAssetsCached(page)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('network-lost')).toContainText('网络信号丢失');
    await context.setOffline(false);
  });
});
