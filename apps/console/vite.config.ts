import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

/**
 * The console is served by the shop's server at /console (apps/server/src/platform/static.ts): every page is its own
 * chunk (the page registry's lazy imports), and each script and style sheet gets a brotli and a gzip copy beside it,
 * which the server sends to browsers that accept them. `npm run dev -w @shop/console` proxies /api to a running
 * server on :3000.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react(), compression({ include: /\.(js|css)$/, algorithms: ['brotliCompress', 'gzip'] })],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // ws: the customer-service inbox's live channel (docs/customer-service.md).
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
})
