import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Permission } from '@shop/contracts'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { auditLog } from './audit.tables'

/** One audited write: who, with which permission, on what, and the row before and after (null when made/removed). */
export interface AuditRecord {
  staffUserid: string
  action: Permission
  targetType: string
  targetId: string | number
  /** One line in Chinese for the log's list, e.g. 「修改 SKU 50ml 价格 ¥199.00 → ¥189.00」. */
  summary: string
  before?: unknown
  after?: unknown
}

export interface AuditFilter {
  staffUserid?: string
  action?: string
  targetType?: string
  targetId?: string
  from?: Date
  to?: Date
}

export type AuditService = ReturnType<typeof createAuditService>

export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  /** Writes the record in the caller's transaction, so the change and its record commit or fail together. */
  async function record(tx: Db, entry: AuditRecord): Promise<void> {
    await tx.insert(auditLog).values({
      at: clock.now(),
      staffUserid: entry.staffUserid,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      summary: entry.summary.slice(0, 200),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
  }

  return {
    record,

    /** Records a write that had no transaction of the shop's to join (the job engine's own tables, say). */
    recordAfter: (entry: AuditRecord) => record(db, entry),

    /** Newest first, filtered, paged (page from 0). */
    async page(filter: AuditFilter, page: number, size: number) {
      const where: SQL[] = []
      if (filter.staffUserid) where.push(eq(auditLog.staffUserid, filter.staffUserid))
      if (filter.action) where.push(eq(auditLog.action, filter.action))
      if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType))
      if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId))
      if (filter.from) where.push(gte(auditLog.at, filter.from))
      if (filter.to) where.push(lte(auditLog.at, filter.to))
      const condition = where.length ? and(...where) : undefined
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.auditId))
          .limit(size)
          .offset(page * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(condition),
      ])
      const total = count?.n ?? 0
      return { rows, total }
    },
  }
}
