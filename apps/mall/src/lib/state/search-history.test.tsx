import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import Taro from '../../../test/taro'
import { HISTORY_LIMIT, recordLocalSearch, useSearchHistory, withKeyword } from './search-history'

const KEY = 'test.searchHistory'

const server = (keywords: string[]) => ({
  fetch: vi.fn(async () => ({ keywords })),
  clear: vi.fn(async () => ({ success: true })),
})

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))

describe('search history', () => {
  it.each([
    ['a new keyword goes first', ['面霜'], '口红', ['口红', '面霜']],
    ['a repeated keyword moves to the front, once', ['面霜', '口红', '香水'], '口红', ['口红', '面霜', '香水']],
    ['spaces around it do not count', ['面霜'], '  口红 ', ['口红', '面霜']],
    ['an empty keyword changes nothing', ['面霜'], '   ', ['面霜']],
  ])('%s', (_name, history, keyword, expected) => {
    expect(withKeyword(history, keyword)).toEqual(expected)
  })

  it(`keeps the newest ${HISTORY_LIMIT}`, () => {
    const many = Array.from({ length: HISTORY_LIMIT }, (_, i) => `k${i}`)
    const next = withKeyword(many, 'new')
    expect(next).toHaveLength(HISTORY_LIMIT)
    expect(next[0]).toBe('new')
    expect(next).not.toContain(`k${HISTORY_LIMIT - 1}`)
  })

  it("a visitor's history lives in storage; clearing empties it without calling the server", async () => {
    recordLocalSearch(KEY, '面霜')
    recordLocalSearch(KEY, '口红')
    const remote = server(['服务器'])
    const { result } = renderHook(() => useSearchHistory(KEY, remote, false))
    expect(result.current.keywords).toEqual(['口红', '面霜'])
    await act(() => result.current.clear())
    expect(result.current.keywords).toEqual([])
    expect(Taro.getStorageSync(KEY)).toBe('')
    expect(remote.fetch).not.toHaveBeenCalled()
    expect(remote.clear).not.toHaveBeenCalled()
  })

  it("a signed-in shopper's history is the server's; clearing asks the server (DELETE)", async () => {
    recordLocalSearch(KEY, '本地')
    const remote = server(['口红', '面霜'])
    const { result } = renderHook(() => useSearchHistory(KEY, remote, true))
    await settle()
    expect(result.current.keywords).toEqual(['口红', '面霜'])
    await act(() => result.current.clear())
    expect(remote.clear).toHaveBeenCalledOnce()
    expect(result.current.keywords).toEqual([])
  })

  it('a failed clear keeps the history and reports the failure', async () => {
    const remote = server(['口红'])
    remote.clear.mockRejectedValueOnce(new Error('offline'))
    const { result } = renderHook(() => useSearchHistory(KEY, remote, true))
    await settle()
    await act(() => expect(result.current.clear()).rejects.toThrow('offline'))
    expect(result.current.keywords).toEqual(['口红'])
  })

  it('loads from the server once the launch login settles', async () => {
    const remote = server(['口红'])
    const { result, rerender } = renderHook(({ signedIn }) => useSearchHistory(KEY, remote, signedIn), {
      initialProps: { signedIn: false },
    })
    expect(result.current.keywords).toEqual([])
    rerender({ signedIn: true })
    await settle()
    expect(remote.fetch).toHaveBeenCalledOnce()
    expect(result.current.keywords).toEqual(['口红'])
  })
})
