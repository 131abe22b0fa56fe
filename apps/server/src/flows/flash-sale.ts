import type {
  FlashSaleSlot,
  merchantCreateFlashSale,
  OrderSubmitted,
  ParsedBodyOf,
  secKillLocate,
  secKillSubmit,
} from '@shop/contracts'
import {
  ActivityStatus,
  activityStatus,
  chinaDayNumber,
  DomainError,
  flashProgress,
  flashSlot,
  formatFen,
  type ErrorCode,
} from '@shop/domain'
import type { ActivityRow, FlashSaleRows } from '../modules/catalogue'
import type { PricingChoices } from '../modules/cart'
import { notices } from '../modules/messages'
import { subscribeNotices } from '../modules/outreach'
import { createCheckout, type Placing } from './checkout'
import type { FlowDeps } from './flow-deps'

/** How long before a sale starts its reminders go out (the sweep runs every ORDER_SWEEP_SECONDS). */
export const REMIND_LEAD_MS = 5 * 60_000
/** Reminders sent by one run at most (the next run sends the rest). */
const REMIND_BATCH = 500

/** The job that sends a sale's reminders REMIND_LEAD_MS before it starts: one per sale (its key), the sweep behind it. */
export const FLASH_SALE_REMIND_TASK = 'flash-sale-remind'
const remindKey = (activityId: number) => `${FLASH_SALE_REMIND_TASK}:${activityId}`

type LocateBody = ParsedBodyOf<typeof secKillLocate>
type SubmitBody = ParsedBodyOf<typeof secKillSubmit>

export type FlashSale = ReturnType<typeof createFlashSale>

/**
 * Flash sales as the shopper meets them (docs/flash-sales.md): the slots of the seckill page, the sec_kill locate
 * and submit, reminders. A submit passes the fast gate first (`flashGate`: Redis with REDIS_URL, in-process
 * otherwise), which turns the rush away without touching the database; what it admits goes through the checkout's
 * one transaction as a sec_kill order: the allotment taken by its guarded update, the per-customer limit by its
 * guarded upsert (flashSales.claim). The database stays the truth: a submit refused after the gate gives its units
 * back to the gate at once, a cancel or an unpaid close after its commit, and `reconcile` (at start and by the
 * recurring sweep) sets the gate to the database's counts.
 */
