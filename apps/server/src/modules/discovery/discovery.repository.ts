import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
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

/** `%term%` for LIKE, with LIKE's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

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

    feed: (categoryId: number | undefined, pageIndex: number, size: number) =>
      page(categoryId === undefined ? undefined : eq(articles.categoryId, categoryId), newestFirst, pageIndex, size),

    /** Articles containing every term in the title, keywords or text: title matches first, then keywords, then text. */
    search(terms: string[], pageIndex: number, size: number) {
      const inTitle = (term: string) => sql`${articles.title} ilike ${containing(term)}`
      const inKeywords = (term: string) => sql`${articles.keywords}::text ilike ${containing(term)}`
      const inText = (term: string) => sql`${articles.contentText} ilike ${containing(term)}`
      const matches = and(...terms.map((term) => sql`(${inTitle(term)} or ${inKeywords(term)} or ${inText(term)})`))
      const rank = sql.join(
        terms.map((term) => sql`(case when ${inTitle(term)} then 3 when ${inKeywords(term)} then 2 else 1 end)`),
        sql` + `,
      )
      return page(matches, [desc(rank), ...newestFirst], pageIndex, size)
    },

    cardsByIds: (ids: number[]) => db.select(cardColumns).from(articles).where(inArray(articles.id, ids)),

    async find(articleId: number) {
      const [row] = await db.select().from(articles).where(eq(articles.id, articleId))
      if (!row) return null
      const goods = await db
        .select({ goodsId: articleGoods.goodsId })
        .from(articleGoods)
        .where(eq(articleGoods.articleId, articleId))
        .orderBy(asc(articleGoods.sort), asc(articleGoods.goodsId))
      return { row, goodsIds: goods.map((link) => link.goodsId) }
    },

    async exists(articleId: number): Promise<boolean> {
      const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId))
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

    async forward(articleId: number): Promise<number | null> {
      const [row] = await db
        .update(articles)
        .set({ forwardCount: sql`${articles.forwardCount} + 1` })
        .where(eq(articles.id, articleId))
        .returning({ forwardCount: articles.forwardCount })
      return row?.forwardCount ?? null
    },

    /** Every article's keywords, newest article first. */
    async keywordLists(): Promise<string[][]> {
      const rows = await db
        .select({ keywords: articles.keywords })
        .from(articles)
        .orderBy(...newestFirst)
      return rows.map((row) => row.keywords)
    },

    async comments(articleId: number, pageIndex: number, size: number) {
      const where = eq(articleComments.articleId, articleId)
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
  }
}
