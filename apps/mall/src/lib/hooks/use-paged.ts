import { useCallback, useEffect, useRef, useState } from 'react'
import type { QueryState } from './use-query'

/** One page of a paged answer (`pageOf` in the contracts); pages count from 0. */
export interface PageOf<T> {
  content: T[]
  page: number
  totalPages: number
  totalElements: number
}

export interface PagedState<T> extends QueryState<T[]> {
  /** Items across all pages loaded so far, as the server counts them in all. */
  total: number
  hasMore: boolean
  loadingMore: boolean
  /** The failure of the last "next page" load (the first page's failure is `error`). */
  moreError: unknown
  /** Loads the next page (the page's onReachBottom); does nothing while loading or at the end. */
  loadMore: () => void
}

interface Loaded<T> {
  items: T[]
  page: number
  totalPages: number
  total: number
}

/**
 * A paged list for infinite scroll: the first page like useQuery (so QueryView shows its states), then one page
 * after another on `loadMore`. Changing `deps` starts again at page 0; answers for old deps are dropped.
 */
export function usePaged<T>(
  load: (page: number) => Promise<PageOf<T>>,
  deps: readonly unknown[],
  enabled = true,
): PagedState<T> {
  const [loaded, setLoaded] = useState<Loaded<T> | undefined>()
  const [error, setError] = useState<unknown>()
  const [loading, setLoading] = useState(enabled)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreError, setMoreError] = useState<unknown>()
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  /** Bumped whenever the list starts again, so that late answers of an older list are ignored. */
  const generation = useRef(0)
  const busy = useRef(false)

  useEffect(() => {
    if (!enabled) return
    const mine = ++generation.current
    busy.current = true
    setLoading(true)
    setError(undefined)
    setMoreError(undefined)
    setLoadingMore(false)
    loadRef.current(0).then(
      (p) => {
        if (mine !== generation.current) return
        busy.current = false
        setLoaded({ items: p.content, page: p.page, totalPages: p.totalPages, total: p.totalElements })
        setLoading(false)
      },
      (e: unknown) => {
        if (mine !== generation.current) return
        busy.current = false
        setError(e)
        setLoading(false)
      },
    )
  }, [enabled, attempt, ...deps]) // the caller lists what `load` depends on

  const hasMore = loaded !== undefined && loaded.page + 1 < loaded.totalPages

  const loadMore = useCallback(() => {
    if (!loaded || busy.current || loaded.page + 1 >= loaded.totalPages) return
    const mine = generation.current
    busy.current = true
    setLoadingMore(true)
    setMoreError(undefined)
    loadRef.current(loaded.page + 1).then(
      (p) => {
        if (mine !== generation.current) return
        busy.current = false
        setLoaded((prev) => ({
          items: [...(prev?.items ?? []), ...p.content],
          page: p.page,
          totalPages: p.totalPages,
          total: p.totalElements,
        }))
        setLoadingMore(false)
      },
      (e: unknown) => {
        if (mine !== generation.current) return
        busy.current = false
        setMoreError(e)
        setLoadingMore(false)
      },
    )
  }, [loaded])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  return {
    data: loaded?.items,
    error,
    loading,
    reload,
    total: loaded?.total ?? 0,
    hasMore,
    loadingMore,
    moreError,
    loadMore,
  }
}
