// Vite for the back office: served by the server under /admin/, so every asset URL carries that base;
// brotli and gzip files are written beside the output (tools/vite/precompress.ts).
// JSX goes through Vite's own oxc transform (React's automatic runtime); the back office does without
// @vitejs/plugin-react's fast refresh, so it needs no package beyond what the web app installs.
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress.ts';

const SERVER = process.env.PLATFORM_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompress()],
  server: {
    port: 5174,
    proxy: { '/api': { target: SERVER, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // React Query's "use client" markers mean nothing in a client-only bundle (plugin-react hides them too).
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
