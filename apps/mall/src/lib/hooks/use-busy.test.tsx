import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/api-error'
import { useBusy } from './use-busy'

/** An action that waits until the test lets it finish. */
function gated() {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  let runs = 0
  return { action: async () => void (runs++, await gate), open: () => open(), runs: () => runs }
}

describe('useBusy', () => {
  it('runs one action at a time: a second tap while it runs does nothing; busy meanwhile', async () => {
    const { result } = renderHook(() => useBusy())
    const first = gated()
    let running!: Promise<void>
    act(() => {
      running = result.current.run(first.action)
      void result.current.run(first.action)
    })
    expect(result.current.busy).toBe(true)
    expect(first.runs()).toBe(1)
    await act(async () => {
      first.open()
      await running
    })
    expect(result.current.busy).toBe(false)
    await act(() => result.current.run(first.action))
    expect(first.runs()).toBe(2)
  })

  it('ends quietly on a refused call (the request layer has shown it) and throws anything else on', async () => {
    const { result } = renderHook(() => useBusy())
    await act(() => result.current.run(() => Promise.reject(new ApiError(409, { code: 'x', message: '不行' }))))
    expect(result.current.busy).toBe(false)
    let thrown: unknown
    await act(() =>
      result.current.run(() => Promise.reject(new TypeError('bug'))).catch((e: unknown) => void (thrown = e)),
    )
    expect(thrown).toBeInstanceOf(TypeError)
    expect(result.current.busy).toBe(false)
  })
})
