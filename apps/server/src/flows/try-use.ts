import type {
  BodyOf,
  MerchantTryUseActivity,
  ParsedBodyOf,
  ParsedQueryOf,
  TryUseActivityView,
  TryUseApplicationView,
  merchantDecideTryUse,
  merchantTryUseApplications,
  tryUseActivityInput,
  tryUseApply,
} from '@shop/contracts'
import { DomainError, formatFen, programmeStatusAt, TRY_USE_STATUS_LABELS, tryUseSeatsLeft } from '@shop/domain'
import type { z } from 'zod'
import { reserveStock, type SaleView } from '../modules/catalogue'
import type { TryUseActivityRow, TryUseAddress, TryUseApplicationRow } from '../modules/try-use'
import type { Db } from '../platform/database'
import { toPage } from '../platform/paging'
import { CLOSE_UNPAID_TASK, closeUnpaidKey } from './close-order'
import type { FlowDeps } from './flow-deps'
import { createMarkPaid } from './mark-paid'

type ActivityInput = z.output<typeof tryUseActivityInput>

export type TryUse = ReturnType<typeof createTryUse>

/** How many applications the review sweep reads at a time. */
const INVITE_BATCH = 100

const addressLine = (a: TryUseAddress) => `${a.name} ${a.mobile} ${a.province}${a.city}${a.district}${a.detail}`

/** Order statuses of a received sample: the review is welcome. */
const RECEIVED = new Set(['wait_estimate', 'completed'])

const applicationView = (row: TryUseApplicationRow, received: ReadonlySet<number>): TryUseApplicationView => ({
  id: row.id,
  activityId: row.activityId,
  status: row.status,
  statusLabel: TRY_USE_STATUS_LABELS[row.status],
  reason: row.reason,
  rejectReason: row.rejectReason,
  orderId: row.orderId,
  received: row.orderId !== null && received.has(row.orderId),
  createTime: row.createdAt.toISOString(),
})

/**
 * An application's sample lapsed: its order (paid shipping) closed unpaid, inside the close's transaction: the
 * application moves approved → lapsed and the seat comes back, once (the move is guarded). Any other order: nothing.
 */
export async function releaseTryUse(deps: FlowDeps, tx: Db, orderId: number): Promise<void> {
  const application = await deps.tryUse.byOrder(orderId, tx)
  if (application?.status !== 'approved') return
  await deps.tryUse.move(tx, application, 'approved', { status: 'lapsed' })
  await deps.tryUse.giveSeatBack(tx, application.activityId)
}

/**
 * Try-use samples (试用; docs/try-use.md), across the try-use module, catalogue, orders, payments, messages and the
 * audit log: the activities a shopper sees, one application per activity, the console's decision (an approval
 * takes a seat with a guarded update and places the sample's zero-price order, type integral_gift, in ONE
 * transaction), and the review invited once the sample is received (a sweep).
 */
