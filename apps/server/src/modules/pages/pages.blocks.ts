import { pageBlock, type ArticleCard, type ContentBlock, type GoodsCard, type PageBlock } from '@shop/contracts'

/** A block as stored: the console's `pageBlock` (goods and articles by id, made into cards when the page is read). */
export type StoredBlock = PageBlock

/** The blocks an operator's data holds; a block that does not parse is left out rather than breaking the page. */
export function validBlocks(blocks: unknown): StoredBlock[] {
  if (!Array.isArray(blocks)) return []
  return blocks.flatMap((block) => {
    const parsed = pageBlock.safeParse(block)
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
