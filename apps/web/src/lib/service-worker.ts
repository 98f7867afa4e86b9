// Registers the service worker of build/service-worker.ts (sw.js, written by the production build),
// never on the first screen's path: after that screen is up and the page has loaded. The files the
// page loaded before the worker ran (the entry, this language's texts) are handed to it to keep, so
// the next start, online or not, has them without the network.
import { firstScreenShown } from './first-screen.ts';

const SERVICE_WORKER_URL = '/sw.js';
const ASSETS_PREFIX = '/assets/';

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The /assets/ files this page has loaded so far (the resource timing entries). */
function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith(ASSETS_PREFIX))
    .map((url) => url.pathname);
}

async function register(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'cache-loaded', urls: loadedAssetUrls() });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void firstScreenShown()
    .then(pageLoaded)
    .then(register)
    .catch(() => undefined); // no worker (a private window, an old browser): the app works as before
}
