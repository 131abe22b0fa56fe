import { and, asc, count, desc, eq, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import {
  articleCategories,
  articleComments,
  articleGoods,
  articleKeeps,
  articleLikes,
  articles,
} from './discovery.tables'

export type Reaction = 'like' | 'keep'

const REACTIONS = {
  like: { table: articleLikes, counter: articles.likeCount },
  keep: { table: articleKeeps, counter: articles.keepCount },
} as const

/** What a card needs; the content stays in the database until a detail is asked for. */
const cardColumns = {
  id: articles.id,
  title: articles.title,
  cover: articles.cover,
  authorName: articles.authorName,
  authorAvatar: articles.authorAvatar,
  categoryId: articles.categoryId,
  likeCount: articles.likeCount,
  publishedAt: articles.publishedAt,
}

const newestFirst = [desc(articles.publishedAt), desc(articles.id)]

/** What shoppers see: published articles whose time has come (a scheduled one appears by itself). */
export const visibleArticle = (now: Date) => and(eq(articles.status, 'published'), lte(articles.publishedAt, now))

/** Comments shoppers see (and the article's count counts): all but the hidden. */
const shownComment = ne(articleComments.status, 'hidden')

/** `%term%` for LIKE, with LIKE's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const merchantColumns = {
  ...cardColumns,
  status: articles.status,
  keepCount: articles.keepCount,
  forwardCount: articles.forwardCount,
  commentCount: articles.commentCount,
}

const commentColumns = {
  id: articleComments.id,
  articleId: articleComments.articleId,
  articleTitle: articles.title,
  customerId: articleComments.customerId,
  nickName: articleComments.nickName,
  content: articleComments.content,
  createdAt: articleComments.createdAt,
  status: articleComments.status,
  reviewedAt: articleComments.reviewedAt,
  reviewedBy: articleComments.reviewedBy,
}

export type MerchantArticleSort = 'publishAt' | 'likeCount' | 'commentCount'

export interface MerchantArticleFilter {
  keyword?: string | undefined
  categoryId?: number | undefined
  status?: 'draft' | 'scheduled' | 'published' | 'offline' | undefined
  sort: MerchantArticleSort
  order: 'asc' | 'desc'
}

export interface MerchantCommentFilter {
  status?: 'pending' | 'approved' | 'hidden' | undefined
  articleId?: number | undefined
  keyword?: string | undefined
}

/** The columns the console writes. */
export type ArticleValues = Pick<
  typeof articles.$inferInsert,
  | 'code'
  | 'categoryId'
  | 'title'
  | 'authorName'
  | 'authorAvatar'
  | 'cover'
  | 'contentHtml'
  | 'keywords'
  | 'publishedAt'
  | 'status'
>

export type DiscoveryRepository = ReturnType<typeof discoveryRepository>
export type ArticleCardRow = Awaited<ReturnType<DiscoveryRepository['cardsByIds']>>[number]

export function discoveryRepository(db: Db) {
  const page = async (where: SQL | undefined, order: SQL[], pageIndex: number, size: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select(cardColumns)
        .from(articles)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset(pageIndex * size),
      db.select({ total: count() }).from(articles).where(where),
    ])
    return { rows, total: total?.total ?? 0 }
  }

  return {
    categories: () =>
      db
        .select({ id: articleCategories.id, name: articleCategories.name, sort: articleCategories.sort })
        .from(articleCategories)
        .orderBy(desc(articleCategories.sort), asc(articleCategories.id)),

    async categoryExists(categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: articleCategories.id })
        .from(articleCategories)
        .where(eq(articleCategories.id, categoryId))
      return row !== undefined
    },

    feed: (categoryId: number | undefined, pageIndex: number, size: number, now: Date) =>
      page(
        and(visibleArticle(now), categoryId === undefined ? undefined : eq(articles.categoryId, categoryId)),
        newestFirst,
        pageIndex,
        size,
      ),

    /** Articles containing every term in the title, keywords or text: title matches first, then keywords, then text. */
    search(terms: string[], pageIndex: number, size: number, now: Date) {
      const inTitle = (term: string) => sql`${articles.title} ilike ${containing(term)}`
      const inKeywords = (term: string) => sql`${articles.keywords}::text ilike ${containing(term)}`
      const inText = (term: string) => sql`${articles.contentText} ilike ${containing(term)}`
      const matches = and(...terms.map((term) => sql`(${inTitle(term)} or ${inKeywords(term)} or ${inText(term)})`))
      const rank = sql.join(
        terms.map((term) => sql`(case when ${inTitle(term)} then 3 when ${inKeywords(term)} then 2 else 1 end)`),
        sql` + `,
      )
      return page(and(visibleArticle(now), matches), [desc(rank), ...newestFirst], pageIndex, size)
    },

    cardsByIds: (ids: number[], now: Date) =>
      db
        .select(cardColumns)
        .from(articles)
        .where(and(visibleArticle(now), inArray(articles.id, ids))),

    /** An article with its goods; `now` given: only when shoppers see it. */
    async find(articleId: number, now: Date | null) {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, articleId), now === null ? undefined : visibleArticle(now)))
      if (!row) return null
      const goods = await db
        .select({ goodsId: articleGoods.goodsId })
        .from(articleGoods)
        .where(eq(articleGoods.articleId, articleId))
        .orderBy(asc(articleGoods.sort), asc(articleGoods.goodsId))
      return { row, goodsIds: goods.map((link) => link.goodsId) }
    },

    async exists(articleId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.id, articleId), visibleArticle(now)))
      return row !== undefined
    },

    /** Which of these articles the customer has liked (or kept). */
    async reacted(reaction: Reaction, customerId: number, articleIds: number[]): Promise<Set<number>> {
      const { table } = REACTIONS[reaction]
      const rows = await db
        .select({ articleId: table.articleId })
        .from(table)
        .where(and(eq(table.customerId, customerId), inArray(table.articleId, articleIds)))
      return new Set(rows.map((row) => row.articleId))
    },

    /**
     * Adds or takes back a like (or keep). The row is unique per customer and article, so only the request that
     * really inserted (or deleted) it moves the count: repeated and concurrent requests count once.
     */
    async react(reaction: Reaction, articleId: number, customerId: number, on: boolean, now: Date): Promise<void> {
      const { table, counter } = REACTIONS[reaction]
      await db.transaction(async (tx) => {
        const changed = on
          ? await tx
              .insert(table)
              .values({ articleId, customerId, createdAt: now })
              .onConflictDoNothing()
              .returning({ articleId: table.articleId })
          : await tx
              .delete(table)
              .where(and(eq(table.articleId, articleId), eq(table.customerId, customerId)))
              .returning({ articleId: table.articleId })
        if (changed.length === 0) return
        const moved = on ? sql`${counter} + 1` : sql`${counter} - 1`
        await tx
          .update(articles)
          .set(reaction === 'like' ? { likeCount: moved } : { keepCount: moved })
          .where(eq(articles.id, articleId))
      })
    },

    async counts(articleId: number, customerId: number) {
      const [row] = await db
        .select({
          likeCount: articles.likeCount,
          keepCount: articles.keepCount,
          liked: sql<boolean>`exists (select 1 from ${articleLikes} where ${articleLikes.articleId} = ${articles.id} and ${articleLikes.customerId} = ${customerId})`,
          kept: sql<boolean>`exists (select 1 from ${articleKeeps} where ${articleKeeps.articleId} = ${articles.id} and ${articleKeeps.customerId} = ${customerId})`,
        })
        .from(articles)
        .where(eq(articles.id, articleId))
      return row ?? null
    },

    async forward(articleId: number, now: Date): Promise<number | null> {
      const [row] = await db
        .update(articles)
        .set({ forwardCount: sql`${articles.forwardCount} + 1` })
        .where(and(eq(articles.id, articleId), visibleArticle(now)))
        .returning({ forwardCount: articles.forwardCount })
      return row?.forwardCount ?? null
    },

    /** Every article's keywords, newest article first. */
    async keywordLists(now: Date): Promise<string[][]> {
      const rows = await db
        .select({ keywords: articles.keywords })
        .from(articles)
        .where(visibleArticle(now))
        .orderBy(...newestFirst)
      return rows.map((row) => row.keywords)
    },

    async comments(articleId: number, pageIndex: number, size: number) {
      const where = and(eq(articleComments.articleId, articleId), shownComment)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: articleComments.id,
            nickName: articleComments.nickName,
            avatarUrl: articleComments.avatarUrl,
            content: articleComments.content,
            createdAt: articleComments.createdAt,
          })
          .from(articleComments)
          .where(where)
          .orderBy(desc(articleComments.createdAt), desc(articleComments.id))
          .limit(size)
          .offset(pageIndex * size),
        db.select({ total: count() }).from(articleComments).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    async addComment(comment: typeof articleComments.$inferInsert) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(articleComments).values(comment).returning()
        await tx
          .update(articles)
          .set({ commentCount: sql`${articles.commentCount} + 1` })
          .where(eq(articles.id, comment.articleId))
        return row!
      })
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantPage(filter: MerchantArticleFilter, now: Date, pageIndex: number, size: number) {
      const conditions: (SQL | undefined)[] = [
        filter.categoryId === undefined ? undefined : eq(articles.categoryId, filter.categoryId),
        filter.keyword ? ilike(articles.title, containing(filter.keyword)) : undefined,
      ]
      if (filter.status === 'draft' || filter.status === 'offline') conditions.push(eq(articles.status, filter.status))
      if (filter.status === 'published') conditions.push(visibleArticle(now))
      if (filter.status === 'scheduled')
        conditions.push(and(eq(articles.status, 'published'), sql`${articles.publishedAt} > ${now}`))
      const where = and(...conditions)
      const column = {
        publishAt: articles.publishedAt,
        likeCount: articles.likeCount,
        commentCount: articles.commentCount,
      }[filter.sort]
      const direction = filter.order === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db
          .select(merchantColumns)
          .from(articles)
          .where(where)
          .orderBy(direction(column), direction(articles.id))
          .limit(size)
          .offset(pageIndex * size),
        db.select({ total: count() }).from(articles).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** Writes an article and its goods links (replacing them) in one transaction; answers its id. */
    async saveArticle(articleId: number | null, values: ArticleValues, goodsIds: number[]): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] =
          articleId === null
            ? await tx.insert(articles).values(values).returning({ id: articles.id })
            : await tx
                .update(articles)
                .set({ ...values, code: undefined })
                .where(eq(articles.id, articleId))
                .returning({ id: articles.id })
        if (!row) return null
        await tx.delete(articleGoods).where(eq(articleGoods.articleId, row.id))
        if (goodsIds.length > 0)
          await tx.insert(articleGoods).values(goodsIds.map((goodsId, sort) => ({ articleId: row.id, goodsId, sort })))
        return row.id
      })
    },

    async merchantComments(filter: MerchantCommentFilter, pageIndex: number, size: number) {
      const where = and(
        filter.status ? eq(articleComments.status, filter.status) : undefined,
        filter.articleId === undefined ? undefined : eq(articleComments.articleId, filter.articleId),
        filter.keyword ? ilike(articleComments.content, containing(filter.keyword)) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select(commentColumns)
          .from(articleComments)
          .innerJoin(articles, eq(articles.id, articleComments.articleId))
          .where(where)
          .orderBy(desc(articleComments.createdAt), desc(articleComments.id))
          .limit(size)
          .offset(pageIndex * size),
        db.select({ total: count() }).from(articleComments).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /**
     * Approves or hides a comment: the row is locked, and the article's count moves in the same transaction only
     * when the comment goes from shown to hidden or back, so repeated and concurrent decisions count once.
     */
    async moderate(commentId: number, status: 'approved' | 'hidden', staffUserid: string, now: Date) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: articleComments.status, articleId: articleComments.articleId })
          .from(articleComments)
          .where(eq(articleComments.id, commentId))
          .for('update')
        if (!before) return null
        await tx
          .update(articleComments)
          .set({ status, reviewedAt: now, reviewedBy: staffUserid })
          .where(eq(articleComments.id, commentId))
        const wasShown = before.status !== 'hidden'
        const isShown = status !== 'hidden'
        if (wasShown !== isShown)
          await tx
            .update(articles)
            .set({ commentCount: sql`${articles.commentCount} ${isShown ? sql`+` : sql`-`} 1` })
            .where(eq(articles.id, before.articleId))
        const [row] = await tx
          .select(commentColumns)
          .from(articleComments)
          .innerJoin(articles, eq(articles.id, articleComments.articleId))
          .where(eq(articleComments.id, commentId))
        return row!
      })
    },
  }
}
