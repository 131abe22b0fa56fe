import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { resetTaro } from './taro'

// jsdom has no IntersectionObserver (lazy-loaded images use it): one that never reports is enough here.
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
} as unknown as typeof IntersectionObserver

// Finders wait up to 4 s (the default is 1 s): the suite runs after the server suites on a 2-core machine, where a
// render that follows a fake call can take longer than a second.
configure({ asyncUtilTimeout: 4000 })

// Taro's builds take `name.weapp.ts` or `name.h5.ts` for `./name`; here each platform module answers with the file of
// the TARO_ENV a test runs under (h5 unless it stubs weapp), read at every use. (pay is picked by name in its tests.)
vi.mock('../src/platform/client', () => byPlatform('client'))
vi.mock('../src/platform/login', () => byPlatform('login'))
vi.mock('../src/platform/bridge', () => byPlatform('bridge'))

async function byPlatform(name: 'client' | 'login' | 'bridge'): Promise<Record<string, unknown>> {
  const files = {
    h5: await vi.importActual<Record<string, unknown>>(`../src/platform/${name}.h5.ts`),
    weapp: await vi.importActual<Record<string, unknown>>(`../src/platform/${name}.weapp.ts`),
  }
  const current = () => (process.env.TARO_ENV === 'weapp' ? files.weapp : files.h5)
  return Object.defineProperties(
    {},
    Object.fromEntries(Object.keys(files.h5).map((key) => [key, { enumerable: true, get: () => current()[key] }])),
  )
}

// What Taro's build writes in; read at run time here so that a test can stub another platform.
beforeEach(() => {
  vi.stubEnv('TARO_ENV', 'h5')
  vi.stubEnv('TARO_PLATFORM', 'web')
  vi.stubEnv('FRAMEWORK', 'react')
  resetTaro()
})

afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
})
