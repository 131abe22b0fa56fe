import type { Clock } from '../../platform/clock'
import type { CatalogueRepository, CatalogueRows } from './catalogue.repository'
import { buildSearchIndex, type SearchIndex } from './catalogue.search'
import { deriveSnapshot, searchDocuments, type Snapshot } from './catalogue.snapshot'

/** How often a process asks the database whether another process changed the catalogue. */
export const VERSION_CHECK_INTERVAL_MS = 1000

/**
 * The catalogue in memory (ADR 0020). Reads never wait for the database, except the first one and one version
 * check a second: when the version row moved (another process, or an operator, changed the catalogue) the whole
 * catalogue is loaded again. Changes made through this process patch the rows in place and bump the version, so
 * the other processes follow within a check interval.
 */
export function createReadModel({ repository, clock }: { repository: CatalogueRepository; clock: Clock }) {
  let rows: CatalogueRows | null = null
  let search: SearchIndex | null = null
  let version = -1
  let snapshot: Snapshot | null = null
  let checkedAt = -Infinity
  let checking: Promise<Snapshot> | null = null
  /** Counts invalidations: a check that began before one does not count as a fresh check. */
  let generation = 0

  /** The snapshot for this moment: derived again when an activity started or ended since it was made. */
  function derived(): Snapshot {
    const now = clock.now().getTime()
    if (!snapshot || now < snapshot.validFrom || now >= snapshot.validUntil)
      snapshot = deriveSnapshot(rows!, search!, now)
    return snapshot
  }

  async function check(): Promise<Snapshot> {
    const startedAt = clock.now().getTime()
    const startedIn = generation
    if (rows === null || (await repository.version()) !== version) {
      const loaded = await repository.loadAll()
      // A check begun earlier may end later with older rows: keep the newer ones.
      if (rows === null || loaded.version >= version) {
        rows = loaded.rows
        version = loaded.version
        search = buildSearchIndex(searchDocuments(rows))
        snapshot = null
      }
    }
    if (startedIn === generation) checkedAt = startedAt
    return derived()
  }

  return {
    /** The catalogue as of at most one check interval ago. */
    current(): Snapshot | Promise<Snapshot> {
      const now = clock.now().getTime()
      if (rows && now >= checkedAt && now - checkedAt < VERSION_CHECK_INTERVAL_MS) return derived()
      checking ??= check().finally(() => {
        checking = null
      })
      return checking
    },

    /**
     * Reads these SKUs' stock, flash-sale inventory used and their goods' sales again (after orders changed them),
     * updates this process's model and bumps the version for the others.
     */
    async refreshSkus(skuIds: number[]): Promise<void> {
      if (skuIds.length === 0) return
      const states = await repository.skuStates(skuIds)
      const bumped = await repository.bumpVersion(clock.now())
      if (!rows) return // not loaded yet: the first read loads the current state
      const stock = new Map(states.skus.map((sku) => [sku.id, sku.stock]))
      const used = new Map(states.activitySkus.map((link) => [`${link.activityId}:${link.skuId}`, link.useInventory]))
      const sales = new Map(states.goods.map((row) => [row.id, row.salesCount]))
      rows.skus = rows.skus.map((sku) => (stock.has(sku.id) ? { ...sku, stock: stock.get(sku.id)! } : sku))
      rows.activitySkus = rows.activitySkus.map((link) => {
        const useInventory = used.get(`${link.activityId}:${link.skuId}`)
        return useInventory === undefined ? link : { ...link, useInventory }
      })
      rows.goods = rows.goods.map((row) => (sales.has(row.id) ? { ...row, salesCount: sales.get(row.id)! } : row))
      // Another process's change in between: leave our version behind, so the next check loads everything.
      if (bumped === version + 1) version = bumped
      snapshot = null
    },

    /**
     * The catalogue changed in the database (a console edit, which bumped the version in its transaction): the
     * next read in this process loads it again, not waiting for the check interval.
     */
    invalidate(): void {
      generation++
      checkedAt = -Infinity
      checking = null
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
