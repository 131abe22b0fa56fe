import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The console's unit tests (its helpers: calls, forms, tables, CSV, the audit diff) in jsdom.
// Run: npx vitest run --config apps/console/vitest.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', pool: 'threads' },
})
