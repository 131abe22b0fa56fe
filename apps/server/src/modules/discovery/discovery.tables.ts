import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { goods } from '../catalogue/catalogue.tables'
import { customers } from '../customers/customers.tables'

/** Sections of the discovery feed (种草). */
export const articleCategories = pgTable('article_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 16 }).notNull(),
  /** Higher shows first. */
  sort: integer('sort').notNull().default(0),
})

/** An article of the feed. The counts are kept on the row, moved in the same transaction as the rows they count. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: varchar('title', { length: 64 }).notNull(),
    authorName: varchar('author_name', { length: 32 }).notNull(),
    authorAvatar: varchar('author_avatar', { length: 256 }),
    cover: varchar('cover', { length: 256 }).notNull(),
    contentHtml: text('content_html').notNull(),
    /** The content without its tags, for search. */
    contentText: text('content_text').generatedAlwaysAs(sql`regexp_replace(content_html, '<[^>]*>', ' ', 'g')`),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    keepCount: integer('keep_count').notNull().default(0),
    forwardCount: integer('forward_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Shoppers see it from this time, when `status` is published (a time ahead: scheduled). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** draft · published · offline (the console's; see `visibleArticle`). */
    status: varchar('status', { length: 16 }).$type<'draft' | 'published' | 'offline'>().notNull().default('published'),
  },
  (t) => [
    check('articles_status_known', sql`${t.status} in ('draft', 'published', 'offline')`),
    index('articles_feed').on(t.categoryId, t.publishedAt),
    index('articles_newest').on(t.publishedAt),
    check(
      'articles_counts_not_negative',
      sql`${t.likeCount} >= 0 and ${t.keepCount} >= 0 and ${t.forwardCount} >= 0 and ${t.commentCount} >= 0`,
    ),
  ],
)

/** The goods an article recommends, in order. */
export const articleGoods = pgTable(
  'article_goods',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.goodsId] })],
)

const reaction = (name: string) =>
  pgTable(
    name,
    {
      articleId: integer('article_id')
        .notNull()
        .references(() => articles.id, { onDelete: 'cascade' }),
      customerId: integer('customer_id')
        .notNull()
        .references(() => customers.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    // One per customer and article: a repeated or concurrent like (or keep) finds the row there and changes nothing.
    (t) => [primaryKey({ columns: [t.articleId, t.customerId] }), index(`${name}_customer`).on(t.customerId)],
  )

export const articleLikes = reaction('article_likes')
/** Keeps (bookmarks, 收藏). */
export const articleKeeps = reaction('article_keeps')

/** Comments (evaluation); the author's name and avatar as they were when they wrote it. */
export const articleComments = pgTable(
  'article_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nickName: varchar('nick_name', { length: 32 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 512 }),
    content: varchar('content', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** pending (shown, not yet reviewed) · approved · hidden (off the article, not counted). */
    status: varchar('status', { length: 16 }).$type<'pending' | 'approved' | 'hidden'>().notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 64 }),
  },
  (t) => [
    index('article_comments_newest').on(t.articleId, t.createdAt),
    index('article_comments_review').on(t.status, t.createdAt),
    check('article_comments_status_known', sql`${t.status} in ('pending', 'approved', 'hidden')`),
  ],
)
