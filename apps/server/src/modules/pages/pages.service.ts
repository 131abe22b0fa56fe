import { and, desc, eq } from 'drizzle-orm'
import {
  pageSetting,
  type ArticleCard,
  type GoodsCard,
  type ResponseOf,
  type DIALOG_TYPES,
  type PAGE_CODES,
} from '@shop/contracts'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { sharedCache, type InvalidationBus } from '../../platform/invalidation'
import { referencedIds, resolveBlocks, validBlocks } from './pages.blocks'
import { pageDialogs, pageSettings } from './pages.tables'

export interface PagesDeps {
  db: Db
  clock: Clock
  bus: InvalidationBus
  goodsCards(goodsIds: readonly number[]): Promise<GoodsCard[]>
  articleCards(articleIds: readonly number[]): Promise<ArticleCard[]>
  /**
   * How long a page is answered from memory at most (default one second): home pages are read far more than changed.
   * An edit published on the bus (`bus.publish('pages', [code])`) ends it at once in every process.
   */
  cacheMs?: number
}

type PageCode = (typeof PAGE_CODES)[number]
type DialogType = (typeof DIALOG_TYPES)[number]

/** How many of a page's blocks a phone shows before scrolling, at most. */
const LEAD_BLOCKS = 3

export type PagesService = ReturnType<typeof createPagesService>

export function createPagesService({ db, clock, bus, goodsCards, articleCards, cacheMs = 1000 }: PagesDeps) {
  async function build(code: PageCode): Promise<ResponseOf<typeof pageSetting>> {
    const [row] = await db.select().from(pageSettings).where(eq(pageSettings.code, code))
    // A page nobody has filled shows nothing rather than failing.
    if (!row) return { code, title: '', blocks: [] }
    const blocks = validBlocks(row.blocks)
    const { goodsIds, articleIds } = referencedIds(blocks)
    const [goods, articles] = await Promise.all([goodsCards(goodsIds), articleCards(articleIds)])
    return {
      code,
      title: row.title,
      blocks: resolveBlocks(
        blocks,
        new Map(goods.map((card) => [card.id, card])),
        new Map(articles.map((card) => [card.articleId, card])),
      ),
    }
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

  return {
    pageJson,

    /**
     * The pictures a phone shows before scrolling (the first of each banner and hot zone among the page's first
     * three blocks), for index.html to preload (ADR 0040).
     */
    async leadImages(code: PageCode): Promise<string[]> {
      const page = JSON.parse((await pageJson(code)).toString('utf8')) as ResponseOf<typeof pageSetting>
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
        .orderBy(desc(pageDialogs.sort), desc(pageDialogs.id))
        .limit(1)
      return { dialog: row ?? null }
    },
  }
}
