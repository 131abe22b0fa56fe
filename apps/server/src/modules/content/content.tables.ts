import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core'

/** Store-wide content by type and key: `storeSetting` entries, the `richText` agreements (HTML), … */
export const kvdata = pgTable(
  'kvdata',
  {
    type: varchar('type', { length: 64 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.key] })],
)

/** The bottom tab bar as the server configures it (the app falls back to its built-in list). */
export const navigationSettings = pgTable('navigation_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  text: varchar('text', { length: 16 }).notNull(),
  pagePath: varchar('page_path', { length: 128 }).notNull().unique(),
  linkUrl: varchar('link_url', { length: 512 }),
  iconPath: varchar('icon_path', { length: 256 }),
  selectedIconPath: varchar('selected_icon_path', { length: 256 }),
  sort: integer('sort').notNull().default(0),
})
