import { useCallback, useEffect, useRef, useState } from 'react'

export interface QueryState<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  /** Loads again (the retry of an error state, a pull-down refresh). */
  reload: () => void
}

/**
 * Loads data for a page and keeps loading / error / data together. No cache: pages are few and small; the
 * latest answer wins when `deps` change quickly. Pass `enabled: false` to wait (e.g. for the session).
 */
export function useQuery<T>(load: () => Promise<T>, deps: readonly unknown[], enabled = true): QueryState<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: enabled })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    if (!enabled) return
    let current = true
    setState((s) => ({ ...s, loading: true, error: undefined }))
    loadRef.current().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState((s) => ({ data: s.data, error, loading: false })),
    )
    return () => {
      current = false
    }
  }, [enabled, attempt, ...deps]) // the caller lists what `load` depends on

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { data: state.data, error: state.error, loading: state.loading, reload }
}
