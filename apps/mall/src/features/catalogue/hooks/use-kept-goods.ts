import { useState } from 'react'
import { usePaged, type PagedState } from '../../../lib/hooks/use-paged'
import { fetchFavorites, setFavorite } from '../api/favorite'
import { clearViewRecords, fetchViewRecords, removeViewRecord } from '../api/view-records'

const PAGE_SIZE = 20

/** The two lists of goods a customer keeps: what each loads, what takes one out, what empties it. */
const KINDS = {
  favorites: {
    load: fetchFavorites,
    keyOf: (item: Awaited<ReturnType<typeof fetchFavorites>>['content'][number]) => item.favoriteSkuId,
    remove: (skuId: number) => setFavorite(skuId, false),
    clear: null,
  },
  history: {
    load: fetchViewRecords,
    keyOf: (item: Awaited<ReturnType<typeof fetchViewRecords>>['content'][number]) => item.id,
    remove: removeViewRecord,
    clear: clearViewRecords,
  },
} as const

export type KeptKind = keyof typeof KINDS
export type KeptItem<K extends KeptKind> =
  ReturnType<(typeof KINDS)[K]['load']> extends Promise<infer P>
    ? P extends { content: (infer T)[] }
      ? T
      : never
    : never

export interface KeptGoods<T> extends PagedState<T> {
  /** Takes one out: gone from the screen at once, back if the call fails (the request layer said why). */
  remove: (item: T) => void
  /** Empties the list (the history); null where a list cannot be emptied at once. */
  clear: (() => Promise<void>) | null
}

/**
 * 收藏 (favorites) or 足迹 (the browsing history), paged, for a signed-in customer (`enabled`), with what the
 * shopper takes out on this page hidden before the server answers.
 */
export function useKeptGoods<K extends KeptKind>(kind: K, enabled: boolean): KeptGoods<KeptItem<K>> {
  const { load, keyOf, remove, clear } = KINDS[kind] as unknown as {
    load: (
      page: number,
      size: number,
    ) => Promise<{ content: KeptItem<K>[]; page: number; totalPages: number; totalElements: number }>
    keyOf: (item: KeptItem<K>) => number
    remove: (key: number) => Promise<unknown>
    clear: (() => Promise<unknown>) | null
  }
  const list = usePaged((page) => load(page, PAGE_SIZE), [kind], enabled)
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set())
  const { reload } = list

  return {
    ...list,
    data: list.data?.filter((item) => !removed.has(keyOf(item))),
    total: Math.max(0, list.total - removed.size),
    remove: (item) => {
      const key = keyOf(item)
      setRemoved((prev) => new Set(prev).add(key))
      remove(key).catch(() => setRemoved((prev) => new Set([...prev].filter((k) => k !== key))))
    },
    clear:
      clear &&
      (async () => {
        await clear()
        setRemoved(new Set())
        reload()
      }),
  }
}
