import type { POINTS_RECORD_FILTERS, PointsReason, PointsRecord, RewardAsset } from '@shop/contracts'
import { chinaDate, DomainError, type PointsRule } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { pointsRepository, type PointsRecordRow } from './points.repository'
import { toPage } from '../../platform/paging'

/**
 * The shop's points rule until an operator changes it (the settings module holds the one in force): 100 points are
 * worth ¥1 (1 point = 1 fen), and points pay at most half of the goods payable amount.
 */
export const DEFAULT_POINTS_RULE: PointsRule = { pointsPerYuan: 100, maxPayableShare: 0.5 }

/** What the points records page shows for each reason. */
const REMARKS: Record<OrderReason, string> = {
  earn_order: '购物获得积分',
  spend_order: '下单抵扣积分',
  refund_order: '退款退回积分',
  cancel_order: '取消订单退回积分',
}

/** The reasons an order writes (keyed by its id); the programmes' reasons are keyed by a business key. */
type OrderReason = 'earn_order' | 'spend_order' | 'refund_order' | 'cancel_order'

/** The programmes' reasons: each row carries a business key, unique with the customer, reason and asset. */
export type ProgrammeReason =
  'sign_in' | 'lottery' | 'survey' | 'help' | 'expire' | 'year_card' | 'member_gift' | 'recycle' | 'water_light'

/** The source the points page shows for each reason. */
const SOURCES: Record<PointsReason, string> = {
  earn_order: '购物',
  spend_order: '购物',
  refund_order: '退款',
  cancel_order: '取消订单',
  adjust: '商家调整',
  sign_in: '每日签到',
  lottery: '幸运抽奖',
  survey: '问卷调查',
  help: '好友助力',
  expire: '积分过期',
  year_card: '年卡权益',
  member_gift: '会员礼包',
  recycle: '空瓶回收',
  water_light: '水光打卡',
}

/** The remark of the points a refund takes back of those its order earned. */
const TAKEN_BACK_REMARK = '退款扣回购物积分'

/** Reasons that give an order's spent points back: either happens once per order. */
const RETURNS = ['refund_order', 'cancel_order'] as const satisfies readonly PointsReason[]

/** The outcome of a ledger call: whether this call changed the balance (false: done before, or nothing to do). */
export interface PointsChange {
  applied: boolean
  balance: number
}

export interface PointsDeps {
  db: Db
  clock: Clock
  /** The points rule in force (the settings module's; cached there), read inside `handle` when it is a transaction. */
  rule?: (handle?: Db) => Promise<PointsRule>
}

const toRecord = (r: PointsRecordRow): PointsRecord => ({
  id: r.id,
  delta: r.delta,
  balanceAfter: r.balanceAfter,
  reason: r.reason,
  orderId: r.orderId,
  createTime: r.createdAt.toISOString(),
  remark: r.remark,
  source: SOURCES[r.reason],
})

/** One reward or spend of a members' programme: one ledger row, once per (customer, reason, asset, business key). */
export interface ProgrammeEntry {
  customerId: number
  reason: ProgrammeReason
  businessKey: string
  /** Points added (> 0) or taken (< 0); 0 for a reward of another asset. */
  delta: number
  /** Default points. */
  asset?: RewardAsset
  /** The coupon id or award id a reward of another asset gave. */
  assetRef?: string | null
  remark: string
  /** The order a redemption made, if any. */
  orderId?: string | null
}

export type PointsService = ReturnType<typeof createPointsService>