export function createTryUse(deps: FlowDeps) {
  const { db, clock, tryUse, catalogue, addresses, orders, payments, messages, audit, customers, jobs } = deps
  const { markPaid } = createMarkPaid(deps)

  /** The orders of these applications that were received. */
  async function receivedOf(rows: TryUseApplicationRow[]): Promise<Set<number>> {
    const ids = rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]))
    return new Set((await orders.standings(ids)).filter((o) => RECEIVED.has(o.status)).map((o) => o.id))
  }

  const activityBase = (row: TryUseActivityRow, sale: SaleView, applicants: Map<number, number>) => {
    const item = sale.item(row.skuId)
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      skuId: row.skuId,
      goodsId: item?.sku.goodsId ?? 0,
      goodsName: item?.goodsName ?? '（商品已下架）',
      image: item ? (item.sku.image ?? item.goodsImage) : '',
      price: item?.sku.price ?? 0,
      seats: row.seats,
      seatsLeft: tryUseSeatsLeft(row),
      applicants: applicants.get(row.id) ?? 0,
      shippingFee: row.shippingFee,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      status: programmeStatusAt(row, clock.now()),
    }
  }

  async function merchantActivities(rows: TryUseActivityRow[]): Promise<MerchantTryUseActivity[]> {
    const [sale, applicants] = await Promise.all([catalogue.saleView(), tryUse.applicants(rows.map((r) => r.id))])
    return rows.map((row) => ({ ...activityBase(row, sale, applicants), active: row.active, approved: row.approved }))
  }

  async function merchantApplications(rows: TryUseApplicationRow[]) {
    const [activities, names, received] = await Promise.all([
      tryUse.activitiesByIds(rows.map((r) => r.activityId)),
      customers.nickNamesOf(rows.map((r) => r.customerId)),
      receivedOf(rows),
    ])
    const nameOf = new Map(activities.map((a) => [a.id, a.name]))
    return rows.map((row) => ({
      ...applicationView(row, received),
      activityName: nameOf.get(row.activityId) ?? '',
      customerId: row.customerId,
      nickName: names.get(row.customerId) ?? '',
      address: addressLine(row.address),
      decidedBy: row.decidedBy,
      invited: row.invitedAt !== null,
    }))
  }

  /** The sample's order: its SKU at price 0 (the price taken off in full), the activity's shipping fee to pay. */
  async function placeSample(tx: Db, application: TryUseApplicationRow, activity: TryUseActivityRow, sale: SaleView) {
    const item = sale.item(activity.skuId)
    if (!item) throw new DomainError('skuNotFound', { skuId: activity.skuId })
    const { sku } = item
    const fee = activity.shippingFee
    return orders.place(tx, {
      customerId: application.customerId,
      orderType: 'integral_gift',
      channel: null,
      totalOriginAmount: sku.price,
      totalBenefitAmount: sku.price,
      totalActualAmount: 0,
      totalPointsToAmount: 0,
      totalRealPayPoints: 0,
      originShippingPrice: fee,
      actualShippingPrice: fee,
      totalRealPayAmount: fee,
      address: application.address,
      remark: `试用：${activity.name}`.slice(0, 100),
      lines: [
        {
          skuId: sku.id,
          goodsId: sku.goodsId,
          skuCode: sku.skuCode,
          name: item.goodsName.slice(0, 64),
          specifications: sku.specifications,
          image: sku.image ?? item.goodsImage,
          quantity: 1,
          price: sku.price,
          marketingPrice: sku.marketingPrice,
          activityPrice: null,
          addOnOf: null,
          originAmount: sku.price,
          benefitAmount: sku.price,
          actualAmount: 0,
          pointsAmount: 0,
          realPayAmount: 0,
          adjustments: [],
        },
      ],
    })
  }

  return {
    /** The activities running or to come, soonest first, with the caller's application when signed in. */
    async list(customerId: number | null): Promise<TryUseActivityView[]> {
      const rows = (await tryUse.activities()).filter((r) => programmeStatusAt(r, clock.now()) !== 'ended')
      const [sale, applicants, mine] = await Promise.all([
        catalogue.saleView(),
        tryUse.applicants(rows.map((r) => r.id)),
        customerId === null ? [] : tryUse.mine(customerId),
      ])
      const mineOf = new Map(mine.map((a) => [a.activityId, a]))
      const received = await receivedOf(mine)
      return rows
        .filter((r) => sale.item(r.skuId))
        .map((row) => {
          const own = mineOf.get(row.id)
          return { ...activityBase(row, sale, applicants), mine: own ? applicationView(own, received) : null }
        })
    },

    /** One application per activity (tryUseAlreadyApplied), to an address of the caller's book, while it runs. */
    async apply(customerId: number, body: ParsedBodyOf<typeof tryUseApply>): Promise<TryUseApplicationView> {
      const activity = await tryUse.activity(body.activityId)
      if (!activity) throw new DomainError('notFound')
      if (programmeStatusAt(activity, clock.now()) !== 'running') {
        throw new DomainError('tryUseNotRunning', { activityId: activity.id })
      }
      const a = await addresses.find(customerId, body.addressId)
      const address: TryUseAddress = {
        name: a.name,
        mobile: a.mobile,
        province: a.province,
        city: a.city,
        district: a.district,
        detail: a.detail,
        postalCode: a.postalCode,
      }
      const row = await db.transaction((tx) =>
        tryUse.apply(tx, { activityId: activity.id, customerId, address, reason: body.reason }),
      )
      return applicationView(row, new Set())
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    merchantActivities: async () => merchantActivities(await tryUse.activities()),

    /** Creates (id null) or changes an activity, audited; its SKU must be one the catalogue sells. */
    async save(userid: string, id: number | null, input: ActivityInput): Promise<MerchantTryUseActivity> {
      if (!(await catalogue.saleView()).item(input.skuId)) throw new DomainError('skuNotFound', { skuId: input.skuId })
      const values = { ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) }
      const saved = await db.transaction(async (tx) => {
        const { before, after } =
          id === null
            ? { before: null, after: await tryUse.createActivity(tx, values) }
            : await tryUse.updateActivity(tx, id, values)
        await audit.record(tx, {
          staffUserid: userid,
          action: 'programmes.edit',
          targetType: 'try_use_activity',
          targetId: after.id,
          summary: `${before ? '修改' : '新建'}试用活动「${after.name}」：${after.seats}个名额，${after.shippingFee === 0 ? '包邮' : `运费¥${formatFen(after.shippingFee)}`}`,
          before,
          after,
        })
        return after
      })
      return (await merchantActivities([saved]))[0]!
    },

    async applications(query: ParsedQueryOf<typeof merchantTryUseApplications>) {
      const { page, size, ...filter } = query
      const { rows, total } = await tryUse.page(filter, page, size)
      return toPage(await merchantApplications(rows), total, page, size)
    },

    /**
     * Decides an application, once (the move from `applied` is guarded: a second decision answers
     * tryUseAlreadyDecided). An approval, in ONE transaction: the sample's order is placed, its unit taken from
     * stock (guarded), the application moves with its order, a seat is taken (`approved < seats`, else
     * tryUseSeatsFull and nothing of it stays), and the order is paid at once through the free route when shipping
     * is free, or waits for the shopper to pay the shipping fee (closed at its deadline like any order: the seat then
     * comes back). The shopper is told either way.
     */
    async decide(userid: string, id: number, body: BodyOf<typeof merchantDecideTryUse>) {
      const application = await tryUse.application(id)
      const activity = (await tryUse.activity(application.activityId))!
      const sale = await catalogue.saleView()
      const decided = await db.transaction(async (tx) => {
        const now = clock.now()
        if (!body.approve) {
          const rejected = await tryUse.move(tx, application, 'applied', {
            status: 'rejected',
            rejectReason: body.reason,
            decidedBy: userid,
            decidedAt: now,
          })
          await messages.send(tx, {
            customerId: application.customerId,
            kind: 'activity',
            title: '试用申请未通过',
            content: `很遗憾，您申请的「${activity.name}」未通过审核：${body.reason}`,
            link: '/pages/tryuse/index',
          })
          await audit.record(tx, {
            staffUserid: userid,
            action: 'programmes.edit',
            targetType: 'try_use_application',
            targetId: id,
            summary: `拒绝试用申请${id}（${activity.name}）：${body.reason}`,
          })
          return rejected
        }
        const order = await placeSample(tx, application, activity, sale)
        const approved = await tryUse.move(tx, application, 'applied', {
          status: 'approved',
          orderId: order.id,
          decidedBy: userid,
          decidedAt: now,
        })
        await reserveStock(tx, order.id, [{ skuId: activity.skuId, quantity: 1, onSale: false }], now)
        await tryUse.takeSeat(tx, activity.id)
        if (order.totalRealPayAmount === 0) {
          const attempt = await payments.open(tx, order, {
            payerId: application.customerId,
            payType: 'wm',
            product: 'free',
            appId: null,
            amount: 0,
          })
          await markPaid(tx, attempt.outTradeNo, {
            transactionId: null,
            amount: 0,
            paidAt: now,
            notificationId: null,
            actor: 'system',
          })
        } else {
          await jobs.add(
            tx,
            CLOSE_UNPAID_TASK,
            { orderId: order.id },
            { runAt: order.payDeadline, key: closeUnpaidKey(order.id) },
          )
        }
        await messages.send(tx, {
          customerId: application.customerId,
          kind: 'activity',
          title: '试用申请已通过',
          content:
            order.totalRealPayAmount === 0
              ? `恭喜！您申请的「${activity.name}」已通过审核，试用装将尽快为您寄出。`
              : `恭喜！您申请的「${activity.name}」已通过审核，请在订单中支付运费¥${formatFen(order.totalRealPayAmount)}，逾期名额将失效。`,
          link: `/pages/order/detail?orderId=${order.id}`,
        })
        await audit.record(tx, {
          staffUserid: userid,
          action: 'programmes.edit',
          targetType: 'try_use_application',
          targetId: id,
          summary: `通过试用申请${id}（${activity.name}），订单${order.orderNo}`,
        })
        return approved
      })
      if (body.approve) await catalogue.refreshSkus([activity.skuId])
      return (await merchantApplications([decided]))[0]!
    },

    /**
     * The review invitation (a sweep): every approved sample whose order was received (待评价 or later) and not
     * invited yet gets one message asking for a review, once (invitedAt set by a guarded update in the message's
     * transaction). Answers how many were invited.
     */
    async inviteReviews(): Promise<number> {
      let invited = 0
      let after = 0
      for (;;) {
        const batch = await tryUse.toInvite(after, INVITE_BATCH)
        if (batch.length === 0) return invited
        after = batch.at(-1)!.id
        const standings = await orders.standings(batch.map((a) => a.orderId!))
        const received = new Set(standings.filter((s) => RECEIVED.has(s.status)).map((s) => s.id))
        const activities = new Map((await tryUse.activitiesByIds(batch.map((a) => a.activityId))).map((a) => [a.id, a]))
        for (const application of batch.filter((a) => received.has(a.orderId!))) {
          const done = await db.transaction(async (tx) => {
            if (!(await tryUse.markInvited(tx, application.id))) return false
            await messages.send(tx, {
              customerId: application.customerId,
              kind: 'activity',
              title: '邀请您评价试用商品',
              content: `您试用的「${activities.get(application.activityId)?.name ?? '试用装'}」已签收，欢迎分享您的试用体验。`,
              link: `/pages/evaluate/index?orderId=${application.orderId}`,
            })
            return true
          })
          if (done) invited += 1
        }
      }
    },
  }
}
