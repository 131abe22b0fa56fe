import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { DIALOG_TYPES } from '@shop/contracts'
import type { StoredBlock } from './pages.blocks'

/** The content of one page code (spec §2): blocks as data, so a page changes without code. */
export const pageSettings = pgTable('page_settings', {
  code: varchar('code', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 32 }).notNull(),
  /** See pages.blocks.ts: goods and articles by id, made into cards when the page is read. */
  blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

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
