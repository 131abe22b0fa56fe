import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import {
  PAGE_CODES,
  PAGE_NAMES,
  pageSetting,
  type ArticleCard,
  type dialogInput,
  type DIALOG_TYPES,
  type GoodsCard,
  type MerchantDialog,
  type PageDraft,
  type PageVersionSummary,
  type ResponseOf,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { sharedCache, type InvalidationBus } from '../../platform/invalidation'
import type { AuditService } from '../audit'
import { referencedIds, resolveBlocks, validBlocks, type StoredBlock } from './pages.blocks'
import { pageDialogs, pageDrafts, pageSettings, pageVersions } from './pages.tables'
import { toPage } from '../../platform/paging'

export interface PagesDeps {
  db: Db
  clock: Clock
  bus: InvalidationBus
  goodsCards(goodsIds: readonly number[]): Promise<GoodsCard[]>
  articleCards(articleIds: readonly number[]): Promise<ArticleCard[]>
  /** The audit log: publishing and rolling back write their row in the same transaction. */
  audit: Pick<AuditService, 'record'>
  /**
   * How long a page is answered from memory at most (default one second): home pages are read far more than changed.
   * An edit published on the bus (`bus.publish('pages', [code])`) ends it at once in every process.
   */
  cacheMs?: number
}

type PageCode = (typeof PAGE_CODES)[number]
type DialogType = (typeof DIALOG_TYPES)[number]
type Page = ResponseOf<typeof pageSetting>

/** How many of a page's blocks a phone shows before scrolling, at most. */
const LEAD_BLOCKS = 3

export type PagesService = ReturnType<typeof createPagesService>

export function createPagesService({ db, clock, bus, goodsCards, articleCards, audit, cacheMs = 1000 }: PagesDeps) {
  /** Blocks as the app receives them: goods and article ids become today's cards. */
  async function resolve(code: PageCode, title: string, stored: unknown): Promise<Page> {
    const blocks = validBlocks(stored)
    const { goodsIds, articleIds } = referencedIds(blocks)
    const [goods, articles] = await Promise.all([goodsCards(goodsIds), articleCards(articleIds)])
    return {
      code,
      title,
      blocks: resolveBlocks(
        blocks,
        new Map(goods.map((card) => [card.id, card])),
        new Map(articles.map((card) => [card.articleId, card])),
      ),
    }
  }

  async function build(code: PageCode): Promise<Page> {
    const [row] = await db.select().from(pageSettings).where(eq(pageSettings.code, code))
    // A page nobody has filled shows nothing rather than failing.
    if (!row) return { code, title: '', blocks: [] }
    return resolve(code, row.title, row.blocks)
  }

  // An edit of a page reaches every process at once (topic `pages`, keyed by page code); its cards' prices, stock
  // and counts move without an edit of the page, so a page is also made again after the cache period.
  const pages = sharedCache({
    bus,
    topic: 'pages',
    clock,
    ttlMs: cacheMs,
    make: async (code: PageCode) => Buffer.from(JSON.stringify(pageSetting.response.parse(await build(code)))),
  })
  /** The page's blocks with current cards, as JSON. */
  const pageJson = (code: PageCode): Promise<Buffer> => pages.get(code)

  const live = async (tx: Db, code: PageCode) => {
    const [row] = await tx.select().from(pageSettings).where(eq(pageSettings.code, code))
    return row ?? { code, title: '', blocks: [] as StoredBlock[], version: 0, updatedAt: null }
  }

  async function draft(code: PageCode): Promise<PageDraft> {
    const [saved] = await db.select().from(pageDrafts).where(eq(pageDrafts.code, code))
    const current = await live(db, code)
    if (saved) {
      return {
        code,
        title: saved.title,
        blocks: validBlocks(saved.blocks),
        revision: saved.revision,
        baseVersion: saved.baseVersion,
        liveVersion: current.version,
        saved: true,
        updatedAt: saved.updatedAt.toISOString(),
        updatedBy: saved.updatedBy,
      }
    }
    return {
      code,
      title: current.title,
      blocks: validBlocks(current.blocks),
      revision: 0,
      baseVersion: current.version,
      liveVersion: current.version,
      saved: false,
      updatedAt: null,
      updatedBy: null,
    }
  }

  const summary = (row: typeof pageVersions.$inferSelect, liveVersion: number): PageVersionSummary => ({
    code: row.code as PageCode,
    version: row.version,
    title: row.title,
    blockCount: validBlocks(row.blocks).length,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
    restoredFrom: row.restoredFrom,
    live: row.version === liveVersion,
  })

  /**
   * Makes `content` the page's live content as the next version, inside one transaction: the live row is locked
   * first, so two publishes of one page number their versions one after the other.
   */
  async function goLive(
    tx: Db,
    code: PageCode,
    content: { title: string; blocks: StoredBlock[] },
    staffUserid: string,
    restoredFrom: number | null,
  ) {
    const now = clock.now()
    await tx
      .insert(pageSettings)
      .values({ code, title: content.title, blocks: [], version: 0, updatedAt: now })
      .onConflictDoNothing()
    const [before] = await tx.select().from(pageSettings).where(eq(pageSettings.code, code)).for('update')
    const [{ last } = { last: 0 }] = await tx
      .select({ last: sql<number>`coalesce(max(${pageVersions.version}), 0)::int` })
      .from(pageVersions)
      .where(eq(pageVersions.code, code))
    const version = Math.max(last, before!.version) + 1
    const [row] = await tx
      .insert(pageVersions)
      .values({ code, version, ...content, publishedAt: now, publishedBy: staffUserid, restoredFrom })
      .returning()
    await tx
      .update(pageSettings)
      .set({ ...content, version, updatedAt: now })
      .where(eq(pageSettings.code, code))
    const name = PAGE_NAMES[code]
    await audit.record(tx, {
      staffUserid,
      action: 'content.publish',
      targetType: 'page',
      targetId: code,
      summary:
        restoredFrom === null
          ? `发布页面「${name}」版本 ${version}`
          : `回滚页面「${name}」至版本 ${restoredFrom}（新版本 ${version}）`,
      before: { version: before!.version, title: before!.title, blocks: before!.blocks },
      after: { version, title: content.title, blocks: content.blocks },
    })
    return summary(row!, version)
  }

  const versionRow = async (code: PageCode, version: number) => {
    const [row] = await db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.code, code), eq(pageVersions.version, version)))
    if (!row) throw new DomainError('pageVersionNotFound', { code, version })
    return row
  }

  const dialogColumns = {
    id: pageDialogs.id,
    type: pageDialogs.type,
    image: pageDialogs.image,
    link: pageDialogs.link,
    frequency: pageDialogs.frequency,
    enabled: pageDialogs.enabled,
    sort: pageDialogs.sort,
  }
  /** Among a type's enabled dialogs, the one the shop shows: the highest sort, then the newest. */
  const showingOrder = [desc(pageDialogs.sort), desc(pageDialogs.id)]

  return {
    pageJson,

    /**
     * The pictures a phone shows before scrolling (the first of each banner and hot zone among the page's first
     * three blocks), for index.html to preload (ADR 0040).
     */
    async leadImages(code: PageCode): Promise<string[]> {
      const page = JSON.parse((await pageJson(code)).toString('utf8')) as Page
      return page.blocks.slice(0, LEAD_BLOCKS).flatMap((block) => {
        if (block.type === 'banner') return block.images.slice(0, 1).map((b) => b.image)
        return block.type === 'hotZone' ? [block.image] : []
      })
    },

    async dialog(type: DialogType) {
      const [row] = await db
        .select({
          id: pageDialogs.id,
          type: pageDialogs.type,
          image: pageDialogs.image,
          link: pageDialogs.link,
          frequency: pageDialogs.frequency,
        })
        .from(pageDialogs)
        .where(and(eq(pageDialogs.type, type), eq(pageDialogs.enabled, true)))
        .orderBy(...showingOrder)
        .limit(1)
      return { dialog: row ?? null }
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async overview() {
      const [lives, drafts] = await Promise.all([
        db.select().from(pageSettings),
        db
          .select({ code: pageDrafts.code, updatedAt: pageDrafts.updatedAt, updatedBy: pageDrafts.updatedBy })
          .from(pageDrafts),
      ])
      return PAGE_CODES.map((code) => {
        const current = lives.find((row) => row.code === code)
        const saved = drafts.find((row) => row.code === code)
        return {
          code,
          name: PAGE_NAMES[code],
          title: current?.title ?? '',
          liveVersion: current?.version ?? 0,
          publishedAt: current ? current.updatedAt.toISOString() : null,
          draftUpdatedAt: saved ? saved.updatedAt.toISOString() : null,
          draftUpdatedBy: saved?.updatedBy ?? null,
        }
      })
    },

    draft,

    /**
     * Saves the draft if it is still at `revision` (0: nobody has saved one since the last publish); a save from
     * an editor that loaded an older revision is refused with 409 `conflict`, so two operators never overwrite
     * each other unseen.
     */
    async saveDraft(
      code: PageCode,
      content: { title: string; blocks: StoredBlock[]; revision: number },
      userid: string,
    ): Promise<PageDraft> {
      const now = clock.now()
      const values = { title: content.title, blocks: content.blocks, updatedAt: now, updatedBy: userid }
      const saved =
        content.revision === 0
          ? await db
              .insert(pageDrafts)
              .values({ code, ...values, revision: 1, baseVersion: (await live(db, code)).version })
              .onConflictDoNothing()
              .returning({ code: pageDrafts.code })
          : await db
              .update(pageDrafts)
              .set({ ...values, revision: sql`${pageDrafts.revision} + 1` })
              .where(and(eq(pageDrafts.code, code), eq(pageDrafts.revision, content.revision)))
              .returning({ code: pageDrafts.code })
      if (saved.length === 0) throw new DomainError('pageDraftChanged', { code })
      return draft(code)
    },

    async discardDraft(code: PageCode): Promise<PageDraft> {
      await db.delete(pageDrafts).where(eq(pageDrafts.code, code))
      return draft(code)
    },

    /** The draft as the shop will serve it. */
    async preview(code: PageCode): Promise<Page> {
      const current = await draft(code)
      return resolve(code, current.title, current.blocks)
    },

    /**
     * Publishes the draft the operator saw (`revision`, 0: the live content itself, published again) as the
     * next version, with its audit row, in one transaction; then every process makes the page again (the bus).
     */
    async publish(code: PageCode, revision: number, staffUserid: string): Promise<PageVersionSummary> {
      const published = await db.transaction(async (tx) => {
        const [saved] = await tx.select().from(pageDrafts).where(eq(pageDrafts.code, code)).for('update')
        if ((saved?.revision ?? 0) !== revision) throw new DomainError('pageDraftChanged', { code })
        const content = saved ?? (await live(tx, code))
        const version = await goLive(
          tx,
          code,
          { title: content.title, blocks: validBlocks(content.blocks) },
          staffUserid,
          null,
        )
        await tx.delete(pageDrafts).where(eq(pageDrafts.code, code))
        return version
      })
      await bus.publish('pages', [code])
      return published
    },

    async versions(code: PageCode, page: number, size: number) {
      const where = eq(pageVersions.code, code)
      const [rows, [total], current] = await Promise.all([
        db
          .select()
          .from(pageVersions)
          .where(where)
          .orderBy(desc(pageVersions.version))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(pageVersions).where(where),
        live(db, code),
      ])
      const totalElements = total?.total ?? 0
      return toPage(
        rows.map((row) => summary(row, current.version)),
        totalElements,
        page,
        size,
      )
    },

    async versionPreview(code: PageCode, version: number): Promise<Page> {
      const row = await versionRow(code, version)
      return resolve(code, row.title, row.blocks)
    },

    /** Publishes an earlier version's content again as the next version (history only grows). */
    async rollback(code: PageCode, version: number, staffUserid: string): Promise<PageVersionSummary> {
      const earlier = await versionRow(code, version)
      const published = await db.transaction((tx) =>
        goLive(tx, code, { title: earlier.title, blocks: validBlocks(earlier.blocks) }, staffUserid, version),
      )
      await bus.publish('pages', [code])
      return published
    },

    async dialogs(type: DialogType | undefined, page: number, size: number) {
      const where = type ? eq(pageDialogs.type, type) : undefined
      const [rows, [total], showing] = await Promise.all([
        db
          .select(dialogColumns)
          .from(pageDialogs)
          .where(where)
          .orderBy(asc(pageDialogs.type), ...showingOrder)
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(pageDialogs).where(where),
        db
          .selectDistinctOn([pageDialogs.type], { id: pageDialogs.id })
          .from(pageDialogs)
          .where(eq(pageDialogs.enabled, true))
          .orderBy(pageDialogs.type, ...showingOrder),
      ])
      const shown = new Set(showing.map((row) => row.id))
      const totalElements = total?.total ?? 0
      return toPage(
        rows.map((row) => ({ ...row, showing: shown.has(row.id) })),
        totalElements,
        page,
        size,
      )
    },

    async saveDialog(
      id: number | null,
      input: z.output<typeof dialogInput>,
      staffUserid: string,
    ): Promise<MerchantDialog> {
      return db.transaction(async (tx) => {
        const [before] =
          id === null
            ? []
            : await tx.select(dialogColumns).from(pageDialogs).where(eq(pageDialogs.id, id)).for('update')
        if (id !== null && !before) throw new DomainError('pageDialogNotFound', { id })
        const [row] =
          id === null
            ? await tx.insert(pageDialogs).values(input).returning(dialogColumns)
            : await tx.update(pageDialogs).set(input).where(eq(pageDialogs.id, id)).returning(dialogColumns)
        await audit.record(tx, {
          staffUserid,
          action: 'content.publish',
          targetType: 'page_dialog',
          targetId: row!.id,
          summary: `${id === null ? '新增' : '修改'}页面弹窗 #${row!.id}（${row!.type}）`,
          before: before ?? null,
          after: row,
        })
        return row!
      })
    },

    async deleteDialog(id: number, staffUserid: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(pageDialogs).where(eq(pageDialogs.id, id)).returning(dialogColumns)
        if (!before) throw new DomainError('pageDialogNotFound', { id })
        await audit.record(tx, {
          staffUserid,
          action: 'content.publish',
          targetType: 'page_dialog',
          targetId: id,
          summary: `删除页面弹窗 #${id}（${before.type}）`,
          before,
          after: null,
        })
      })
    },
  }
}