export function createPointsService({ db, clock, rule = async () => DEFAULT_POINTS_RULE }: PointsDeps) {
  const reader = pointsRepository(db)

  /**
   * Writes one ledger row for an order and moves the balance, under the customer's account lock, unless the order
   * already has a row for one of `once` (then nothing changes: a retried call is harmless).
   */
  const post = async (
    tx: Db,
    entry: { customerId: number; orderId: string; delta: number; reason: OrderReason },
    once: readonly PointsReason[],
  ): Promise<PointsChange> => {
    const repo = pointsRepository(tx)
    const now = clock.now()
    const balance = await repo.lockBalance(entry.customerId, now)
    if (await repo.findOrderRecord(entry.orderId, once)) return { applied: false, balance }
    const balanceAfter = balance + entry.delta
    if (balanceAfter < 0) throw new DomainError('pointsInsufficient', { balance, points: -entry.delta })
    await repo.insertRecord({ ...entry, balanceAfter, remark: REMARKS[entry.reason], createdAt: now })
    await repo.setBalance(entry.customerId, balanceAfter, now)
    return { applied: true, balance: balanceAfter }
  }

  const unchanged = async (tx: Db, customerId: number): Promise<PointsChange> => ({
    applied: false,
    balance: await pointsRepository(tx).balance(customerId),
  })

  const wholePoints = (points: number) => {
    if (!Number.isSafeInteger(points) || points < 0)
      throw new RangeError(`points must be a whole number ≥ 0, got ${points}`)
    return points
  }

  /**
   * Writes one reward or spend of a members' programme inside the caller's transaction (what caused it commits
   * or rolls back with it), under the customer's account lock: a business key written before answers
   * `applied: false` and changes nothing, so a retried or doubled request never credits or takes twice (the
   * unique index holds it too); a spend larger than the balance is pointsInsufficient. A reward of another asset
   * (coupon, goods, chance) is a row with delta 0 that leaves the balance as it is.
   */
  const postProgramme = async (
    tx: Db,
    {
      customerId,
      reason,
      businessKey,
      delta,
      asset = 'points',
      assetRef = null,
      remark,
      orderId = null,
    }: ProgrammeEntry,
  ): Promise<PointsChange & { recordId: number }> => {
    if (!Number.isSafeInteger(delta) || (asset === 'points') === (delta === 0)) {
      throw new RangeError(`a ${asset} entry moves ${asset === 'points' ? 'points' : 'no points'}, got ${delta}`)
    }
    const repo = pointsRepository(tx)
    const now = clock.now()
    const balance = await repo.lockBalance(customerId, now)
    const done = await repo.findKeyed(customerId, reason, asset, businessKey)
    if (done) return { applied: false, balance, recordId: done.id }
    const balanceAfter = balance + delta
    if (balanceAfter < 0) throw new DomainError('pointsInsufficient', { balance, points: -delta })
    const row = await repo.insertRecord({
      customerId,
      delta,
      balanceAfter,
      reason,
      asset,
      assetRef,
      businessKey,
      orderId,
      remark: remark.slice(0, 64),
      createdAt: now,
    })
    if (delta !== 0) await repo.setBalance(customerId, balanceAfter, now)
    return { applied: true, balance: balanceAfter, recordId: row.id }
  }

  return {
    /** What points are worth at checkout (the pricing engine's PointsRule). */
    rule,

    /** Inside a transaction, pass it (`tx`): on PGlite a query outside the open transaction waits for it to end. */
    balance: (customerId: number, tx: Db = db): Promise<number> => pointsRepository(tx).balance(customerId),

    async records(
      customerId: number,
      page: number,
      size: number,
      type: (typeof POINTS_RECORD_FILTERS)[number] = 'all',
    ) {
      const { rows, total } = await reader.page(customerId, page, size, type)
      const content = rows.map(toRecord)
      return toPage(content, total, page, size)
    },

    /**
     * Takes the points an order pays with, inside the order's transaction: pointsInsufficient when the balance is
     * short (the balance never goes negative, however many orders spend at once); once per order.
     */
    spend: (
      tx: Db,
      { customerId, points, orderId }: { customerId: number; points: number; orderId: string },
    ): Promise<PointsChange> =>
      wholePoints(points) === 0
        ? unchanged(tx, customerId)
        : post(tx, { customerId, orderId, delta: -points, reason: 'spend_order' }, ['spend_order']),

    /** Adds the points an order earns; once per order, so a retried payment or completion adds nothing more. */
    earn: (
      tx: Db,
      { customerId, points, orderId }: { customerId: number; points: number; orderId: string },
    ): Promise<PointsChange> =>
      wholePoints(points) === 0
        ? unchanged(tx, customerId)
        : post(tx, { customerId, orderId, delta: points, reason: 'earn_order' }, ['earn_order']),

    /**
     * Gives back exactly the points the order spent, once, whether the order is refunded (`refund_order`, the
     * default) or cancelled (`cancel_order`). An order that spent none gets nothing.
     */
    async refund(
      tx: Db,
      {
        customerId,
        orderId,
        reason = 'refund_order',
      }: { customerId: number; orderId: string; reason?: (typeof RETURNS)[number] },
    ): Promise<PointsChange> {
      const repo = pointsRepository(tx)
      const spent = await repo.findOrderRecord(orderId, ['spend_order'])
      if (!spent || spent.customerId !== customerId) return unchanged(tx, customerId)
      const left = -spent.delta - (await repo.movedByRefunds(orderId, 'refund_order'))
      if (left <= 0) return unchanged(tx, customerId)
      return post(tx, { customerId, orderId, delta: left, reason }, RETURNS)
    },

    /**
     * Settles the points of one refund of part of an order, inside the refund's transaction, once per refund (a
     * retried call changes nothing): gives back the points its units spent (`refund_order`), never more in all than
     * the order spent, and takes back `takeBack` of the points the order earned (`earn_order` < 0), as many as the
     * balance allows and never more in all than it earned. Answers the points actually taken back.
     */
    async refundPart(
      tx: Db,
      {
        customerId,
        orderId,
        refundId,
        points,
        takeBack = 0,
      }: { customerId: number; orderId: string; refundId: number; points: number; takeBack?: number },
    ): Promise<PointsChange & { takenBack: number }> {
      const repo = pointsRepository(tx)
      const now = clock.now()
      let balance = await repo.lockBalance(customerId, now)
      if (await repo.refundSettled(refundId)) return { applied: false, balance, takenBack: 0 }
      const overdrawn = (what: string) => new RangeError(`refund ${refundId} would ${what} of order ${orderId}`)
      const write = async (delta: number, reason: 'refund_order' | 'earn_order', remark: string) => {
        balance += delta
        await repo.insertRecord({
          customerId,
          orderId,
          refundId,
          delta,
          reason,
          balanceAfter: balance,
          remark,
          createdAt: now,
        })
      }
      if (wholePoints(points) > 0) {
        const spent = await repo.findOrderRecord(orderId, ['spend_order'])
        const returned =
          (await repo.movedByRefunds(orderId, 'refund_order')) +
          ((await repo.findOrderRecord(orderId, RETURNS))?.delta ?? 0)
        if (!spent || spent.customerId !== customerId || returned + points > -spent.delta) {
          throw overdrawn('give back more points than were spent')
        }
        await write(points, 'refund_order', REMARKS.refund_order)
      }
      const takenBack = Math.min(wholePoints(takeBack), balance)
      if (takenBack > 0) {
        const earned = await repo.findOrderRecord(orderId, ['earn_order'])
        const taken = -(await repo.movedByRefunds(orderId, 'earn_order'))
        if (!earned || earned.customerId !== customerId || taken + takenBack > earned.delta) {
          throw overdrawn('take back more points than were earned')
        }
        await write(-takenBack, 'earn_order', TAKEN_BACK_REMARK)
      }
      if (points > 0 || takenBack > 0) await repo.setBalance(customerId, balance, now)
      return { applied: points > 0 || takenBack > 0, balance, takenBack }
    },

    /**
     * An operator's adjustment with a reason, inside the caller's transaction (the audit row goes in it too): one
     * ledger row per (customer, request id) under the account lock, so a retried request answers the row it wrote
     * and changes nothing; pointsInsufficient when it would take the balance below zero.
     */
    async adjust(
      tx: Db,
      { customerId, delta, reason, key }: { customerId: number; delta: number; reason: string; key: string },
    ): Promise<PointsChange & { before: number; record: PointsRecord }> {
      if (!Number.isSafeInteger(delta) || delta === 0) throw new RangeError(`an adjustment moves points, got ${delta}`)
      const repo = pointsRepository(tx)
      const now = clock.now()
      const balance = await repo.lockBalance(customerId, now)
      const done = await repo.findAdjustment(customerId, key)
      if (done) return { applied: false, balance, before: balance, record: toRecord(done) }
      const balanceAfter = balance + delta
      if (balanceAfter < 0) throw new DomainError('pointsInsufficient', { balance, points: -delta })
      const row = await repo.insertRecord({
        customerId,
        delta,
        balanceAfter,
        reason: 'adjust',
        orderId: null,
        remark: reason,
        adjustKey: key,
        createdAt: now,
      })
      await repo.setBalance(customerId, balanceAfter, now)
      return { applied: true, balance: balanceAfter, before: balance, record: toRecord(row) }
    },

    /** One reward or spend of a members' programme (see postProgramme). */
    post: postProgramme,

    /**
     * The expiry rule for one customer, in its own transaction: the points earned before `cutoff` that have not
     * left the balance since (spends take the oldest points first) expire, once per key (`expire:<year>`), never
     * more than the balance.
     */
    expire: (customerId: number, cutoff: Date, businessKey: string): Promise<PointsChange> =>
      db.transaction(async (tx) => {
        const repo = pointsRepository(tx)
        const balance = await repo.lockBalance(customerId, clock.now())
        const { earnedBefore, left } = await repo.expiryFigures(customerId, cutoff)
        const points = Math.min(balance, earnedBefore - left)
        if (points <= 0 || (await repo.findKeyed(customerId, 'expire', 'points', businessKey))) {
          return { applied: false, balance }
        }
        const remark = `${chinaDate(cutoff).slice(0, 4)}年前获得的积分到期`
        const done = await postProgramme(tx, {
          customerId,
          reason: 'expire',
          businessKey,
          delta: -points,
          remark,
        })
        return { applied: done.applied, balance: done.balance }
      }),

    /** Customers after `after` (by id) the expiry at `cutoff` (key `businessKey`) has to look at, a batch at a time. */
    expiryCandidates: (cutoff: Date, businessKey: string, after: number, limit = 200): Promise<number[]> =>
      reader.expiryCandidates(cutoff, businessKey, after, limit),

    /** The balances of these customers (0 for one with no account). */
    balances: (customerIds: readonly number[]): Promise<Map<number, number>> => reader.balances(customerIds),

    /** The points an order earned (0 when it earned none yet). */
    earned: async (orderId: string, tx: Db = db): Promise<number> =>
      (await pointsRepository(tx).findOrderRecord(orderId, ['earn_order']))?.delta ?? 0,
  }
}
