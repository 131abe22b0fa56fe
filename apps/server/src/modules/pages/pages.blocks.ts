import { z } from 'zod'
import type { ArticleCard, ContentBlock, GoodsCard } from '@shop/contracts'

const link = z.string().max(1024).nullable()
const ids = z.array(z.number().int().positive()).max(100)

/**
 * A content block as stored: like the block the app receives (contracts' contentBlock), except that goods grids
 * and article cards name their goods and articles by id, so cards show current prices, stock and likes.
 */
export const storedBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banner'), id: z.string(), images: z.array(z.object({ image: z.string(), link })) }),
  z.object({
    type: z.literal('hotZone'),
    id: z.string(),
    image: z.string(),
    width: z.number().positive(),
    height: z.number().positive(),
    zones: z.array(
      z.object({
        x: z.number(),
        y: z.number(),
        width: z.number().positive(),
        height: z.number().positive(),
        link,
        remark: z.string().nullable(),
      }),
    ),
  }),
  z.object({
    type: z.literal('goodsGrid'),
    id: z.string(),
    title: z.string().nullable(),
    columns: z.union([z.literal(2), z.literal(3)]),
    goodsIds: ids,
  }),
  z.object({ type: z.literal('articleCards'), id: z.string(), title: z.string().nullable(), articleIds: ids }),
  z.object({ type: z.literal('noticeBar'), id: z.string(), text: z.string(), link }),
])
export type StoredBlock = z.infer<typeof storedBlock>

/** The blocks an operator's data holds; a block that does not parse is left out rather than breaking the page. */
export function validBlocks(blocks: unknown): StoredBlock[] {
  if (!Array.isArray(blocks)) return []
  return blocks.flatMap((block) => {
    const parsed = storedBlock.safeParse(block)
    return parsed.success ? [parsed.data] : []
  })
}

/** Every goods and article id the blocks name. */
export function referencedIds(blocks: StoredBlock[]) {
  return {
    goodsIds: [...new Set(blocks.flatMap((block) => (block.type === 'goodsGrid' ? block.goodsIds : [])))],
    articleIds: [...new Set(blocks.flatMap((block) => (block.type === 'articleCards' ? block.articleIds : [])))],
  }
}

/** The blocks as the app receives them: ids become cards (goods or articles no longer there drop out). */
export function resolveBlocks(
  blocks: StoredBlock[],
  goods: ReadonlyMap<number, GoodsCard>,
  articles: ReadonlyMap<number, ArticleCard>,
): ContentBlock[] {
  const present = <T>(ids: number[], cards: ReadonlyMap<number, T>) => ids.flatMap((id) => cards.get(id) ?? [])
  return blocks.map((block) => {
    if (block.type === 'goodsGrid') {
      const { goodsIds, ...rest } = block
      return { ...rest, goods: present(goodsIds, goods) }
    }
    if (block.type === 'articleCards') {
      const { articleIds, ...rest } = block
      return { ...rest, articles: present(articleIds, articles) }
    }
    return block
  })
}
