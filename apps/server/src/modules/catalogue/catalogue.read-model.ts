import type { Clock } from '../../platform/clock'
import type { InvalidationBus } from '../../platform/invalidation'
import type { CatalogueRepository, CatalogueRows } from './catalogue.repository'
import { buildSearchIndex, type SearchIndex } from './catalogue.search'
import { deriveSnapshot, searchDocuments, type Snapshot } from './catalogue.snapshot'

/**
 * The catalogue in memory (ADR 0020), kept fresh by the invalidation bus (ADR 0070): reads never wait for the
 * database, except the first one and the first after a change. A change is published on the topic `catalogue`,
 * with the SKUs whose stock, flash-sale inventory or sales moved as its keys (re-read, a small query), or with no keys
 * (everything is loaded again). Every process, this one included, hears it; the next read brings the model up to
 * every change heard before it began.
 */
export function createReadModel({
  repository,
  clock,
  bus,
}: {
  repository: CatalogueRepository
  clock: Clock
  bus: InvalidationBus
}) {
  let rows: CatalogueRows | null = null
  let search: SearchIndex | null = null
  let snapshot: Snapshot | null = null
  // Changes heard (counted) and the count the model is up to; what is still to do for them.
  let heard = 0
  let applied = 0
  let reloadAll = true
  const staleSkus = new Set<number>()
  let syncing: Promise<void> | null = null

  bus.subscribe('catalogue', (keys) => {
    heard += 1
    if (keys === null) reloadAll = true
    else for (const key of keys) staleSkus.add(Number(key))
  })

  /** The snapshot for this moment: derived again when an activity started or ended since it was made. */
  function derived(): Snapshot {
    const now = clock.now().getTime()
    if (!snapshot || now < snapshot.validFrom || now >= snapshot.validUntil)
      snapshot = deriveSnapshot(rows!, search!, now)
    return snapshot
  }

  /** Applies what was heard up to now: a whole load, or the stale SKUs re-read (what is heard meanwhile waits). */
  async function sync(): Promise<void> {
    const upTo = heard
    const all = reloadAll || rows === null
    const skuIds = [...staleSkus]
    reloadAll = false
    staleSkus.clear()
    try {
      if (all) {
        rows = await repository.loadAll()
        search = buildSearchIndex(searchDocuments(rows))
      } else if (skuIds.length > 0) {
        patchSkus(rows!, await repository.skuStates(skuIds))
      }
    } catch (error) {
      reloadAll ||= all
      for (const id of skuIds) staleSkus.add(id)
      throw error
    }
    snapshot = null
    applied = upTo
  }

  async function upToDate(): Promise<Snapshot> {
    const wanted = heard
    while (applied < wanted || rows === null) {
      syncing ??= sync().finally(() => {
        syncing = null
      })
      await syncing
    }
    return derived()
  }

  return {
    /** The catalogue with every change heard so far. */
    current(): Snapshot | Promise<Snapshot> {
      return rows !== null && applied === heard ? derived() : upToDate()
    },

    /** A view counted in the database: the goods' detail shows the new count here at once. */
    noteViewCount(goodsId: number, viewCount: number): void {
      const row = rows?.goods.find((candidate) => candidate.id === goodsId)
      if (!row) return
      row.viewCount = viewCount
      snapshot?.answers.forget(`detail:${goodsId}:`)
    },
  }
}

/** These SKUs' stock, flash-sale inventory used and their goods' sales, as the database has them now. */
function patchSkus(rows: CatalogueRows, states: Awaited<ReturnType<CatalogueRepository['skuStates']>>): void {
  const stock = new Map(states.skus.map((sku) => [sku.id, sku.stock]))
  const used = new Map(states.activitySkus.map((link) => [`${link.activityId}:${link.skuId}`, link.useInventory]))
  const sales = new Map(states.goods.map((row) => [row.id, row.salesCount]))
  rows.skus = rows.skus.map((sku) => (stock.has(sku.id) ? { ...sku, stock: stock.get(sku.id)! } : sku))
  rows.activitySkus = rows.activitySkus.map((link) => {
    const useInventory = used.get(`${link.activityId}:${link.skuId}`)
    return useInventory === undefined ? link : { ...link, useInventory }
  })
  rows.goods = rows.goods.map((row) => (sales.has(row.id) ? { ...row, salesCount: sales.get(row.id)! } : row))
}
