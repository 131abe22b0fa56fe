import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useQuery } from './use-query'

/** A call that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('useQuery', () => {
  it('tells the load whether an answer was shown yet, and the latest deps win', async () => {
    const calls: Array<{ key: string; shown: boolean; answer: ReturnType<typeof deferred<string>> }> = []
    const { result, rerender } = renderHook(
      ({ key }) =>
        useQuery(
          ({ shown }) => {
            const answer = deferred<string>()
            calls.push({ key, shown, answer })
            return answer.promise
          },
          [key],
        ),
      { initialProps: { key: 'a' } },
    )
    expect(result.current.loading).toBe(true)
    await act(async () => calls[0]!.answer.resolve('A'))
    expect(result.current.data).toBe('A')

    rerender({ key: 'b' })
    rerender({ key: 'c' })
    expect(calls.map((c) => [c.key, c.shown])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ])
    await act(async () => calls[2]!.answer.resolve('C'))
    await act(async () => calls[1]!.answer.resolve('B (late)'))
    expect(result.current.data).toBe('C')
    expect(result.current.loading).toBe(false)
  })

  it('update shows what a change answered and drops the load on its way; a failed change throws', async () => {
    const load = deferred<string>()
    const { result } = renderHook(() => useQuery(() => load.promise, []))
    await act(() => result.current.update(async () => 'changed'))
    expect(result.current.data).toBe('changed')
    await act(async () => load.resolve('stale'))
    expect(result.current.data).toBe('changed')
    await expect(result.current.update(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(result.current.data).toBe('changed')
  })

  it('an error the caller recovers from stays off the screen; others are shown with the data kept', async () => {
    const answers = [
      () => Promise.resolve('A'),
      () => Promise.reject(new Error('coupon gone')),
      () => Promise.reject(new Error('down')),
    ]
    const recover = vi.fn((e: unknown) => (e as Error).message === 'coupon gone')
    let next = 0
    const { result } = renderHook(() => useQuery(() => answers[next++]!(), [], true, { recover }))
    await waitFor(() => expect(result.current.data).toBe('A'))
    act(() => result.current.reload())
    await waitFor(() => expect(recover).toHaveBeenCalledTimes(1))
    expect(result.current.error).toBeUndefined()
    act(() => result.current.reload())
    await waitFor(() => expect((result.current.error as Error)?.message).toBe('down'))
    expect(result.current.data).toBe('A')
  })
})
