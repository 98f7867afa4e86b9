// Vite for the web app: React, the dev proxy to the server (/api and the Socket.IO websocket), the
// icon compaction of build/compact-icons.ts, brotli and gzip files beside the output
// (tools/vite/precompress.ts), and chunking. Rolldown's automatic chunking keeps each lazy page's
// libraries (lightweight-charts, qrcode.react, zod for the account forms, antd-mobile's pickers) in
// that page's chunks. Two manual groups gather what the first screen runs, so a phone fetches it in a
// few files rather than thirty (each a round trip and a set of headers on a slow network): `vendor`,
// the libraries every screen runs on (with antd-mobile's runtime: react-spring, its utils and
// locales), and `shell`, the app's own modules the entry imports. No antd-mobile component is in
// either: reached through the package's index, every component counts as "initial", so the shell
// group takes its modules without their dependencies (includeDependenciesRecursively: false) and the
// components the first screen uses stay in the automatic chunks.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compactIcons } from './build/compact-icons.ts';
import { precompress } from '../../tools/vite/precompress.ts';
import { pwa } from './build/pwa.ts';
import { earlyStart } from './build/early-start.ts';

const SERVER = process.env.PLATFORM_SERVER_URL ?? 'http://localhost:3000';
const CHUNK_SIZE_WARNING_KB = 600;
const SHELL_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand|wouter|regexparam|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|@react-spring|tslib|classnames|rc-util|@babel[\\/]runtime|ahooks|antd-mobile[\\/]es[\\/](utils|global|locales))[\\/]/;
/** Style sheets stay with the entry, in import order: split across files, antd-mobile's rules would load after the app's overrides. */
const STYLE_SHEET = /\.css($|\?)/;
const SHELL_SOURCES = /[\\/](apps[\\/]web[\\/]src|packages[\\/](shared|engine)[\\/]src)[\\/]/;

export default defineConfig({
  base: '/',
  // pwa(): the site name in index.html, the web app manifest and the service worker (sw.js);
  // precompress() last, so what pwa() writes is compressed too.
  plugins: [react(), compactIcons(), earlyStart(), pwa(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: true },
      '/socket.io': { target: SERVER, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: CHUNK_SIZE_WARNING_KB,
    rolldownOptions: {
      output: {
        // '$initial': only modules the entry imports statically.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: SHELL_LIBRARIES, tags: ['$initial'] },
            {
              name: 'shell',
              test: (id) => SHELL_SOURCES.test(id) && !STYLE_SHEET.test(id),
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
