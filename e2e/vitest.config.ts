import { defineConfig } from 'vitest/config'

// The builds and the browser journeys: the global setup builds the H5 app when stale and starts the real server
// (embedded PGlite in a temporary folder, or DATABASE_URL when set) serving it; each journey drives Debian
// Chromium at a phone's size. Files run one after another: they share one server and two cores.
export default defineConfig({
  test: {
    root: __dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // Pages move with transitions and the machine may be busy: polled expectations get 15 s, not 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 300_000,
  },
})
