import { defineConfig } from 'vitest/config'

// One runner for the domain, contracts and server suites. The app (apps/mall) has its own config because it
// needs jsdom and Taro's build-time defines; e2e journeys run in scripts/test.mjs after the H5 build.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
