// Vite for the web app: React, the dev proxy to the server (/api and the Socket.IO websocket), and
// chunking that keeps the first load small: React, the router and the antd-mobile parts the shell
// uses go in a vendor chunk of the entry; everything else (lightweight-charts above all) stays in the
// lazy chunks of the pages that need it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const SERVER = process.env.PLATFORM_SERVER_URL ?? 'http://localhost:3000';
const CHUNK_SIZE_WARNING_KB = 600;

export default defineConfig({
  base: '/',
  plugins: [react()],
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
        codeSplitting: {
          groups: [
            // Only modules the entry imports statically ($initial): a library a lazy page alone uses
            // (lightweight-charts, qrcode.react, antd-mobile's pickers) is left to that page's chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|rc-[\w-]+|ahooks|classnames|lodash|dayjs|@floating-ui)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            // zod is reachable from the entry only through code tree-shaking removes; the pages load it.
            { name: 'vendor', test: /node_modules[\\/](?!zod[\\/])/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
