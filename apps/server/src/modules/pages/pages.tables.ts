import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core'
import type { DIALOG_TYPES } from '@shop/contracts'
import type { StoredBlock } from './pages.blocks'

/**
 * The live content of one page code (spec §2), what the shop serves: blocks as data, so a page changes without
 * code. Only publishing (or rolling back) writes it, always together with a row of `page_versions`.
 */
export const pageSettings = pgTable('page_settings', {
  code: varchar('code', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 32 }).notNull(),
  /** See pages.blocks.ts: goods and articles by id, made into cards when the page is read. */
  blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
  /** The `page_versions` version shown (0: the content predates versions). */
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/** A page's draft in the console: at most one per page; the shop never reads it. Publishing removes it. */
export const pageDrafts = pgTable('page_drafts', {
  code: varchar('code', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 32 }).notNull(),
  blocks: jsonb('blocks').$type<StoredBlock[]>().notNull(),
  /** Moves by one on every save: a save or publish naming another revision lost a race and is refused. */
  revision: integer('revision').notNull(),
  baseVersion: integer('base_version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull(),
})

/** Every published content of a page, numbered from 1 per page; never changed once written. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    version: integer('version').notNull(),
    title: varchar('title', { length: 32 }).notNull(),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The staff member's userid; null for the first version the seed recorded. */
    publishedBy: varchar('published_by', { length: 64 }),
    /** A roll back: the version whose content this one published again. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [unique('page_versions_code_version').on(t.code, t.version)],
)

/** A picture a page shows in a dialog when it opens; the enabled one with the highest sort wins. */
export const pageDialogs = pgTable(
  'page_dialogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 32 }).$type<(typeof DIALOG_TYPES)[number]>().notNull(),
    image: varchar('image', { length: 256 }).notNull(),
    link: varchar('link', { length: 1024 }),
    frequency: varchar('frequency', { length: 8 }).$type<'once' | 'daily' | 'always'>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('page_dialogs_type').on(t.type),
    check(
      'page_dialogs_type_known',
      sql`${t.type} in ('HOME', 'ACTIVITY', 'PERSONAL_CENTER', 'PRODUCT_DETAILS', 'SHOPINGCART')`,
    ),
    check('page_dialogs_frequency_known', sql`${t.frequency} in ('once', 'daily', 'always')`),
  ],
)
