import { randomBytes } from 'node:crypto'
import type { Outlet } from '@shop/contracts'
import { distanceMetres, DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import { isUniqueViolation, type Db } from '../../platform/database'
import type { AuditService } from '../audit'
import {
  guidesRepository,
  type GuideFields,
  type GuideRow,
  type NewOutlet,
  type OutletRow,
  type Period,
  type PushOrderItem,
  type PushSender,
  type PushOrderRow,
} from './guides.repository'

export type GuidesService = ReturnType<typeof createGuidesService>
export type { GuideRow, OutletRow, Period, PushOrderRow, PushSender }

/** A guide as the pages name them: their name and the counter they work at. */
export interface GuideBadge {
  id: number
  name: string
  counterName: string | null
}

/** What a guide sends: the goods, who for, a remark, the price quoted, the retry key. */
export interface PushOrderRequest {
  items: PushOrderItem[]
  customerMobile: string | null
  remark: string | null
  quotedAmount: number
  requestId: string
  requestHash: string
  /** The customer's wish it answers (docs/wish-list.md): one push order per wish. */
  wishId?: number | undefined
}

/**
 * Shopping guides, the counters and stores they work at, their push orders (the attribution of the orders those
 * became) and what they did for whom (docs/guides-and-counters.md). Pricing, stock and orders are the flows' work
 * (src/flows/push-order.ts); this module keeps the guides' own rows.
 */
export function createGuidesService({
  db,
  clock,
  audit,
  pushOrderDays,
}: {
  db: Db
  clock: Clock
  audit: AuditService
  pushOrderDays: number
}) {
  const repo = guidesRepository(db)

  const badgeOf = async (guide: GuideRow): Promise<GuideBadge> => {
    const outlet = guide.outletId === null ? null : await repo.outletById(guide.outletId)
    return { id: guide.id, name: guide.name, counterName: outlet?.name ?? guide.counterName }
  }

  const outletView = (row: OutletRow, guides: { id: number; name: string; outletId: number | null }[]) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    hours: row.hours,
    guides: guides.filter((g) => g.outletId === row.id).map(({ id, name }) => ({ id, name })),
  })

  const checkOutlet = async (outletId: number | null) => {
    if (outletId !== null && !(await repo.outletById(outletId))) throw new DomainError('outletNotFound', { outletId })
  }

  /** Why a guide's insert or update was refused by a unique key. */
  const guideConflict = async (fields: GuideFields, id?: number): Promise<never> => {
    const byMobile = await repo.guideByMobile(fields.mobile)
    if (byMobile && byMobile.id !== id) throw new DomainError('guideMobileTaken')
    throw new DomainError('guideWecomTaken')
  }

  return {
    /** The guide record of a mobile (the customers module derives isEbc from it). */
    async guideOf(mobile: string | null): Promise<{ id: number; active: boolean } | null> {
      if (!mobile) return null
      const guide = await repo.guideByMobile(mobile)
      return guide && { id: guide.id, active: guide.active }
    },

    /** The active guide with this mobile; guideOnly for anyone else. */
    async activeGuide(mobile: string | null): Promise<GuideRow> {
      const guide = mobile ? await repo.guideByMobile(mobile) : null
      if (!guide?.active) throw new DomainError('guideOnly')
      return guide
    },

    /** The active guide signed in to the counter portal with this WeCom account; counterStaffNotGuide else. */
    async guideOfStaff(userid: string): Promise<GuideRow> {
      const guide = await repo.guideByWecom(userid)
      if (!guide?.active) throw new DomainError('counterStaffNotGuide')
      return guide
    },

    badgeOf,
    async badges(guideIds: readonly number[]): Promise<Map<number, GuideBadge>> {
      const guides = await repo.guidesByIds(guideIds)
      return new Map(await Promise.all(guides.map(async (g) => [g.id, await badgeOf(g)] as const)))
    },

    // ─── Push orders ───────────────────────────────────────────────────────────────────────────────

    /** Saves a push order with an unguessable code; a retry with the same requestId answers the first one. */
    async send(sender: PushSender, request: PushOrderRequest): Promise<PushOrderRow> {
      const now = clock.now()
      const { row, created } = await repo.insertPushOrder(sender, {
        code: randomBytes(16).toString('base64url'),
        ...request,
        createdAt: now,
        expiresAt: new Date(now.getTime() + pushOrderDays * 86_400_000),
      })
      // Another request already answered this wish (the unique wish_id): that wish is no longer open.
      if (!row) throw new DomainError('wishNotOpen', { wishId: request.wishId })
      if (!created && row.requestHash !== request.requestHash) throw new DomainError('pushOrderRequestReused')
      return row
    },

    pushOrderPage: (
      sender: PushSender,
      status: 'draft' | 'ordered' | 'expired' | undefined,
      page: number,
      size: number,
    ) => repo.pushOrderPage(sender, status, clock.now(), page, size),

    pushOrdersByIds: (ids: readonly number[]) => repo.pushOrdersByIds(ids),

    /** The sender's own push order; pushOrderNotFound for anyone else's. */
    async pushOrderOf(sender: PushSender, id: number): Promise<PushOrderRow> {
      const row = await repo.pushOrderOf(sender, id)
      if (!row) throw new DomainError('pushOrderNotFound', { id })
      return row
    },

    /**
     * The customer opens a push order: one meant for another mobile, or kept by another customer, is not theirs
     * (pushOrderNotFound, so a code tells a stranger nothing); the sender's own is refused (pushOrderOwnGuide, or
     * pushOrderOwnDistributor: `distributorCustomer` names the customer a distributor is); an unclaimed open one
     * becomes theirs. Ordered ones stay readable to their customer; expired ones say so.
     */
    async open(
      code: string,
      customer: { id: number; mobile: string | null },
      distributorCustomer: (distributorId: number) => Promise<number | null>,
    ): Promise<PushOrderRow> {
      let row = await repo.pushOrderByCode(code)
      if (!row) throw new DomainError('pushOrderNotFound')
      if (row.guideId !== null) {
        const guide = await repo.guideById(row.guideId)
        if (guide && customer.mobile === guide.mobile) throw new DomainError('pushOrderOwnGuide')
      } else if ((await distributorCustomer(row.distributorId!)) === customer.id) {
        throw new DomainError('pushOrderOwnDistributor')
      }
      if (row.customerMobile !== null && row.customerMobile !== customer.mobile)
        throw new DomainError('pushOrderNotFound')
      if (row.customerId === null) {
        if (row.expiresAt <= clock.now()) throw new DomainError('pushOrderExpired')
        row = await repo.claim(row.id, customer.id, clock.now())
      }
      if (row.customerId !== customer.id) throw new DomainError('pushOrderNotFound')
      return row
    },

    /** Inside the order's transaction: the push order becomes this order, once (pushOrderUsed / Expired else). */
    async attach(tx: Db, row: PushOrderRow, customerId: number, orderId: number): Promise<void> {
      if (await guidesRepository(tx).markOrdered(row.id, customerId, orderId, clock.now())) return
      throw new DomainError(row.expiresAt <= clock.now() ? 'pushOrderExpired' : 'pushOrderUsed')
    },

    sentCounts: (guideIds: readonly number[], period: Period) => repo.sentCounts(guideIds, period),
    ordered: (guideIds: readonly number[], period: Period) => repo.ordered(guideIds, period),

    /** ba_behavior/append: one record per (guide, requestId); a push order named must be the guide's. */
    async appendBehavior(
      guide: GuideRow,
      entry: {
        action: string
        customerMobile?: string | undefined
        goodsId?: number | undefined
        pushOrderId?: number | undefined
        remark?: string | undefined
        requestId: string
      },
    ): Promise<{ id: number }> {
      if (entry.pushOrderId !== undefined && !(await repo.pushOrderOf({ guideId: guide.id }, entry.pushOrderId))) {
        throw new DomainError('pushOrderNotFound', { id: entry.pushOrderId })
      }
      const id = await repo.appendBehavior({
        guideId: guide.id,
        requestId: entry.requestId,
        action: entry.action,
        customerMobile: entry.customerMobile ?? null,
        goodsId: entry.goodsId ?? null,
        pushOrderId: entry.pushOrderId ?? null,
        remark: entry.remark ?? null,
        createdAt: clock.now(),
      })
      return { id }
    },

    // ─── Stores and counters ───────────────────────────────────────────────────────────────────────

    /** LBSStore: the active outlets, nearest first from the shopper (else by city and name), with their guides. */
    async nearest(query: { latitude?: number | undefined; longitude?: number | undefined; city?: string | undefined }) {
      const rows = (await repo.outlets(true)).filter((row) => !query.city || row.city === query.city)
      const guides = await repo.guidesAt(rows.map((row) => row.id))
      const { latitude, longitude } = query
      const located = rows.map((row): Outlet => ({
        ...outletView(row, guides),
        distance:
          latitude === undefined || longitude === undefined
            ? null
            : Math.round(distanceMetres({ latitude, longitude }, row)),
      }))
      return latitude === undefined ? located : located.sort((a, b) => a.distance! - b.distance! || a.id - b.id)
    },

    async consoleOutlets() {
      const rows = await repo.outlets(false)
      const guides = await repo.guidesAt(rows.map((row) => row.id))
      return rows.map((row) => ({ ...outletView(row, guides), active: row.active }))
    },

    outletNames: async () => new Map((await repo.outlets(false)).map((row) => [row.id, row.name])),

    async saveOutlet(userid: string, fields: NewOutlet, outletId?: number) {
      return db.transaction(async (tx) => {
        const writer = guidesRepository(tx)
        const before = outletId === undefined ? null : await writer.outletById(outletId)
        if (outletId !== undefined && !before) throw new DomainError('outletNotFound', { outletId })
        const row =
          outletId === undefined ? await writer.insertOutlet(fields) : await writer.updateOutlet(outletId, fields)
        if (!row) throw new DomainError('outletCodeTaken')
        await audit.record(tx, {
          staffUserid: userid,
          action: 'guides.edit',
          targetType: 'outlet',
          targetId: row.id,
          summary: `${outletId === undefined ? '新增' : '修改'}门店 ${row.name}`,
          before,
          after: row,
        })
        const guides = await writer.guidesAt([row.id])
        return { ...outletView(row, guides), active: row.active }
      })
    },

    // ─── The console's guides ──────────────────────────────────────────────────────────────────────

    guidePage: (filter: { keyword?: string | undefined; outletId?: number | undefined }, page: number, size: number) =>
      repo.guidePage(filter, page, size),

    /** Adds or changes a guide (audited: a guide's orders are attributed to them). */
    async saveGuide(userid: string, fields: GuideFields, guideId?: number): Promise<GuideRow> {
      await checkOutlet(fields.outletId)
      const saved = await db
        .transaction(async (tx) => {
          const writer = guidesRepository(tx)
          const before = guideId === undefined ? null : await writer.guideById(guideId)
          if (guideId !== undefined && !before) throw new DomainError('guideNotFound', { guideId })
          const row =
            guideId === undefined ? await writer.insertGuide(fields) : await writer.updateGuide(guideId, fields)
          if (!row) return null
          await audit.record(tx, {
            staffUserid: userid,
            action: 'guides.edit',
            targetType: 'guide',
            targetId: row.id,
            summary: `${guideId === undefined ? '新增' : '修改'}导购 ${row.name}`,
            before,
            after: row,
          })
          return row
        })
        .catch((error: unknown) => {
          // An update that takes another guide's mobile or WeCom account: the unique key refuses it.
          if (isUniqueViolation(error)) return null
          throw error
        })
      return saved ?? guideConflict(fields, guideId)
    },
  }
}
