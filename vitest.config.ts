import { defineConfig } from 'vitest/config'

// One runner for the domain, contracts and server suites. The app (apps/mall) has its own config because it
// needs jsdom and Taro's build-time defines; e2e journeys run in scripts/test.mjs after the H5 build.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process for all files, modules loaded once: each server file builds its own app and database anyway, and
    // loading the server afresh per file cost 4 s of the suite's 9 (nothing in the server keeps state in a module
    // that one app could leak to the next; the suite has no vi.mock).
    isolate: false,
  },
})
