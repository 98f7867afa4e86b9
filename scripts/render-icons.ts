// Renders the app icons of apps/web/public/icons from their SVG sources with Chromium, for the web app
// manifest and the home screens that want PNG (Android's install prompt, iOS's apple-touch-icon).
// The PNGs are committed; run this again after changing an SVG: npx tsx scripts/render-icons.ts
// With Debian's pngquant and optipng installed (apt-get install -y pngquant optipng) the files shrink
// to about an eighth (icon-512: 130 KB to 16 KB) with no visible change; without them they stay as drawn.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../e2e/chromium.ts';

const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

/** Each PNG: its SVG source and its size in pixels. */
const RENDERS = [
  { source: 'icon.svg', output: 'icon-192.png', sizePx: 192 },
  { source: 'icon.svg', output: 'icon-512.png', sizePx: 512 },
  { source: 'maskable.svg', output: 'maskable-512.png', sizePx: 512 },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed square.
  { source: 'maskable.svg', output: 'apple-touch-icon.png', sizePx: 180 },
] as const;

const PNG_QUALITY = '85-98';

function shrink(file: string): void {
  try {
    execFileSync('pngquant', ['--quality', PNG_QUALITY, '--speed', '1', '--strip', '--force', '--output', file, file]);
    execFileSync('optipng', ['-quiet', '-o5', file]);
  } catch {
    // not installed (or pngquant found no smaller palette): the file stays as Chromium drew it
  }
}

const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
try {
  for (const render of RENDERS) {
    const svg = fs.readFileSync(path.join(iconsDir, render.source), 'utf8');
    const page = await browser.newPage({ viewport: { width: render.sizePx, height: render.sizePx } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${render.sizePx}" height="${render.sizePx}">`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(iconsDir, render.output), omitBackground: true });
    await page.close();
    const file = path.join(iconsDir, render.output);
    shrink(file);
    console.log(`${render.output}: ${render.sizePx} px, ${fs.statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
