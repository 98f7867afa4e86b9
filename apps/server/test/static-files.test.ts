// Proves the built apps are served as a phone on a slow network needs them: the brotli or gzip file
// the build wrote (tools/vite/precompress.ts) by the request's Accept-Encoding, the plain file
// otherwise, nothing compressed per request; hashed assets cached for a year, index.html revalidated;
// and API answers untouched by any of it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { precompressDirectory } from '../../../tools/vite/precompress.ts';
import { describeEachDialect } from './harness.ts';

const HASHED_SCRIPT = 'assets/index-AbC123xy.js';
/** Too small to gain from compression: the build writes no .br or .gz for it. */
const TINY_SCRIPT = 'assets/tiny-Zz9Yy8Xx.js';
const SCRIPT = `export const quotes = [${Array.from({ length: 400 }, (_, index) => `{ symbol: 'COIN${index}', price: '${index}.25' }`).join(', ')}];\n`;
const INDEX_HTML = `<!doctype html><html><head><title>app</title><script type="module" src="/${HASHED_SCRIPT}"></script></head><body>${'<div class="row"></div>'.repeat(100)}</body></html>`;

/** A tiny build: an index.html, a hashed script, a tiny hashed script and an icon, compressed as the build does. */
async function fakeDist(name: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `static-${name}-`));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, HASHED_SCRIPT), SCRIPT);
  fs.writeFileSync(path.join(dir, TINY_SCRIPT), 'export {};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0L1 1"/>'.repeat(50)}</svg>`);
  await precompressDirectory(dir);
  return dir;
}

const webDist = await fakeDist('web');
const adminDist = await fakeDist('admin');

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** GET without any decoding (fetch would ask for and undo the compression by itself). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describeEachDialect(
  'static files',
  (ctx) => {
    it('sends the brotli file to a browser that accepts br, the gzip file to one that accepts only gzip, the plain file otherwise', async () => {
      const url = `${ctx().baseUrl}/${HASHED_SCRIPT}`;
      const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
      expect(brotli.body.length).toBeLessThan(SCRIPT.length / 5);
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);

      const plainRequests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
      for (const headers of plainRequests) {
        const plain = await rawGet(url, headers);
        expect(plain.status).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(SCRIPT);
      }
    });

    it('never compresses on request: a file the build left uncompressed goes out as it is', async () => {
      const tiny = await rawGet(`${ctx().baseUrl}/${TINY_SCRIPT}`, { 'accept-encoding': 'br, gzip' });
      expect(tiny.status).toBe(200);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body.toString()).toBe('export {};');
    });

    it('caches hashed assets for a year without revalidation and revalidates index.html', async () => {
      const t = ctx();
      for (const file of [HASHED_SCRIPT, TINY_SCRIPT]) {
        const asset = await rawGet(`${t.baseUrl}/${file}`, { 'accept-encoding': 'br' });
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // A script keeps the headers that apply to it and sheds the document-only ones.
        expect(asset.headers['x-content-type-options']).toBe('nosniff');
        expect(asset.headers['content-security-policy']).toBeUndefined();
        expect(asset.headers['x-frame-options']).toBeUndefined();
      }
      for (const page of ['/', '/index.html']) {
        const index = await rawGet(`${t.baseUrl}${page}`, { 'accept-encoding': 'br, gzip' });
        expect(index.status).toBe(200);
        expect(index.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(index.body).toString()).toBe(INDEX_HTML);
        expect(index.headers['cache-control']).toBe('no-cache');
        // The page keeps its security headers (helmet, app.ts).
        expect(index.headers['content-security-policy']).toMatch(/script-src 'self'/);
        // Revalidation: the same version answers 304 without a body.
        const etag = index.headers.etag as string;
        expect(etag).toBeTruthy();
        const again = await rawGet(`${t.baseUrl}${page}`, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      }
      const icon = await rawGet(`${t.baseUrl}/favicon.svg`, { 'accept-encoding': 'gzip' });
      expect(icon.headers['content-encoding']).toBe('gzip');
      expect(icon.headers['cache-control']).toBe('no-cache');
    });

    it('serves the back office under /admin/ the same way', async () => {
      const t = ctx();
      const index = await rawGet(`${t.baseUrl}/admin/`, { 'accept-encoding': 'gzip' });
      expect(index.status).toBe(200);
      expect(index.headers['content-encoding']).toBe('gzip');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await rawGet(`${t.baseUrl}/admin/${HASHED_SCRIPT}`, { 'accept-encoding': 'br' });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('gives the compressed files no address of their own and leaves the API answers as they were', async () => {
      const t = ctx();
      const sibling = await rawGet(`${t.baseUrl}/${HASHED_SCRIPT}.br`);
      expect(sibling.status).toBe(404);
      expect(JSON.parse(sibling.body.toString())).toMatchObject({ type: 'error', code: 'not_found' });

      const api = await rawGet(`${t.baseUrl}/api/currency/quotation_new`, { 'accept-encoding': 'br, gzip' });
      expect(api.status).toBe(200);
      expect(api.headers['content-encoding']).toBeUndefined();
      expect(api.headers['cache-control']).toBe('no-store');
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(api.body.toString())).toMatchObject({ type: 'ok' });
    });
  },
  { webDist, adminDist },
);
