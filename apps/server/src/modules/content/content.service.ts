import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  STORE_SETTINGS,
  type KvItem,
  type NavigationSetting,
  type merchantUpdateTab,
  type ParsedBodyOf,
  type storeSettings,
} from '@shop/contracts'
import { DomainError, RICH_TEXT_IDS, type RichTextId } from '@shop/domain'
import type { z } from 'zod'
import type { Db } from '../../platform/database'
import { sanitizeRichText } from '../../platform/rich-text'
import type { AuditService } from '../audit'
import { kvdata, navigationSettings } from './content.tables'

export interface ContentDeps {
  db: Db
  /** The audit log: every console write here goes live at once, so each writes its row in its transaction. */
  audit: Pick<AuditService, 'record'>
}

type StoreSettings = z.output<typeof storeSettings>
const STORE_SETTING_KEYS = Object.keys(STORE_SETTINGS) as (keyof StoreSettings)[]

export type ContentService = ReturnType<typeof createContentService>

export function createContentService({ db, audit }: ContentDeps) {
  const tab = {
    id: navigationSettings.id,
    text: navigationSettings.text,
    pagePath: navigationSettings.pagePath,
    linkUrl: navigationSettings.linkUrl,
    iconPath: navigationSettings.iconPath,
    selectedIconPath: navigationSettings.selectedIconPath,
    sort: navigationSettings.sort,
  }

  async function findType(type: string, keys?: string[]): Promise<KvItem[]> {
    return db
      .select({ key: kvdata.key, title: kvdata.title, value: kvdata.value })
      .from(kvdata)
      .where(and(eq(kvdata.type, type), keys ? inArray(kvdata.key, keys) : undefined))
      .orderBy(asc(kvdata.sort), asc(kvdata.key))
  }

  async function storeSettings(): Promise<StoreSettings> {
    const items = new Map((await findType('storeSetting', STORE_SETTING_KEYS)).map((item) => [item.key, item.value]))
    return Object.fromEntries(STORE_SETTING_KEYS.map((key) => [key, items.get(key) ?? ''])) as StoreSettings
  }

  return {
    /** Entries of one type in their order, all of them or only the asked keys. */
    findType,

    async tabBar(): Promise<NavigationSetting[]> {
      return db.select(tab).from(navigationSettings).orderBy(asc(navigationSettings.sort), asc(navigationSettings.id))
    },

    async tab(id: number): Promise<NavigationSetting> {
      const [row] = await db.select(tab).from(navigationSettings).where(eq(navigationSettings.id, id))
      if (!row) throw new DomainError('notFound')
      return row
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    /** Renames a tab or changes its icons or link; its page stays (the app declares its tab pages). */
    async updateTab(id: number, change: ParsedBodyOf<typeof merchantUpdateTab>, staffUserid: string) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(tab)
          .from(navigationSettings)
          .where(eq(navigationSettings.id, id))
          .for('update')
        if (!before) throw new DomainError('notFound')
        const [after] = await tx
          .update(navigationSettings)
          .set(change)
          .where(eq(navigationSettings.id, id))
          .returning(tab)
        await audit.record(tx, {
          staffUserid,
          action: 'content.publish',
          targetType: 'tab_bar',
          targetId: id,
          summary: `修改底部标签「${before.text}」${before.text === after!.text ? '' : ` → 「${after!.text}」`}`,
          before,
          after,
        })
        return after!
      })
    },

    async richTexts(): Promise<{ id: RichTextId; title: string; html: string }[]> {
      const items = new Map((await findType('richText')).map((item) => [item.key, item]))
      return RICH_TEXT_IDS.map((id) => ({ id, title: items.get(id)?.title ?? '', html: items.get(id)?.value ?? '' }))
    },

    /** Replaces an agreement; its HTML is cleaned first (sanitizeRichText). */
    async updateRichText(id: RichTextId, title: string, html: string, staffUserid: string) {
      const value = sanitizeRichText(html)
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ title: kvdata.title, value: kvdata.value })
          .from(kvdata)
          .where(and(eq(kvdata.type, 'richText'), eq(kvdata.key, id)))
          .for('update')
        await tx
          .insert(kvdata)
          .values({ type: 'richText', key: id, title, value, sort: RICH_TEXT_IDS.indexOf(id) })
          .onConflictDoUpdate({ target: [kvdata.type, kvdata.key], set: { title, value } })
        await audit.record(tx, {
          staffUserid,
          action: 'content.publish',
          targetType: 'rich_text',
          targetId: id,
          summary: `修改富文本页面「${title}」`,
          before: before ?? null,
          after: { title, value },
        })
        return { id, title, html: value }
      })
    },

    storeSettings,

    async updateStoreSettings(settings: StoreSettings, staffUserid: string): Promise<StoreSettings> {
      const before = await storeSettings()
      await db.transaction(async (tx) => {
        for (const [sort, key] of STORE_SETTING_KEYS.entries()) {
          await tx
            .insert(kvdata)
            .values({ type: 'storeSetting', key, title: STORE_SETTINGS[key], value: settings[key], sort })
            .onConflictDoUpdate({ target: [kvdata.type, kvdata.key], set: { value: settings[key] } })
        }
        const changed = STORE_SETTING_KEYS.filter((key) => before[key] !== settings[key])
        await audit.record(tx, {
          staffUserid,
          action: 'content.publish',
          targetType: 'store_settings',
          targetId: 'storeSetting',
          summary: `修改店铺设置：${changed.map((key) => STORE_SETTINGS[key]).join('、') || '无变化'}`,
          before,
          after: settings,
        })
      })
      return storeSettings()
    },
  }
}