export function createFlashSale(deps: FlowDeps) {
  const { clock, catalogue, cart, orders, flashSales, flashGate, db, outreach, log, jobs, audit } = deps
  const checkout = createCheckout(deps)

  /** The sale and the SKU's place in it, refused unless it runs now. */
  async function running(activityId: number, skuId: number) {
    const sale = await catalogue.flashSale(activityId)
    if (!sale) throw new DomainError('flashSaleNotFound', { activityId })
    if (!sale.skuIds.has(skuId)) {
      throw new DomainError('flashSaleSkuNotFound', { activityId, skuId })
    }
    const { startTime, endTime } = sale.activity
    if (activityStatus(startTime.getTime(), endTime.getTime(), clock.now().getTime()) !== ActivityStatus.InProgress) {
      throw new DomainError('flashSaleNotRunning', { activityId })
    }
    return sale.activity
  }

  /** One flash-sale line: no promotion code, no add-ons; a coupon and points only where the sale allows them. */
  const choicesFor = (activity: ActivityRow, choices: PricingChoices): PricingChoices => ({
    customCard: choices.customCard,
    couponId: activity.allowCoupon ? choices.couponId : null,
    usePoints: activity.allowPoints ? choices.usePoints : false,
  })

  /** Sets the gate's counts of one sale to the database's. */
  async function load({ activity, skus }: FlashSaleRows): Promise<void> {
    await flashGate.load({
      activityId: activity.id,
      left: new Map(skus.map((link) => [link.skuId, link.inventory - link.useInventory])),
      bought: await flashSales.buyersOf(activity.id),
    })
  }

  const refusals: Record<'soldOut' | 'limitExceeded', ErrorCode> = {
    soldOut: 'flashSaleSoldOut',
    limitExceeded: 'flashSaleLimitExceeded',
  }

  /** Through the gate (loading the sale into it on first use); the refusal, or null when admitted. */
  async function admit(request: Parameters<typeof flashGate.admit>[0]) {
    let answer = await flashGate.admit(request)
    if (answer.admission === 'unknown') {
      const [sale] = await catalogue.flashSales({ activityId: request.activityId })
      if (sale) await load(sale)
      answer = await flashGate.admit(request)
    }
    // Still unknown (the sale vanished between the reads): the database decides.
    if (answer.admission !== 'soldOut' && answer.admission !== 'limitExceeded') return null
    const error = new DomainError(refusals[answer.admission], { activityId: request.activityId, skuId: request.skuId })
    return { error, holding: answer.holding }
  }

  return {
    /** The seckill page: sales not ended (and those of today that ended), start first, with their goods. */
    async slots(customerId: number | null): Promise<{ now: string; slots: FlashSaleSlot[] }> {
      const now = clock.now()
      const startOfDay = new Date(now.getTime() - 86_400_000)
      const sales = (await catalogue.flashSales({ endingAfter: startOfDay })).filter(
        ({ activity }) => activity.endTime > now || chinaDayNumber(activity.endTime) === chinaDayNumber(now),
      )
      const ids = sales.map(({ activity }) => activity.id)
      const [held, reminded, sale] = await Promise.all([
        customerId === null ? new Map<number, number>() : flashSales.heldBy(customerId, ids),
        customerId === null ? new Set<number>() : flashSales.subscribed(customerId, ids),
        catalogue.saleView(),
      ])
      const slots = sales.map(({ activity, skus }): FlashSaleSlot => {
        const slot = flashSlot(activity.startTime.getTime(), activity.endTime.getTime(), now.getTime())
        return {
          activityId: activity.id,
          activityCode: activity.code,
          name: activity.name,
          startTime: activity.startTime.toISOString(),
          endTime: activity.endTime.toISOString(),
          status: slot.status,
          label: slot.label,
          time: slot.time,
          day: slot.day,
          limitPerCustomer: activity.limitPerCustomer,
          payMinutes: activity.payMinutes,
          allowCoupon: activity.allowCoupon,
          allowPoints: activity.allowPoints,
          bought: held.get(activity.id) ?? 0,
          isSubscribe: reminded.has(activity.id),
          goods: skus.flatMap((link) => {
            const item = sale.item(link.skuId)
            if (!item) return []
            return [
              {
                skuId: link.skuId,
                goodsId: item.sku.goodsId,
                goodsName: item.goodsName,
                image: item.sku.image ?? item.goodsImage,
                specifications: item.sku.specifications,
                price: item.sku.price,
                activityPrice: link.activityPrice,
                inventory: link.inventory,
                useInventory: link.useInventory,
                progress: flashProgress(link.inventory, link.useInventory),
                soldOut: link.useInventory >= link.inventory,
              },
            ]
          }),
        }
      })
      return { now: now.toISOString(), slots }
    },

    /** sec_kill/locate: the line priced at the activity price, as the submit will price it. */
    async locate(customerId: number, body: LocateBody) {
      const { activityId, skuId, quantity, addressId, ...choices } = body
      const activity = await running(activityId, skuId)
      return cart.locateItems(customerId, [{ skuId, quantity }], choicesFor(activity, choices), addressId, activityId)
    },

    /** sec_kill/submit: through the gate, then one checkout transaction; a refusal after the gate gives the units back. */
    async submit(customerId: number, body: SubmitBody): Promise<OrderSubmitted> {
      const { activityId, skuId, quantity, addressId, remark, channel, idempotencyKey, quote, ...choices } = body
      const activity = await running(activityId, skuId)
      const request = { ...choicesFor(activity, choices), addressId, remark, channel, idempotencyKey, quote }
      const source = { kind: 'sec_kill', item: { skuId, quantity }, activityId } as const
      const placing: Placing = {
        orderType: 'sec_kill',
        payMinutes: activity.payMinutes,
        attach: (tx, order) =>
          flashSales.claim(tx, {
            activityId,
            customerId,
            orderId: order.id,
            skuId,
            quantity,
            limit: activity.limitPerCustomer,
          }),
      }
      const gated = { activityId, skuId, customerId, quantity }
      const refused = await admit({ ...gated, limit: activity.limitPerCustomer })
      // A buyer who holds units may be retrying the submit that got them (perhaps still running): the checkout
      // answers a known key with its order, and refuses anything else by the database's own limit. Everyone else
      // the gate turns away costs no query.
      if (refused && !refused.holding) throw refused.error
      const replayed = await orders.findByKey(customerId, idempotencyKey)
      if (!refused && replayed) await flashGate.release(gated)
      try {
        const placed = await checkout.submit(customerId, source, request, placing)
        // A holding buyer the gate turned away got a new order from the database: the gate counts its units too.
        if (refused && !replayed) await flashGate.take(gated)
        return placed
      } catch (error) {
        if (!refused && !replayed) await flashGate.release(gated)
        // The allotment ran out in the database (another process sold the last units): the shopper reads 已抢光.
        if (error instanceof DomainError && error.code === 'stockInsufficient') {
          throw new DomainError('flashSaleSoldOut', { activityId, skuId })
        }
        throw error
      }
    },

    async subscribe(customerId: number, activityId: number): Promise<{ isSubscribe: true }> {
      const [sale] = await catalogue.flashSales({ activityId })
      if (!sale) throw new DomainError('flashSaleNotFound', { activityId })
      const { startTime } = sale.activity
      if (startTime <= clock.now()) throw new DomainError('flashSaleRemindClosed', { activityId })
      await db.transaction(async (tx) => {
        await flashSales.subscribe(tx, customerId, activityId)
        const runAt = new Date(Math.max(clock.now().getTime(), startTime.getTime() - REMIND_LEAD_MS))
        await jobs.add(tx, FLASH_SALE_REMIND_TASK, { activityId }, { runAt, key: remindKey(activityId) })
      })
      return { isSubscribe: true }
    },

    /** The console's list: every sale with each SKU's live sold count. */
    merchantPage(query: { page: number; size: number; status?: number | undefined }) {
      return catalogue.flashSalesConsole.page(query, clock.now())
    },

    /** The console creates (activityId null) or edits a sale: audited; every process's catalogue and the gate follow. */
    async save(staffUserid: string, activityId: number | null, body: ParsedBodyOf<typeof merchantCreateFlashSale>) {
      const { activityId: id } = await db.transaction(async (tx) => {
        const saved = await catalogue.flashSalesConsole.save(tx, activityId, body, clock.now())
        const lines = body.skus.map((sku) => `SKU ${sku.skuId} ¥${formatFen(sku.activityPrice)}×${sku.inventory}`)
        await audit.record(tx, {
          staffUserid,
          action: 'coupons.edit',
          targetType: 'flash_sale',
          targetId: saved.activityId,
          summary: `${activityId === null ? '新建' : '编辑'}秒杀「${body.name}」：${lines.join('；')}，每人限购${body.limitPerCustomer}件`,
          before: activityId === null ? null : { skus: saved.before },
          after: body,
        })
        return saved
      })
      catalogue.invalidate()
      const [sale] = await catalogue.flashSales({ activityId: id })
      if (sale) await load(sale)
      return catalogue.flashSalesConsole.view(id, clock.now())
    },

    async isSubscribed(customerId: number, activityId: number): Promise<{ isSubscribe: boolean }> {
      return { isSubscribe: (await flashSales.subscribed(customerId, [activityId])).has(activityId) }
    },

    /**
     * The recurring reconciliation (and the start's): every sale not ended gets the gate's counts from the
     * database. Answers how many sales it loaded.
     */
    async reconcile(): Promise<number> {
      const sales = await catalogue.flashSales({ endingAfter: clock.now() })
      for (const sale of sales) await load(sale)
      return sales.length
    },

    /**
     * The reminder sweep: for each sale starting within REMIND_LEAD_MS, the reminders not sent yet become in-site
     * messages and, where the shopper accepted the template, WeChat subscribe messages (outreach.notify), each
     * marked sent in the transaction that writes it (claimed SKIP LOCKED: sent once). Answers how many it sent.
     */
    async remind(): Promise<number> {
      const now = clock.now()
      const soon = (await catalogue.flashSales({ endingAfter: now })).filter(
        ({ activity }) => activity.startTime > now && activity.startTime.getTime() - now.getTime() <= REMIND_LEAD_MS,
      )
      if (soon.length === 0) return 0
      const byId = new Map(soon.map(({ activity }) => [activity.id, activity]))
      const sent = await db.transaction(async (tx) => {
        const due = await flashSales.claimReminders(tx, [...byId.keys()], REMIND_BATCH)
        for (const { activityId, customerId } of due) {
          const sale = byId.get(activityId)!
          const reminder = {
            customerId,
            key: `flash_sale:${sale.id}:${customerId}`,
            name: sale.name,
            startsAt: sale.startTime,
            page: `pages/seckill/index?activityId=${sale.id}`,
          }
          // In-site always; by WeChat subscribe message too where the shopper accepted the template.
          await outreach.notify(
            tx,
            subscribeNotices.activityStarting(reminder, notices.flashSaleStarting(customerId, sale)),
          )
        }
        return due.length
      })
      if (sent > 0) log.info({ sent }, 'flash-sale reminders sent')
      return sent
    },
  }
}
