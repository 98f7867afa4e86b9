// The installable app: the site name in index.html (title, splash, home-screen label), the web app
// manifest, and the service worker of build/service-worker.ts with this build's shell: the entry's
// hashed files, which only the bundle knows. The cache is named after a hash of those names, of the
// worker and of index.html, so every build that changes the shell gets a new cache.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { serviceWorkerSource, type ShellManifest } from './service-worker.ts';

export const SITE_NAME_DEFAULT = 'Nova Exchange';
export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
export const SHELL_CACHE_PREFIX = 'app-shell-';
/** The placeholder of index.html that becomes the site name. */
const SITE_NAME_PLACEHOLDER = /__SITE_NAME__/g;
/** Home screens cut a label after about twelve characters. */
const SHORT_NAME_LENGTH_MAX = 12;
const BUILD_ID_LENGTH = 12;
const NAVIGATION_TIMEOUT_MS = 3_000;
/** The colours of app/global.css: the page (Android's launch screen) and the bars. */
const BACKGROUND_COLOR = '#0b1322';
const THEME_COLOR = '#0a1426';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};
type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };
type Bundle = Record<string, Chunk | Asset | { type: string; fileName: string }>;

export type SiteNames = { name: string; shortName: string };

export function siteNames(env: NodeJS.ProcessEnv = process.env): SiteNames {
  const name = env.SITE_NAME?.trim() || SITE_NAME_DEFAULT;
  const firstWord = name.split(/\s+/)[0] ?? name;
  const shortName = env.SITE_SHORT_NAME?.trim() || (name.length <= SHORT_NAME_LENGTH_MAX ? name : firstWord);
  return { name, shortName };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function webAppManifest(names: SiteNames): Record<string, unknown> {
  return {
    id: '/',
    name: names.name,
    short_name: names.shortName,
    description: 'Markets, trading and digital-asset services',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The entry chunk and everything it loads before the first screen: its static imports, CSS and assets. */
export function entryFiles(bundle: Bundle): string[] {
  const chunks = new Map<string, Chunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as Chunk);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('pwa: the bundle has no entry chunk');
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...files].sort().map((file) => `/${file}`);
}

export function shellManifest(precache: string[], indexHtml: string): ShellManifest {
  const draft: ShellManifest = { cachePrefix: SHELL_CACHE_PREFIX, cacheName: '', precache, navigationTimeoutMs: NAVIGATION_TIMEOUT_MS };
  const buildId = createHash('sha256').update(serviceWorkerSource(draft)).update(indexHtml).digest('hex').slice(0, BUILD_ID_LENGTH);
  return { ...draft, cacheName: `${SHELL_CACHE_PREFIX}${buildId}` };
}

export function pwa(names: SiteNames = siteNames()): Plugin {
  const manifestJson = `${JSON.stringify(webAppManifest(names), null, 2)}\n`;
  return {
    name: 'platform-pwa',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(SITE_NAME_PLACEHOLDER, escapeHtml(names.name)),
    },
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(manifestJson);
      });
    },
    generateBundle: {
      // After Vite's HTML plugin has emitted index.html, so the build id covers it too.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'] as Asset | undefined;
        const indexHtml = html ? String(html.source) : '';
        const shell = shellManifest(entryFiles(bundle as Bundle), indexHtml);
        this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: manifestJson });
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: serviceWorkerSource(shell) });
      },
    },
  };
}
