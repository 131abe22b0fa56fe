import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { usePaged, type PageOf } from './use-paged'

const pageOf = (page: number, totalPages: number, items: string[]): PageOf<string> => ({
  content: items,
  page,
  totalPages,
  totalElements: totalPages * 2,
})

/** A loader whose answers the test hands out one by one. */
function controlled() {
  const pending: Array<{
    page: number
    key: string
    resolve: (p: PageOf<string>) => void
    reject: (e: unknown) => void
  }> = []
  const load = (key: string) => (page: number) =>
    new Promise<PageOf<string>>((resolve, reject) => pending.push({ page, key, resolve, reject }))
  return { pending, load }
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))

describe('usePaged', () => {
  it('loads page 0, appends the next pages on loadMore, stops at the last', async () => {
    const { pending, load } = controlled()
    const { result } = renderHook(() => usePaged(load('a'), ['a']))
    expect(result.current.loading).toBe(true)
    pending.shift()!.resolve(pageOf(0, 2, ['a1', 'a2']))
    await settle()
    expect(result.current.data).toEqual(['a1', 'a2'])
    expect([result.current.hasMore, result.current.total]).toEqual([true, 4])

    act(() => result.current.loadMore())
    act(() => result.current.loadMore()) // a second call while loading does nothing
    expect(pending.map((p) => p.page)).toEqual([1])
    expect(result.current.loadingMore).toBe(true)
    pending.shift()!.resolve(pageOf(1, 2, ['a3']))
    await settle()
    expect(result.current.data).toEqual(['a1', 'a2', 'a3'])
    expect(result.current.hasMore).toBe(false)
    act(() => result.current.loadMore())
    expect(pending).toHaveLength(0)
  })

  it('a failed next page keeps what is loaded and can be retried', async () => {
    const { pending, load } = controlled()
    const { result } = renderHook(() => usePaged(load('a'), ['a']))
    pending.shift()!.resolve(pageOf(0, 3, ['a1']))
    await settle()
    act(() => result.current.loadMore())
    pending.shift()!.reject(new Error('offline'))
    await settle()
    expect(result.current.moreError).toBeInstanceOf(Error)
    expect(result.current.data).toEqual(['a1'])
    act(() => result.current.loadMore())
    expect(pending.map((p) => p.page)).toEqual([1])
  })

  it('new deps start again at page 0 and drop late answers for the old ones', async () => {
    const { pending, load } = controlled()
    const { result, rerender } = renderHook(({ key }) => usePaged(load(key), [key]), { initialProps: { key: 'a' } })
    pending.shift()!.resolve(pageOf(0, 2, ['a1']))
    await settle()
    act(() => result.current.loadMore())
    const late = pending.shift()!
    rerender({ key: 'b' })
    late.resolve(pageOf(1, 2, ['a2']))
    await settle()
    expect(pending.map((p) => [p.key, p.page])).toEqual([['b', 0]])
    pending.shift()!.resolve(pageOf(0, 1, ['b1']))
    await settle()
    expect(result.current.data).toEqual(['b1'])
  })

  it('a failed first page is the error; reload tries again', async () => {
    const { pending, load } = controlled()
    const { result } = renderHook(() => usePaged(load('a'), ['a']))
    pending.shift()!.reject(new Error('busy'))
    await settle()
    expect([result.current.data, result.current.loading]).toEqual([undefined, false])
    expect(result.current.error).toBeInstanceOf(Error)
    act(() => result.current.reload())
    pending.shift()!.resolve(pageOf(0, 1, []))
    await settle()
    expect(result.current.data).toEqual([])
    expect(result.current.hasMore).toBe(false)
  })
})
