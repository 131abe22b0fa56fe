import { and, asc, eq, inArray } from 'drizzle-orm'
import type { KvItem, NavigationSetting } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Db } from '../../platform/database'
import { kvdata, navigationSettings } from './content.tables'

export type ContentService = ReturnType<typeof createContentService>

export function createContentService({ db }: { db: Db }) {
  const tab = {
    id: navigationSettings.id,
    text: navigationSettings.text,
    pagePath: navigationSettings.pagePath,
    linkUrl: navigationSettings.linkUrl,
    iconPath: navigationSettings.iconPath,
    selectedIconPath: navigationSettings.selectedIconPath,
    sort: navigationSettings.sort,
  }
  return {
    /** Entries of one type in their order, all of them or only the asked keys. */
    async findType(type: string, keys?: string[]): Promise<KvItem[]> {
      return db
        .select({ key: kvdata.key, title: kvdata.title, value: kvdata.value })
        .from(kvdata)
        .where(and(eq(kvdata.type, type), keys ? inArray(kvdata.key, keys) : undefined))
        .orderBy(asc(kvdata.sort), asc(kvdata.key))
    },

    async tabBar(): Promise<NavigationSetting[]> {
      return db.select(tab).from(navigationSettings).orderBy(asc(navigationSettings.sort), asc(navigationSettings.id))
    },

    async tab(id: number): Promise<NavigationSetting> {
      const [row] = await db.select(tab).from(navigationSettings).where(eq(navigationSettings.id, id))
      if (!row) throw new DomainError('notFound')
      return row
    },
  }
}
