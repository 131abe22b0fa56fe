import type { CheckedTextKind } from '@shop/contracts'
import { randomBytes } from 'node:crypto'
import type {
  ArticleCard,
  ArticleDetail,
  GoodsCard,
  MerchantArticleDetail,
  MerchantComment,
  articleInput,
} from '@shop/contracts'
import type { z } from 'zod'
import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { normalizeSearchText, queryTerms, type SearchHistory } from '../catalogue'
import { sanitizeRichText } from '../../platform/rich-text'
import {
  discoveryRepository,
  type ArticleCardRow,
  type MerchantArticleFilter,
  type MerchantCommentFilter,
  type Reaction,
} from './discovery.repository'
import { toPage } from '../../platform/paging'

export interface DiscoveryDeps {
  db: Db
  clock: Clock
  /** Cards of the goods an article links to (the catalogue's). */
  goodsCards(goodsIds: readonly number[]): Promise<GoodsCard[]>
  /** The customer's feed searches. */
  searches: SearchHistory
  /** A commenter's name and avatar as their profile shows them now. */
  author(customerId: number): Promise<{ nickName: string; avatarUrl: string | null }>
  /** WeChat content security before a customer's text is stored (contentRefused when refused; the outreach module's). */
  checkText: (customerId: number, kind: CheckedTextKind, content: string) => Promise<void>
}

/** Suggested feed keywords: the ones most articles carry. */
const SUGGESTED_KEYWORDS = 10

export type DiscoveryService = ReturnType<typeof createDiscoveryService>

