import { cleanup } from '@testing-library/react'
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
