// The service worker of the web app: it keeps the app shell (index.html and the entry's hashed files)
// in a cache named after the build, so a second start does not wait for the network and an offline
// start shows the app (with its "Network signal lost" notice) instead of the browser's error page.
//   index.html (a navigation to /): network first; the cached copy when the network fails, answers
//     with an error, or is slower than `navigationTimeoutMs` (the answer still refreshes the cache).
//   /assets/*: cache first (their names carry their hash, so a cached file is never stale); what the
//     page loads later (a lazy page, a language file) is cached on the way.
//   Everything else (/api, /socket.io, /admin, uploads, public images): never touched.
// A new build has a new cache name: its worker caches the new shell at install, takes over at once,
// and deletes the caches of older builds. build/pwa.ts writes `shellWorker`'s source into sw.js, so
// the function uses nothing from outside its own body.

export type ShellManifest = {
  /** The prefix of every build's cache: activation deletes the others that have it. */
  cachePrefix: string;
  /** `cachePrefix` and the build id, which changes with any file of the shell. */
  cacheName: string;
  /** The entry's files (script chunks, CSS, the assets they import), cached at install with index.html. */
  precache: string[];
  /** How long a navigation waits for the network before the cached index.html is shown. */
  navigationTimeoutMs: number;
};

/** What the page sends once the worker runs: the /assets/ files it loaded before the worker did. */
export type CacheLoadedMessage = { type: 'cache-loaded'; urls: string[] };

// The shapes of the worker's global scope that the worker uses (the DOM library lacks them).
export type WorkerEvent = { waitUntil(promise: Promise<unknown>): void };
export type WorkerFetchEvent = WorkerEvent & { request: Request; respondWith(response: Promise<Response>): void };
export type WorkerMessageEvent = WorkerEvent & { data: unknown };
export type WorkerScope = {
  location: { origin: string };
  caches: CacheStorage;
  fetch(request: Request | string, init?: RequestInit): Promise<Response>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

export function shellWorker(scope: WorkerScope, shell: ShellManifest): void {
  const shellUrl = '/';
  const assetsPrefix = '/assets/';
  /** At most this many files from one 'cache-loaded' message. */
  const loadedUrlsMax = 300;

  /** An answer for respondWith, and the cache write it starts (for waitUntil, called at once). */
  type Handled = { response: Promise<Response>; stored: Promise<unknown> };

  function openCache(): Promise<Cache> {
    return scope.caches.open(shell.cacheName);
  }

  function isShellNavigation(request: Request, url: URL): boolean {
    return request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html');
  }

  function isAsset(url: URL): boolean {
    return url.origin === scope.location.origin && url.pathname.startsWith(assetsPrefix);
  }

  async function install(): Promise<void> {
    const cache = await openCache();
    // 'reload': the index.html of this build, not a copy the HTTP cache still holds.
    const shellRequest = new Request(new URL(shellUrl, scope.location.origin).href, { cache: 'reload' });
    await Promise.all([cache.add(shellRequest), cache.addAll(shell.precache)]);
    await scope.skipWaiting();
  }

  async function activate(): Promise<void> {
    const names = await scope.caches.keys();
    const older = names.filter((name) => name.startsWith(shell.cachePrefix) && name !== shell.cacheName);
    await Promise.all(older.map((name) => scope.caches.delete(name)));
    await scope.clients.claim();
  }

  function shellFromNetworkFirst(request: Request): Handled {
    const cache = openCache();
    const network = scope.fetch(request);
    // The copy is taken as soon as the answer arrives, before the page starts reading its body.
    const stored = network
      .then((response) => {
        if (!response.ok) return undefined;
        const copy = response.clone();
        return cache.then((opened) => opened.put(shellUrl, copy));
      })
      .catch(() => undefined);
    const response = (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), shell.navigationTimeoutMs);
      });
      try {
        const first = await Promise.race([network, timeout]);
        if (first !== 'timeout' && first.ok) return first;
        const cached = await (await cache).match(shellUrl);
        if (cached) return cached;
        return first === 'timeout' ? await network : first;
      } catch (error) {
        const cached = await (await cache).match(shellUrl);
        if (cached) return cached;
        throw error; // no shell cached yet: the browser shows its own page
      } finally {
        clearTimeout(timer);
      }
    })();
    return { response, stored };
  }

  function assetFromCacheFirst(request: Request): Handled {
    let settle: (stored: Promise<unknown>) => void = () => {};
    const stored = new Promise<unknown>((resolve) => {
      settle = resolve;
    });
    const response = (async () => {
      let write: Promise<unknown> = Promise.resolve();
      try {
        const cache = await openCache();
        const cached = await cache.match(request);
        if (cached) return cached;
        const fetched = await scope.fetch(request);
        if (fetched.ok) write = cache.put(request, fetched.clone());
        return fetched;
      } finally {
        settle(write.catch(() => undefined));
      }
    })();
    return { response, stored };
  }

  async function cacheLoaded(urls: string[]): Promise<void> {
    const cache = await openCache();
    const assets = urls.slice(0, loadedUrlsMax).filter((url) => isAsset(new URL(url, scope.location.origin)));
    await Promise.all(
      assets.map(async (url) => {
        if (await cache.match(url)) return;
        const response = await scope.fetch(url); // from the HTTP cache: the page has just loaded it
        if (response.ok) await cache.put(url, response);
      }),
    );
  }

  scope.addEventListener('install', (event) => event.waitUntil(install()));
  scope.addEventListener('activate', (event) => event.waitUntil(activate()));
  scope.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin) return;
    let handled: Handled;
    if (isShellNavigation(request, url)) handled = shellFromNetworkFirst(request);
    else if (isAsset(url)) handled = assetFromCacheFirst(request);
    else return; // /api, /socket.io, /admin and the rest: straight to the network
    event.respondWith(handled.response);
    event.waitUntil(handled.stored);
  });
  scope.addEventListener('message', (event) => {
    const data = event.data as Partial<CacheLoadedMessage> | null;
    if (data?.type !== 'cache-loaded' || !Array.isArray(data.urls)) return;
    const urls = data.urls.filter((url): url is string => typeof url === 'string');
    event.waitUntil(cacheLoaded(urls).catch(() => undefined));
  });
}

/** The source of sw.js: the worker above, started with this build's shell. */
export function serviceWorkerSource(shell: ShellManifest): string {
  return `'use strict';\n(${shellWorker.toString()})(self, ${JSON.stringify(shell)});\n`;
}
