import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The app's tests: jsdom, Taro replaced by a small double, the components by their plain-DOM React build (which
// needs the constants Taro's build defines). TARO_ENV is 'h5' unless a test stubs it. Run: npx vitest run --config apps/mall/vitest.config.ts
export default defineConfig({
  root: here('.'),
  resolve: {
    // Taro's multi-platform files: `./pay` is pay.h5.ts here, as in the H5 build (tests of pay.weapp.ts import it by name).
    extensions: ['.h5.ts', '.h5.tsx', '.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
    alias: [
      { find: /^@tarojs\/taro$/, replacement: here('./test/taro.ts') },
      { find: /^@tarojs\/components$/, replacement: '@tarojs/components-react' },
    ],
  },
  define: {
    ENABLE_INNER_HTML: 'true',
    ENABLE_ADJACENT_HTML: 'true',
    ENABLE_SIZE_APIS: 'true',
    ENABLE_TEMPLATE_CONTENT: 'true',
    ENABLE_CLONE_NODE: 'true',
    ENABLE_CONTAINS: 'true',
    ENABLE_MUTATION_OBSERVER: 'true',
    DEPRECATED_ADAPTER_COMPONENT: 'false',
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    pool: 'threads',
    testTimeout: 15_000, // a busy machine; the finders' own limit is 4 s (test/setup.ts)
    // Taro's packages go through Vite too, so that the aliases and defines above reach their own imports.
    server: { deps: { inline: [/@tarojs\//] } },
  },
})
