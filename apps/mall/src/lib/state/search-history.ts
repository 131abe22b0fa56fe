import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'

/** How many recent searches are kept and shown. */
export const HISTORY_LIMIT = 10

/** The history after a search: the keyword first, no duplicates, at most `limit` entries. */
export function withKeyword(history: readonly string[], keyword: string, limit = HISTORY_LIMIT): string[] {
  const k = keyword.trim()
  if (!k) return [...history]
  return [k, ...history.filter((h) => h !== k)].slice(0, limit)
}

function readLocal(key: string): string[] {
  const value: unknown = Taro.getStorageSync(key)
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** The server's side of a signed-in shopper's history (it records searches itself). */
export interface ServerHistory {
  fetch: () => Promise<{ keywords: string[] }>
  clear: () => Promise<unknown>
}

export interface SearchHistory {
  keywords: string[]
  clear: () => Promise<void>
}

/** A visitor's search goes into the history in storage (a signed-in shopper's is recorded by the server). */
export function recordLocalSearch(storageKey: string, keyword: string): void {
  Taro.setStorageSync(storageKey, withKeyword(readLocal(storageKey), keyword))
}

/**
 * Recent searches, reloaded whenever the page shows (so a search made on the results page is there on the way
 * back). A signed-in shopper's history is the server's; a visitor's lives in storage under `storageKey`.
 */
export function useSearchHistory(storageKey: string, server: ServerHistory, signedIn: boolean): SearchHistory {
  const [local, setLocal] = useState(() => readLocal(storageKey))
  const [remote, setRemote] = useState<string[]>([])

  const refresh = useCallback(() => {
    if (!signedIn) return setLocal(readLocal(storageKey))
    server.fetch().then(
      ({ keywords }) => setRemote(keywords.slice(0, HISTORY_LIMIT)),
      () => undefined, // the history is a convenience: without it the page still searches
    )
  }, [signedIn, storageKey, server])

  useDidShow(refresh)
  // The session may settle after the page showed (the launch login): load again when it does.
  const shown = useRef(false)
  useEffect(() => {
    if (shown.current) refresh()
    shown.current = true
  }, [refresh])

  const clear = async () => {
    if (signedIn) {
      await server.clear()
      setRemote([])
      return
    }
    Taro.removeStorageSync(storageKey)
    setLocal([])
  }

  return { keywords: signedIn ? remote : local, clear }
}
