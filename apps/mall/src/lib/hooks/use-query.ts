import { useCallback, useEffect, useRef, useState } from 'react'

export interface QueryState<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  /** Loads again (the retry of an error state, a pull-down refresh). */
  reload: () => void
}

export interface Query<T> extends QueryState<T> {
  /**
   * Shows what a change answered (a cart change answers the whole cart) instead of loading again; a load on its way
   * is dropped. A failed change throws and leaves the data as it was.
   */
  update: (change: () => Promise<T>) => Promise<void>
}

export interface QueryOptions {
  /**
   * An error the caller deals with by changing what is asked (a coupon gone, an address gone), after which a new load
   * follows: true keeps it off the screen.
   */
  recover?: (error: unknown) => boolean
}

/**
 * Loads data for a page and keeps loading / error / data together. No cache: pages are few and small; the
 * latest answer wins when `deps` change quickly. Pass `enabled: false` to wait (e.g. for the session). `load` is
 * told whether an answer has been shown yet (a first load's refusal is the page's error state, not a modal).
 */
export function useQuery<T>(
  load: (context: { shown: boolean }) => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
  options: QueryOptions = {},
): Query<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: enabled })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef({ load, options })
  latest.current = { load, options }
  /** Bumped by every load and change, so that a late answer never overwrites a newer one. */
  const generation = useRef(0)
  const shown = useRef(false)

  const show = useCallback((data: T) => {
    shown.current = true
    setState({ data, loading: false })
  }, [])

  useEffect(() => {
    if (!enabled) return
    const mine = ++generation.current
    setState((s) => ({ ...s, loading: true, error: undefined }))
    latest.current.load({ shown: shown.current }).then(
      (data) => mine === generation.current && show(data),
      (error: unknown) => {
        if (mine !== generation.current) return
        const recovered = latest.current.options.recover?.(error) ?? false
        setState((s) => ({ data: s.data, error: recovered ? undefined : error, loading: false }))
      },
    )
    return () => {
      if (mine === generation.current) generation.current++
    }
  }, [enabled, attempt, ...deps]) // the caller lists what `load` depends on

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const update = useCallback(
    async (change: () => Promise<T>) => {
      const mine = ++generation.current
      const data = await change()
      if (mine === generation.current) show(data)
    },
    [show],
  )
  return { data: state.data, error: state.error, loading: state.loading, reload, update }
}
