// Serves a built app (the web app at /, the back office at /admin/) the way a phone on a slow
// network needs it: the `.br` or `.gz` file the build wrote beside each asset (tools/vite/
// precompress.ts), chosen by the request's Accept-Encoding, so no request compresses anything;
// hashed assets (`assets/<name>-<hash>.js`) cached for a year and never revalidated, since a new
// build gives them new names; everything else (index.html, the icons, anything a later build may
// change under the same name) revalidated on every use (ETag and Last-Modified, a 304 when unchanged).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** Vite's output folder for the files whose names carry a hash of their content. */
const HASHED_ASSETS_DIR = 'assets';
/**
 * Helmet's headers that only a document (index.html) acts on: a script or a style sheet carries
 * them for nothing, about 0.9 KB a response, a dozen times on the first start over HTTP/1.1.
 * Scripts keep `x-content-type-options` and `cross-origin-resource-policy`, which do apply to them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Registers `root` under `prefix` when it holds a build (an index.html). `decorateReply` only for the
 * first registration in a context (@fastify/static decorates the reply once).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { root: string; prefix?: string; decorateReply?: boolean },
): Promise<boolean> {
  if (!fs.existsSync(path.join(options.root, 'index.html'))) return false;
  const hashedAssets = path.join(path.resolve(options.root), HASHED_ASSETS_DIR) + path.sep;
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix ?? '/',
    decorateReply: options.decorateReply ?? true,
    // One route per file, found at start: a request for anything else is the JSON not-found answer.
    wildcard: false,
    // The compressed siblings are found by preCompressed; they get no routes of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    // An array: preCompressed looks up the index of '/' only in an array (a string finds nothing).
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (!filePath.startsWith(hashedAssets)) {
        reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
        return;
      }
      reply.header('cache-control', HASHED_ASSET_CACHE_CONTROL);
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
  return true;
}
