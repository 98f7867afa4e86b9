// Proves the service worker as the build writes it (sw.js's source, run in a fake worker scope) keeps
// the shell of its build, answers index.html from the network first and /assets/ from its cache, never
// touches /api, /socket.io or the back office, and that the build names its cache after the shell.
import { describe, expect, it } from 'vitest';
import { entryFiles, shellManifest, siteNames, webAppManifest, SHELL_CACHE_PREFIX } from '../build/pwa.ts';
import {
  serviceWorkerSource,
  type ShellManifest,
  type WorkerEvent,
  type WorkerFetchEvent,
  type WorkerMessageEvent,
} from '../build/service-worker.ts';

const ORIGIN = 'https://exchange.test';

function keyOf(request: Request | string): string {
  return new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
}

/** A Cache keyed by absolute URL. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly fetchFile: (request: Request | string) => Promise<Response>) {}
  async match(request: Request | string): Promise<Response | undefined> {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: Request | string, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response);
  }
  async add(request: Request | string): Promise<void> {
    const response = await this.fetchFile(request);
    if (!response.ok) throw new TypeError(`add: ${response.status}`);
    await this.put(request, response);
  }
  async addAll(requests: (Request | string)[]): Promise<void> {
    await Promise.all(requests.map((request) => this.add(request)));
  }
  paths(): string[] {
    return [...this.entries.keys()].map((key) => new URL(key).pathname).sort();
  }
}

type Listeners = {
  install?: (event: WorkerEvent) => void;
  activate?: (event: WorkerEvent) => void;
  fetch?: (event: WorkerFetchEvent) => void;
  message?: (event: WorkerMessageEvent) => void;
};

type Network = (url: string) => Promise<Response>;

/** Runs sw.js's source with a fake `self`; `network` answers its fetches, `stores` is the browser's caches. */
function startWorker(shell: ShellManifest, network: Network, stores = new Map<string, FakeCache>()) {
  const listeners: Listeners = {};
  const fetched: string[] = [];
  const fetchFile = (request: Request | string) => {
    const url = keyOf(request);
    fetched.push(new URL(url).pathname);
    return network(url);
  };
  const scope = {
    location: { origin: ORIGIN },
    caches: {
      async open(name: string) {
        if (!stores.has(name)) stores.set(name, new FakeCache(fetchFile));
        return stores.get(name);
      },
      async keys() {
        return [...stores.keys()];
      },
      async delete(name: string) {
        return stores.delete(name);
      },
    },
    fetch: fetchFile,
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    addEventListener(type: keyof Listeners, listener: never) {
      listeners[type] = listener;
    },
  };
  new Function('self', serviceWorkerSource(shell))(scope);

  async function lifecycle(type: 'install' | 'activate'): Promise<void> {
    const waits: Promise<unknown>[] = [];
    listeners[type]?.({ waitUntil: (promise) => waits.push(promise) });
    await Promise.all(waits);
  }

  /** The worker's answer, or null when it lets the request go to the network untouched; by default
   * after the cache writes it started (waitUntil) are done. */
  async function request(path: string, init: { mode?: string; method?: string; settled?: boolean } = {}): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    const waits: Promise<unknown>[] = [];
    const request = { url: new URL(path, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' } as Request;
    listeners.fetch?.({ request, respondWith: (response) => (answer = response), waitUntil: (promise) => waits.push(promise) });
    if (!answer) return null;
    const response = await answer;
    if (init.settled !== false) await Promise.all(waits);
    return response;
  }

  async function message(data: unknown): Promise<void> {
    const waits: Promise<unknown>[] = [];
    listeners.message?.({ data, waitUntil: (promise) => waits.push(promise) });
    await Promise.all(waits);
  }

  return { lifecycle, request, message, stores, fetched, cache: () => stores.get(shell.cacheName) };
}

const PRECACHE = ['/assets/index-a1.js', '/assets/vendor-b2.js', '/assets/index-c3.css'];
const SHELL = shellManifest(PRECACHE, '<html>build 1</html>');

function serverOf(files: Record<string, string>, status = 200): Network {
  return async (url) => {
    const path = new URL(url).pathname;
    const body = files[path];
    if (body === undefined) return new Response('not found', { status: 404 });
    return new Response(body, { status });
  };
}

const offline: Network = () => Promise.reject(new TypeError('Failed to fetch'));

const BUILD_FILES: Record<string, string> = {
  '/': '<html>shell</html>',
  '/assets/index-a1.js': 'entry',
  '/assets/vendor-b2.js': 'vendor',
  '/assets/index-c3.css': 'css',
  '/assets/market-page-d4.js': 'market page',
};

async function installed(network: Network = serverOf(BUILD_FILES)) {
  let current = network;
  const worker = startWorker(SHELL, (url) => current(url));
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
  return {
    ...worker,
    setNetwork(next: Network) {
      current = next;
    },
  };
}

describe('the service worker', () => {
  it('keeps index.html and the entry files at install', async () => {
    const worker = await installed();
    expect(worker.cache()?.paths()).toEqual(['/', ...PRECACHE].sort());
  });

  it('starts offline from the cached index.html and entry files', async () => {
    const worker = await installed();
    worker.setNetwork(offline);
    expect(await (await worker.request('/', { mode: 'navigate' }))?.text()).toBe('<html>shell</html>');
    expect(await (await worker.request('/assets/index-a1.js'))?.text()).toBe('entry');
  });

  it('takes index.html from the network first and keeps the newer copy', async () => {
    const worker = await installed();
    worker.setNetwork(serverOf({ ...BUILD_FILES, '/': '<html>newer</html>' }));
    expect(await (await worker.request('/', { mode: 'navigate' }))?.text()).toBe('<html>newer</html>');
    worker.setNetwork(offline);
    expect(await (await worker.request('/', { mode: 'navigate' }))?.text()).toBe('<html>newer</html>');
  });

  it('shows the cached index.html when the server answers with an error', async () => {
    const worker = await installed();
    worker.setNetwork(serverOf(BUILD_FILES, 502));
    expect(await (await worker.request('/', { mode: 'navigate' }))?.text()).toBe('<html>shell</html>');
  });

  it('does not wait for a network slower than the navigation timeout', async () => {
    const shell = { ...SHELL, navigationTimeoutMs: 20 };
    const first = startWorker(shell, serverOf(BUILD_FILES));
    await first.lifecycle('install');
    const slow: Network = () => new Promise((resolve) => setTimeout(() => resolve(new Response('late')), 2_000));
    const worker = startWorker(shell, slow, first.stores);
    const answer = worker.request('/', { mode: 'navigate', settled: false }).then((response) => response?.text());
    const waited = new Promise((resolve) => setTimeout(() => resolve('waited for the network'), 500));
    expect(await Promise.race([answer, waited])).toBe('<html>shell</html>');
  });

  it('answers a cached /assets/ file without the network, and keeps one fetched later', async () => {
    const worker = await installed();
    const before = worker.fetched.length;
    await worker.request('/assets/vendor-b2.js');
    expect(worker.fetched.length).toBe(before);
    expect(await (await worker.request('/assets/market-page-d4.js'))?.text()).toBe('market page');
    worker.setNetwork(offline);
    expect(await (await worker.request('/assets/market-page-d4.js'))?.text()).toBe('market page');
  });

  it('does not keep a failed /assets/ answer', async () => {
    const worker = await installed();
    expect((await worker.request('/assets/gone-e5.js'))?.status).toBe(404);
    expect(worker.cache()?.paths()).not.toContain('/assets/gone-e5.js');
  });

  it('never touches the API, the socket, the back office, other files, other origins or non-GET calls', async () => {
    const worker = await installed();
    for (const path of [
      '/api/quotation',
      '/socket.io/?EIO=4&transport=polling',
      '/admin/',
      '/logo.svg',
      'https://cdn.example/assets/x.js',
    ]) {
      expect(await worker.request(path), path).toBeNull();
    }
    expect(await worker.request('/admin/', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('/assets/index-a1.js', { method: 'POST' })).toBeNull();
  });

  it('keeps the /assets/ files the page loaded before it ran, and nothing else', async () => {
    const worker = await installed();
    await worker.message({
      type: 'cache-loaded',
      urls: ['/assets/market-page-d4.js', '/api/quotation', 'https://cdn.example/assets/x.js'],
    });
    expect(worker.cache()?.paths()).toContain('/assets/market-page-d4.js');
    expect(worker.cache()?.paths()).not.toContain('/api/quotation');
  });

  it('deletes the caches of older builds when a new build takes over, and no one else’s', async () => {
    const worker = await installed();
    worker.stores.set('someone-else', new FakeCache(() => offline('')));
    const next = shellManifest(['/assets/index-f6.js'], '<html>build 2</html>');
    const worker2 = startWorker(next, serverOf({ ...BUILD_FILES, '/assets/index-f6.js': 'entry 2' }), worker.stores);
    await worker2.lifecycle('install');
    expect([...worker.stores.keys()].sort()).toEqual([SHELL.cacheName, next.cacheName, 'someone-else'].sort());
    await worker2.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual([next.cacheName, 'someone-else'].sort());
    expect(worker2.cache()?.paths()).toEqual(['/', '/assets/index-f6.js']);
  });
});

describe('the build', () => {
  it('names the cache after the shell: another entry file or index.html is another cache', () => {
    expect(SHELL.cacheName.startsWith(SHELL_CACHE_PREFIX)).toBe(true);
    expect(shellManifest(PRECACHE, '<html>build 1</html>').cacheName).toBe(SHELL.cacheName);
    expect(shellManifest([...PRECACHE, '/assets/extra-g7.js'], '<html>build 1</html>').cacheName).not.toBe(SHELL.cacheName);
    expect(shellManifest(PRECACHE, '<html>build 2</html>').cacheName).not.toBe(SHELL.cacheName);
  });

  it('precaches the entry with its static imports and their CSS, not the lazy pages', () => {
    const chunk = (fileName: string, imports: string[], css: string[] = [], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      isEntry,
      imports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    });
    const bundle = {
      'assets/index-a1.js': chunk('assets/index-a1.js', ['assets/vendor-b2.js'], ['assets/index-c3.css'], true),
      'assets/vendor-b2.js': chunk('assets/vendor-b2.js', []),
      'assets/market-page-d4.js': chunk('assets/market-page-d4.js', ['assets/vendor-b2.js'], ['assets/market-h8.css']),
      'index.html': { type: 'asset', fileName: 'index.html' },
    };
    expect(entryFiles(bundle)).toEqual(['/assets/index-a1.js', '/assets/index-c3.css', '/assets/vendor-b2.js']);
  });

  it('takes the site name from SITE_NAME, with a home-screen label short enough', () => {
    expect(siteNames({})).toEqual({ name: 'Nova Exchange', shortName: 'Nova' });
    expect(siteNames({ SITE_NAME: 'Kite' })).toEqual({ name: 'Kite', shortName: 'Kite' });
    expect(siteNames({ SITE_NAME: 'Blue Harbor Markets', SITE_SHORT_NAME: 'Blue Harbor' })).toEqual({
      name: 'Blue Harbor Markets',
      shortName: 'Blue Harbor',
    });
    const manifest = webAppManifest(siteNames({})) as { name: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest.name).toBe('Nova Exchange');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });
});
