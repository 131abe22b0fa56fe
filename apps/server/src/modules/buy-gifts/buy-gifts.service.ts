import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { buyGiftsRepository, type BuyGiftActivityRow } from './buy-gifts.repository'
import type { BuyGiftOrderStatus } from './buy-gifts.tables'

export interface BuyGiftsDeps {
  db: Db
  clock: Clock
}

/** What the console defines (the contracts' buyGiftInput, parsed). */
export interface BuyGiftInput {
  name: string
  skuIds: number[]
  couponTemplateId: number
  startsAt: string
  endsAt: string
  enabled: boolean
}

export type BuyGiftsService = ReturnType<typeof createBuyGiftsService>

/** The issue key of an order's gift coupon: one coupon per order, however often payment is told. */
export const buyGiftIssueKey = (orderId: number) => `buy-gift:${orderId}`

/** 未开始, 进行中, 已结束, 已停用 at `now`. */
export function buyGiftStatusLabel(activity: BuyGiftActivityRow, now: Date): string {
  if (!activity.enabled) return '已停用'
  if (activity.startsAt > now) return '未开始'
  return activity.endsAt > now ? '进行中' : '已结束'
}

/**
 * Buy-with-gift activities and the orders placed through them (docs/gifts.md "买赠"). Issuing and taking back the
 * coupon is the flow's (flows/buy-gift.ts): this module keeps the activities and each order's gift status.
 */
export function createBuyGiftsService({ db, clock }: BuyGiftsDeps) {
  const reader = buyGiftsRepository(db)
  const row = (input: BuyGiftInput) => ({
    name: input.name,
    skuIds: input.skuIds,
    couponTemplateId: input.couponTemplateId,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    enabled: input.enabled,
  })

  return {
    all: () => reader.all(),
    running: () => reader.running(clock.now()),
    /** The activity, while it runs and sells this SKU; buyGiftNotRunning otherwise. */
    async runningFor(activityId: number, skuId: number): Promise<BuyGiftActivityRow> {
      const activity = await reader.activity(activityId)
      const now = clock.now()
      if (!activity || buyGiftStatusLabel(activity, now) !== '进行中' || !activity.skuIds.includes(skuId)) {
        throw new DomainError('buyGiftNotRunning', { activityId, skuId })
      }
      return activity
    },
    create: (tx: Db, input: BuyGiftInput) => {
      const now = clock.now()
      return buyGiftsRepository(tx).insert({ ...row(input), createdAt: now, updatedAt: now })
    },
    async update(tx: Db, activityId: number, input: BuyGiftInput) {
      const repo = buyGiftsRepository(tx)
      const before = await repo.activity(activityId)
      if (!before) throw new DomainError('notFound')
      const after = (await repo.update(activityId, { ...row(input), updatedAt: clock.now() }))!
      return { before, after }
    },

    /** In the checkout's transaction: the order remembers its activity and the coupon it will earn. */
    async place(tx: Db, order: { orderId: number; customerId: number; activity: BuyGiftActivityRow }): Promise<void> {
      const now = clock.now()
      await buyGiftsRepository(tx).insertOrder({
        orderId: order.orderId,
        activityId: order.activity.id,
        customerId: order.customerId,
        couponTemplateId: order.activity.couponTemplateId,
        status: 'placed',
        createdAt: now,
        updatedAt: now,
      })
    },
    orderOf: (tx: Db, orderId: number) => buyGiftsRepository(tx).order(orderId),
    move: (tx: Db, orderId: number, from: BuyGiftOrderStatus, to: BuyGiftOrderStatus) =>
      buyGiftsRepository(tx).move(orderId, from, to, clock.now()),
    /** Per activity, its orders by gift status. */
    async orderCounts(): Promise<Map<number, Partial<Record<BuyGiftOrderStatus, number>>>> {
      const counts = new Map<number, Partial<Record<BuyGiftOrderStatus, number>>>()
      for (const { activityId, status, n } of await reader.statusCounts()) {
        counts.set(activityId, { ...counts.get(activityId), [status]: n })
      }
      return counts
    },
  }
}
