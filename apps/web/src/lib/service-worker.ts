// Registers the service worker of build/service-worker.ts (sw.js, written by the production build),
// never on the first screen's path: after that screen is up and the page has loaded. The files the
// page loaded before the worker ran (the entry, this language's texts) are handed to it to keep, so
// the next start, online or not, has them without the network. Until the worker controls the page it
// cannot see a fetch, so each file that finishes loading meanwhile is handed over too (a lazy chunk
// that landed between the first list and the take-over was once missed: a flaky offline start).
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
    .filter(isAssetUrl)
    .map((url) => url.pathname);
}

function isAssetUrl(url: URL): boolean {
  return url.origin === window.location.origin && url.pathname.startsWith(ASSETS_PREFIX);
}

/** Hands each /assets/ file that finishes loading to the worker until it controls the page (and its fetches). */
function handOverUntilControlled(worker: ServiceWorker): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .map((entry) => new URL(entry.name))
      .filter(isAssetUrl)
      .map((url) => url.pathname);
    if (urls.length > 0) worker.postMessage({ type: 'cache-loaded', urls });
  });
  observer.observe({ type: 'resource' });
  const controlled = () => {
    // What finished between the last entry and the take-over, once more; the worker skips what it has.
    worker.postMessage({ type: 'cache-loaded', urls: loadedAssetUrls() });
    observer.disconnect();
  };
  if (navigator.serviceWorker.controller) controlled();
  else navigator.serviceWorker.addEventListener('controllerchange', controlled, { once: true });
}

async function register(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const worker = ready.active;
  if (!worker) return;
  worker.postMessage({ type: 'cache-loaded', urls: loadedAssetUrls() });
  handOverUntilControlled(worker);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void firstScreenShown()
    .then(pageLoaded)
    .then(register)
    .catch(() => undefined); // no worker (a private window, an old browser): the app works as before
}
