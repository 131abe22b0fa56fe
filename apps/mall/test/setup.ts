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