export function createDiscoveryService({ db, clock, goodsCards, searches, author, checkText }: DiscoveryDeps) {
  const repo = discoveryRepository(db)

  const toCard = (row: ArticleCardRow, liked: boolean): ArticleCard => ({
    articleId: row.id,
    title: row.title,
    cover: row.cover,
    author: { name: row.authorName, avatar: row.authorAvatar },
    categoryId: row.categoryId,
    likeCount: row.likeCount,
    liked,
    publishedAt: row.publishedAt.toISOString(),
  })

  /** Cards marked with what the customer liked (nothing for a visitor). */
  const cardsFor = async (rows: ArticleCardRow[], customerId: number | null) => {
    const liked =
      customerId === null || rows.length === 0
        ? new Set<number>()
        : await repo.reacted(
            'like',
            customerId,
            rows.map((row) => row.id),
          )
    return rows.map((row) => toCard(row, liked.has(row.id)))
  }

  const pageOf = async (
    { rows, total }: { rows: ArticleCardRow[]; total: number },
    page: number,
    size: number,
    customerId: number | null,
  ) => toPage(await cardsFor(rows, customerId), total, page, size)

  type MerchantRow = Awaited<ReturnType<typeof repo.merchantPage>>['rows'][number]
  /** Draft and offline as kept; published splits into scheduled (its time ahead) and published. */
  const statusOf = (row: { status: MerchantRow['status']; publishedAt: Date }, now: Date) =>
    row.status === 'published' && row.publishedAt > now ? ('scheduled' as const) : row.status
  const merchantSummary = (row: MerchantRow, now: Date) => ({
    articleId: row.id,
    title: row.title,
    cover: row.cover,
    authorName: row.authorName,
    categoryId: row.categoryId,
    status: statusOf(row, now),
    publishAt: row.publishedAt.toISOString(),
    likeCount: row.likeCount,
    keepCount: row.keepCount,
    forwardCount: row.forwardCount,
    commentCount: row.commentCount,
  })

  async function merchantArticle(articleId: number): Promise<MerchantArticleDetail> {
    const found = await repo.find(articleId, null)
    if (!found) throw new DomainError('articleNotFound', { articleId })
    const { row, goodsIds } = found
    return {
      ...merchantSummary(row, clock.now()),
      authorAvatar: row.authorAvatar,
      keywords: row.keywords,
      contentHtml: row.contentHtml,
      goodsIds,
    }
  }

  const toMerchantComment = ({
    createdAt,
    reviewedAt,
    ...row
  }: Awaited<ReturnType<typeof repo.merchantComments>>['rows'][number]): MerchantComment => ({
    ...row,
    createTime: createdAt.toISOString(),
    reviewedAt: reviewedAt?.toISOString() ?? null,
  })

  const existing = async (articleId: number) => {
    if (!(await repo.exists(articleId, clock.now()))) throw new DomainError('articleNotFound', { articleId })
  }

  const counts = async (articleId: number, customerId: number) => {
    const row = await repo.counts(articleId, customerId)
    if (!row) throw new DomainError('articleNotFound', { articleId })
    return row
  }

  return {
    categories: () => repo.categories(),

    async feed(categoryId: number | undefined, page: number, size: number, customerId: number | null) {
      if (categoryId !== undefined && !(await repo.categoryExists(categoryId)))
        throw new DomainError('categoryNotFound', { categoryId })
      return pageOf(await repo.feed(categoryId, page, size, clock.now()), page, size, customerId)
    },

    /** Cards of these articles in the given order, as a visitor sees them; unknown ids are left out. */
    async cards(articleIds: readonly number[]): Promise<ArticleCard[]> {
      if (articleIds.length === 0) return []
      const rows = new Map((await repo.cardsByIds([...articleIds], clock.now())).map((row) => [row.id, row]))
      return articleIds.flatMap((id) => {
        const row = rows.get(id)
        return row ? [toCard(row, false)] : []
      })
    },

    async keywords() {
      const tally = new Map<string, number>()
      for (const keywords of await repo.keywordLists(clock.now()))
        for (const keyword of keywords) tally.set(keyword, (tally.get(keyword) ?? 0) + 1)
      // Most carried first; among equals, the one seen first (newest article) keeps its place.
      const ranked = [...tally].sort((a, b) => b[1] - a[1]).map(([keyword]) => keyword)
      return { keywords: ranked.slice(0, SUGGESTED_KEYWORDS) }
    },

    async search(keyword: string, page: number, size: number, customerId: number | null) {
      const terms = queryTerms(keyword)
      const normalized = normalizeSearchText(keyword)
      if (customerId !== null && page === 0 && normalized) await searches.record(customerId, normalized)
      if (terms.length === 0) return pageOf({ rows: [], total: 0 }, page, size, customerId)
      return pageOf(await repo.search(terms, page, size, clock.now()), page, size, customerId)
    },

    searchHistory: (customerId: number) => searches.list(customerId),
    clearSearchHistory: (customerId: number) => searches.clear(customerId),

    async detail(articleId: number, customerId: number | null): Promise<ArticleDetail> {
      const found = await repo.find(articleId, clock.now())
      if (!found) throw new DomainError('articleNotFound', { articleId })
      const { row, goodsIds } = found
      const [mine, goods] = await Promise.all([
        customerId === null ? null : repo.counts(articleId, customerId),
        goodsCards(goodsIds),
      ])
      return {
        ...toCard(row, mine?.liked ?? false),
        contentHtml: row.contentHtml,
        keywords: row.keywords,
        keepCount: row.keepCount,
        kept: mine?.kept ?? false,
        forwardCount: row.forwardCount,
        commentCount: row.commentCount,
        goods,
      }
    },

    /** Likes or keeps (on), or takes it back (off); idempotent. Answers the article's counts for the customer. */
    async react(reaction: Reaction, articleId: number, customerId: number, on: boolean) {
      await existing(articleId)
      await repo.react(reaction, articleId, customerId, on, clock.now())
      return counts(articleId, customerId)
    },

    async forward(articleId: number) {
      const forwardCount = await repo.forward(articleId, clock.now())
      if (forwardCount === null) throw new DomainError('articleNotFound', { articleId })
      return { forwardCount }
    },

    async comments(articleId: number, page: number, size: number) {
      await existing(articleId)
      const { rows, total } = await repo.comments(articleId, page, size)
      return toPage(
        rows.map(({ createdAt, ...comment }) => ({ ...comment, createTime: createdAt.toISOString() })),
        total,
        page,
        size,
      )
    },

    async comment(articleId: number, customerId: number, content: string) {
      await existing(articleId)
      await checkText(customerId, 'comment', content)
      const { nickName, avatarUrl } = await author(customerId)
      const row = await repo.addComment({ articleId, customerId, nickName, avatarUrl, content, createdAt: clock.now() })
      return {
        id: row.id,
        nickName: row.nickName,
        avatarUrl: row.avatarUrl,
        content: row.content,
        createTime: row.createdAt.toISOString(),
      }
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantArticles(filter: MerchantArticleFilter, page: number, size: number) {
      const now = clock.now()
      const { rows, total } = await repo.merchantPage(filter, now, page, size)
      return toPage(
        rows.map((row) => merchantSummary(row, now)),
        total,
        page,
        size,
      )
    },

    merchantArticle,

    /**
     * Writes an article: its HTML cleaned, its category and goods checked. Published without a time: now, or
     * the time it first went out (an edit does not move it to the top of the feed).
     */
    async saveArticle(articleId: number | null, input: z.output<typeof articleInput>): Promise<MerchantArticleDetail> {
      const before = articleId === null ? null : await repo.find(articleId, null)
      if (articleId !== null && !before) throw new DomainError('articleNotFound', { articleId })
      if (!(await repo.categoryExists(input.categoryId)))
        throw new DomainError('articleCategoryNotFound', { categoryId: input.categoryId })
      const goodsIds = [...new Set(input.goodsIds)]
      const known = new Set((await goodsCards(goodsIds)).map((card) => card.id))
      const unknown = goodsIds.filter((id) => !known.has(id))
      if (unknown.length > 0) throw new DomainError('articleGoodsNotFound', { goodsIds: unknown })
      const now = clock.now()
      const firstPublished = before?.row.status === 'published' ? before.row.publishedAt : null
      const publishedAt = input.publishAt ? new Date(input.publishAt) : (firstPublished ?? now)
      const id = await repo.saveArticle(
        articleId,
        {
          code: before?.row.code ?? `A${now.getTime().toString(36)}${randomBytes(3).toString('hex')}`.toUpperCase(),
          categoryId: input.categoryId,
          title: input.title,
          authorName: input.authorName,
          authorAvatar: input.authorAvatar,
          cover: input.cover,
          contentHtml: sanitizeRichText(input.contentHtml),
          keywords: [...new Set(input.keywords)],
          publishedAt,
          status: input.status,
        },
        goodsIds,
      )
      if (id === null) throw new DomainError('articleNotFound', { articleId })
      return merchantArticle(id)
    },

    async merchantComments(filter: MerchantCommentFilter, page: number, size: number) {
      const { rows, total } = await repo.merchantComments(filter, page, size)
      return toPage(rows.map(toMerchantComment), total, page, size)
    },

    async moderate(commentId: number, status: 'approved' | 'hidden', staffUserid: string): Promise<MerchantComment> {
      const row = await repo.moderate(commentId, status, staffUserid, clock.now())
      if (!row) throw new DomainError('commentNotFound', { commentId })
      return toMerchantComment(row)
    },
  }
}
