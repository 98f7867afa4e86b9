// Vite for the web app: React, the dev proxy to the server (/api and the Socket.IO websocket), the
// icon compaction of build/compact-icons.ts, and chunking. Rolldown's automatic chunking keeps each
// lazy page's libraries (lightweight-charts, qrcode.react, zod for the account forms, antd-mobile's
// pickers) in that page's chunks; the one manual group puts the libraries every screen runs on in
// one vendor chunk, which compresses better than the dozen small common chunks it would otherwise be.
// No antd-mobile module is in the group: reached through the package's index, every component counts
// as "initial", and the group would pull in the ones only lazy pages use.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compactIcons } from './build/compact-icons.ts';
import { pwa } from './build/pwa.ts';

const SERVER = process.env.PLATFORM_SERVER_URL ?? 'http://localhost:3000';
const CHUNK_SIZE_WARNING_KB = 600;
const SHELL_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand|wouter|regexparam|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;

export default defineConfig({
  base: '/',
  // pwa(): the site name in index.html, the web app manifest and the service worker (sw.js).
  plugins: [react(), compactIcons(), pwa()],
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
        codeSplitting: { groups: [{ name: 'vendor', test: SHELL_LIBRARIES, tags: ['$initial'] }] },
      },
    },
  },
});
