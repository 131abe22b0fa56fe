import { useCallback, useRef, useState } from 'react'
import { isApiError } from '../http/api-error'

/**
 * One action at a time, for the buttons that send something: `run(action)` does nothing while an action runs (two
 * quick taps send once: the guard is a ref, not the state of the last render), and `busy` is true meanwhile (the
 * button's loading state). It answers what the action answered, or undefined when the tap was ignored. A refused
 * call has been shown by the request layer, so an ApiError ends the action quietly (undefined too); anything else
 * is a bug and is thrown on.
 */
export function useBusy(): { busy: boolean; run: <T>(action: () => Promise<T>) => Promise<T | undefined> } {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await action()
    } catch (error) {
      if (!isApiError(error)) throw error
      return undefined
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
