import type {
  Cart,
  MerchantPresale,
  merchantPresaleOrders,
  OrderSubmitted,
  ParsedBodyOf,
  ParsedQueryOf,
  presaleInput,
  presaleLocate,
  presaleSubmit,
  PresaleOrderView,
  PresaleView,
  ResponseOf,
} from '@shop/contracts'
import {
  chinaDateTime,
  DomainError,
  orderStatusLabel,
  PRESALE_PHASE_LABELS,
  presaleAmounts,
  presalePhase,
} from '@shop/domain'
import type { z } from 'zod'
import type { Db } from '../platform/database'
import { toPage } from '../platform/paging'
import { returnStock, type SaleItem } from '../modules/catalogue'
import { submittedAnswer, type OrderRow } from '../modules/orders'
import { subscribeNotices } from '../modules/outreach'
import { PRESALE_TASK, presaleStepKey, termsOf, type PresaleInput, type PresaleRow } from '../modules/presales'
import type { RefundRow } from '../modules/refunds'
import { createCheckout } from './checkout'
import { CLOSE_UNPAID_TASK, closeUnpaidKey, createCloseOrder } from './close-order'
import { createDecideRefund } from './decide-refund'
import type { FlowDeps } from './flow-deps'

export type Presale = ReturnType<typeof createPresale>

/** The mall page of the pre-sales and the shopper's pre-sale orders (the reminder links there). */
export const PRESALE_PAGE = 'pages/presale/index'

/**
 * Pre-sales (docs/pre-sales.md), across the pre-sales, catalogue, checkout, orders, refunds and outreach: the
 * pre-sales on sale; the deposit (advance_sale) or the full payment (pre_sale_order) through the checkout at the
 * pre-sale's unit price, from its own stock and within its limit; the balance order in the balance window (one at a
 * time, under the pre-sale order's row lock); the steps at the pre-sale's times (the balance reminder, an unpaid
 * balance ended by the rule, the hold until the shipping date released); the console's pre-sales and their orders.
 * Paying: flows/presale-paid.ts.
 */
export function createPresale(deps: FlowDeps) {
  const { db, clock, presales, catalogue, cart, orders, customers, audit, jobs, outreach, refunds, log } = deps
  const checkout = createCheckout(deps)
  const closeOrder = createCloseOrder(deps)
  const decideRefund = createDecideRefund(deps)

  const unitNow = (p: PresaleRow) => (p.mode === 'deposit' ? p.deposit! : p.price)

  function view(p: PresaleRow, item: SaleItem): PresaleView {
    const phase = presalePhase(termsOf(p), clock.now().getTime())
    return {
      id: p.id,
      name: p.name,
      mode: p.mode,
      skuId: p.skuId,
      goodsId: item.sku.goodsId,
      goodsName: item.goodsName,
      image: item.sku.image ?? item.goodsImage,
      specifications: item.sku.specifications,
      skuPrice: item.sku.price,
      price: p.price,
      deposit: p.deposit,
      depositValue: p.depositValue,
      total: presaleAmounts(p, 1).total,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      balanceStartsAt: p.balanceStartsAt?.toISOString() ?? null,
      balanceEndsAt: p.balanceEndsAt?.toISOString() ?? null,
      shipFrom: p.shipFrom.toISOString(),
      unpaidRule: p.unpaidRule,
      phase,
      phaseLabel: PRESALE_PHASE_LABELS[phase],
      left: Math.max(0, p.stock - p.sold),
      limitPerCustomer: p.limitPerCustomer,
    }
  }

  /** A pre-sale on sale in its selling window, and its SKU as sold; presaleNotFound / presaleNotRunning else. */
  async function selling(presaleId: number): Promise<{ presale: PresaleRow; item: SaleItem }> {
    const presale = await presales.find(presaleId)
    const item = (await catalogue.saleView()).item(presale.skuId)
    if (!presale.onSale || !item) throw new DomainError('presaleNotFound', { presaleId })
    if (presalePhase(termsOf(presale), clock.now().getTime()) !== 'selling') {
      throw new DomainError('presaleNotRunning', { presaleId })
    }
    return { presale, item }
  }

  /** The jobs at the pre-sale's times (keyed by the time: an edit that moves a time adds the new one). */
  async function scheduleSteps(tx: Db, p: PresaleRow): Promise<void> {
    const times = [p.balanceStartsAt, p.balanceEndsAt, p.shipFrom].filter((t): t is Date => t !== null)
    for (const at of times)
      await jobs.add(tx, PRESALE_TASK, { presaleId: p.id }, { runAt: at, key: presaleStepKey(p.id, at) })
  }

  /** Coupons, points, promotions and codes never apply to a pre-sale (its price is the offer); shipping is free. */
  const PRESALE_CHOICES = { couponId: null, usePoints: false, virtual: true, withoutPromotions: true } as const

  // ─── The steps at the pre-sale's times ───────────────────────────────────────────────────────────

  /** The balance window opened: each paid deposit's owner is told once (in-site and subscribe message). */
  async function remind(): Promise<number> {
    let sent = 0
    for (const { order, presale } of await presales.dueReminders(200)) {
      await db.transaction(async (tx) => {
        if (!(await presales.claimReminder(tx, order.orderId))) return
        const until = presale.balanceEndsAt!
        await outreach.notify(
          tx,
          subscribeNotices.activityStarting(
            {
              customerId: order.customerId,
              key: `presale-balance:${order.orderId}`,
              name: `${presale.name}尾款`,
              startsAt: presale.balanceStartsAt!,
              page: PRESALE_PAGE,
            },
            {
              customerId: order.customerId,
              kind: 'activity',
              title: '预售尾款开始支付',
              content: `您预订的「${presale.name}」可以支付尾款了，请在 ${chinaDateTime(until).slice(0, 16)} 前支付。`,
              link: `/${PRESALE_PAGE}`,
            },
          ),
        )
        sent++
      })
    }
    return sent
  }

  /**
   * One deposit whose balance window ended unpaid, ended by its pre-sale's rule, once: its open balance order is
   * closed first (asking WeChat Pay: one paid after all settles the balance instead), then under the pre-sale
   * order's row lock the deposit's order is refunded in full through the refund pipeline (`refund`) or closed with
   * the deposit kept and its goods back in stock (`keep`); either way the pre-sale's units go back.
   */
  async function settleOne(orderId: number): Promise<void> {
    const done = await db.transaction(async (tx): Promise<{ refund?: RefundRow; skuIds?: number[] } | null> => {
      const peek = await presales.order(tx, orderId)
      if (!peek || peek.balancePaidAt || peek.releasedAt) return null
      if (peek.balanceOrderId !== null) {
        const balance = await orders.lock(tx, peek.balanceOrderId)
        if (balance.status === 'wait_pay') {
          const closed = await closeOrder.closeUnpaid(tx, balance, {
            event: 'auto_close',
            type: 'auto_close',
            actor: 'system',
            actorId: null,
            reason: 'pay_timeout',
          })
          if (!closed.closed) return null
        }
      }
      const row = (await presales.order(tx, orderId, { lock: true }))!
      if (row.balancePaidAt || row.releasedAt) return null
      const deposit = await orders.lock(tx, orderId)
      if (deposit.status !== 'wait_shipment') {
        // Refunded by an after-sale meanwhile: its units simply go back.
        await presales.release(tx, orderId)
        return {}
      }
      const open = (await refunds.ofOrder(orderId, tx)).some(
        (i) => !['refunded', 'rejected', 'cancelled'].includes(i.refund.status),
      )
      // A refund the shopper asked for decides first; the sweep comes back once it is settled.
      if (open) return null
      const presale = await presales.find(row.presaleId, tx)
      if (presale.unpaidRule === 'refund') {
        const refund = await decideRefund.refundEverything(tx, deposit, 'system', '尾款未按时支付，定金原路退回', {
          event: 'presale_deposit_refunded',
        })
        await presales.release(tx, orderId, 'refund')
        return { refund }
      }
      const now = clock.now()
      await orders.transition(tx, deposit, 'forfeit', {
        type: 'presale_deposit_kept',
        actor: 'system',
        set: { closedAt: now, closeReason: 'presale_balance_unpaid' },
      })
      const lines = await orders.linesOf(tx, orderId)
      await returnStock(
        tx,
        lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity, onSale: false })),
        deposit.createdAt,
        { orderId, reason: '预售尾款未付，定金不退', now },
      )
      await presales.release(tx, orderId, 'keep')
      return { skuIds: lines.map((line) => line.skuId) }
    })
    if (done?.refund) await decideRefund.afterDecision(done.refund)
    if (done?.skuIds) await catalogue.refreshSkus(done.skuIds)
  }

  /** A paid order held for its shipping date may ship once it came (its hold released once). */
  async function releaseShipping(orderId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId)
      if (!(await presales.shipReleased(tx, orderId))) return
      if (order.status === 'wait_shipment' && order.heldFor === 'presale') {
        await orders.hold(tx, [orderId], null)
        await orders.record(tx, orderId, { type: 'presale_ship_from', actor: 'system' })
      }
    })
  }

  /**
   * Every step due now, each once, each in its own transaction (one that fails is tried again at the next run):
   * the job at a pre-sale's times and the sweep behind it. Answers how many steps it took.
   */
  async function sweep(): Promise<number> {
    let moved = await remind()
    for (const { orderId } of await presales.dueSettle(200)) {
      try {
        await settleOne(orderId)
        moved++
      } catch (error) {
        log.warn({ err: error, orderId }, 'ending an unpaid pre-sale balance failed; tried again at the next sweep')
      }
    }
    for (const { orderId } of await presales.dueShipping(500)) {
      await releaseShipping(orderId)
      moved++
    }
    return moved
  }

  // ─── Console ─────────────────────────────────────────────────────────────────────────────────────

  const inputRow = (input: z.output<typeof presaleInput>): PresaleInput => ({
    ...input,
    deposit: input.mode === 'deposit' ? input.deposit : null,
    depositValue: input.mode === 'deposit' ? input.depositValue : null,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    balanceStartsAt: input.mode === 'deposit' && input.balanceStartsAt ? new Date(input.balanceStartsAt) : null,
    balanceEndsAt: input.mode === 'deposit' && input.balanceEndsAt ? new Date(input.balanceEndsAt) : null,
    shipFrom: new Date(input.shipFrom),
  })

  async function merchantView(p: PresaleRow): Promise<MerchantPresale> {
    const item = (await catalogue.saleView()).item(p.skuId)
    const phase = presalePhase(termsOf(p), clock.now().getTime())
    return {
      id: p.id,
      name: p.name,
      skuId: p.skuId,
      skuName: item ? item.goodsName : '（商品已下架）',
      mode: p.mode,
      price: p.price,
      deposit: p.deposit,
      depositValue: p.depositValue,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      balanceStartsAt: p.balanceStartsAt?.toISOString() ?? null,
      balanceEndsAt: p.balanceEndsAt?.toISOString() ?? null,
      shipFrom: p.shipFrom.toISOString(),
      unpaidRule: p.unpaidRule,
      stock: p.stock,
      sold: p.sold,
      limitPerCustomer: p.limitPerCustomer,
      onSale: p.onSale,
      phaseLabel: p.onSale ? PRESALE_PHASE_LABELS[phase] : '已下架',
      updatedAt: p.updatedAt.toISOString(),
    }
  }

  const auditPresale = (tx: Db, userid: string, p: PresaleRow, before: PresaleRow | null) =>
    audit.record(tx, {
      staffUserid: userid,
      action: 'programmes.edit',
      targetType: 'presale',
      targetId: p.id,
      summary: `${before ? '修改' : '新建'}预售「${p.name}」：${p.mode === 'deposit' ? '定金预售' : '全款预售'}，库存${p.stock}，${p.onSale ? '上架' : '下架'}`,
      before,
      after: p,
    })

  async function checkSku(skuId: number) {
    if (!(await catalogue.saleView()).item(skuId)) throw new DomainError('skuNotFound', { skuId })
  }

  async function statusLabels(orderIds: number[]): Promise<Map<number, OrderRow>> {
    const rows = await Promise.all(orderIds.map((id) => orders.get(id)))
    return new Map(rows.map((o) => [o.id, o]))
  }

  return {
    async list(): Promise<PresaleView[]> {
      const sale = await catalogue.saleView()
      const now = clock.now().getTime()
      return (await presales.list(true))
        .flatMap((p) => {
          const item = sale.item(p.skuId)
          return item && presalePhase(termsOf(p), now) !== 'ended' ? [view(p, item)] : []
        })
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    },

    async detail(presaleId: number): Promise<PresaleView> {
      const presale = await presales.find(presaleId)
      const item = (await catalogue.saleView()).item(presale.skuId)
      if (!presale.onSale || !item) throw new DomainError('presaleNotFound', { presaleId })
      return view(presale, item)
    },

    async locate(customerId: number, body: ParsedBodyOf<typeof presaleLocate>): Promise<Cart> {
      const { presale } = await selling(body.presaleId)
      return cart.locateItems(
        customerId,
        [{ skuId: presale.skuId, quantity: body.quantity, groupPrice: unitNow(presale) }],
        PRESALE_CHOICES,
        body.addressId,
      )
    },

    /** The deposit or the full payment, one SKU at the pre-sale's unit price, from the pre-sale's own stock. */
    async submit(customerId: number, body: ParsedBodyOf<typeof presaleSubmit>): Promise<OrderSubmitted> {
      const { presaleId, quantity, ...request } = body
      const { presale } = await selling(presaleId)
      const { balance } = presaleAmounts(presale, quantity)
      return checkout.submit(
        customerId,
        { kind: 'fixed_price', item: { skuId: presale.skuId, quantity }, unitPrice: unitNow(presale) },
        { ...request, ...PRESALE_CHOICES },
        {
          orderType: presale.mode === 'deposit' ? 'advance_sale' : 'pre_sale_order',
          attach: async (tx, order) => {
            await presales.claim(tx, {
              presale,
              orderId: order.id,
              customerId,
              quantity,
              paidNow: order.totalRealPayAmount,
              balance,
            })
            await scheduleSteps(tx, presale)
          },
        },
      )
    },

    async mine(customerId: number): Promise<PresaleOrderView[]> {
      const rows = await presales.ordersOf(customerId)
      if (rows.length === 0) return []
      const sale = await catalogue.saleView()
      const byId = await statusLabels(rows.map((r) => r.orderId))
      const now = clock.now().getTime()
      const views: PresaleOrderView[] = []
      for (const row of rows) {
        const presale = await presales.find(row.presaleId)
        const order = byId.get(row.orderId)!
        const item = sale.item(presale.skuId)
        const canPayBalance =
          row.balance > 0 &&
          row.depositPaidAt !== null &&
          row.balancePaidAt === null &&
          row.releasedAt === null &&
          presalePhase(termsOf(presale), now) === 'balance'
        views.push({
          orderId: row.orderId,
          orderNo: order.orderNo,
          presaleId: presale.id,
          name: presale.name,
          mode: presale.mode,
          goodsName: item?.goodsName ?? presale.name,
          image: item ? (item.sku.image ?? item.goodsImage) : '',
          quantity: row.quantity,
          paidNow: row.paidNow,
          balance: row.balance,
          total: row.paidNow + row.balance,
          statusLabel: orderStatusLabel(order.status, order.heldFor),
          depositPaid: row.depositPaidAt !== null,
          balancePaid: row.balancePaidAt !== null,
          balanceStartsAt: presale.balanceStartsAt?.toISOString() ?? null,
          balanceEndsAt: presale.balanceEndsAt?.toISOString() ?? null,
          shipFrom: presale.shipFrom.toISOString(),
          canPayBalance,
          settled: row.settled,
          unpaidRule: presale.unpaidRule,
        })
      }
      return views
    },

    /**
     * The balance order of a paid deposit, in the balance window: the open one when there is one (a double tap, a
     * retry, two devices: never two), else a new one (the last one closed unpaid). It is placed under the pre-sale
     * order's row lock, carries the goods' line at the balance's unit price and takes no stock (the deposit's order
     * took it and ships the goods); it closes unpaid like any order, at the latest when the balance window ends.
     */
    async balance(customerId: number, orderId: number): Promise<OrderSubmitted> {
      // Read before the transaction (on PGlite a query outside an open transaction waits for it to end); a
      // stranger's order is orderNotFound. Its address and channel are the balance order's.
      const deposit = await orders.get(orderId, customerId)
      const placedId = await db.transaction(async (tx) => {
        const row = await presales.order(tx, orderId, { lock: true })
        if (!row || row.customerId !== customerId) throw new DomainError('orderNotFound', { orderId })
        if (row.balance === 0 || row.depositPaidAt === null || row.balancePaidAt !== null || row.releasedAt !== null) {
          throw new DomainError('presaleNoBalance', { orderId })
        }
        const presale = await presales.find(row.presaleId, tx)
        if (presalePhase(termsOf(presale), clock.now().getTime()) !== 'balance') {
          throw new DomainError('presaleBalanceNotOpen', { orderId })
        }
        // The open one: a closed balance order gives its place up (presales.balanceOrderClosed, in its close).
        if (row.balanceOrderId !== null) return row.balanceOrderId
        const [line] = await orders.linesOf(tx, orderId)
        const unit = row.balance / row.quantity
        const placed = await orders.place(tx, {
          customerId,
          orderType: 'advance_sale',
          channel: deposit.channel,
          totalOriginAmount: row.balance,
          totalBenefitAmount: 0,
          totalActualAmount: row.balance,
          totalPointsToAmount: 0,
          totalRealPayPoints: 0,
          originShippingPrice: 0,
          actualShippingPrice: 0,
          totalRealPayAmount: row.balance,
          giftTotalPrice: 0,
          couponId: null,
          promotionCode: null,
          adjustments: [],
          gifts: [],
          giftStockTaken: true,
          address: deposit.address,
          customCard: null,
          remark: `预售尾款（定金订单 ${deposit.orderNo}）`,
          lines: [
            {
              skuId: line!.skuId,
              goodsId: line!.goodsId,
              skuCode: line!.skuCode,
              name: line!.name,
              specifications: line!.specifications,
              image: line!.image,
              quantity: row.quantity,
              price: unit,
              marketingPrice: line!.marketingPrice,
              activityPrice: unit,
              addOnOf: null,
              originAmount: row.balance,
              benefitAmount: 0,
              actualAmount: row.balance,
              pointsAmount: 0,
              realPayAmount: row.balance,
              adjustments: [],
            },
          ],
        })
        await presales.setBalanceOrder(tx, orderId, placed.id)
        await jobs.add(
          tx,
          CLOSE_UNPAID_TASK,
          { orderId: placed.id },
          { runAt: placed.payDeadline, key: closeUnpaidKey(placed.id) },
        )
        await orders.record(tx, orderId, {
          type: 'presale_balance_order',
          actor: 'customer',
          actorId: String(customerId),
          details: { balanceOrderId: placed.id, amount: row.balance },
        })
        return placed.id
      })
      return submittedAnswer(await orders.get(placedId))
    },

    sweep,

    async merchantList(): Promise<MerchantPresale[]> {
      return Promise.all((await presales.list(false)).map(merchantView))
    },

    async create(userid: string, input: z.output<typeof presaleInput>): Promise<MerchantPresale> {
      await checkSku(input.skuId)
      const created = await db.transaction(async (tx) => {
        const row = await presales.create(tx, inputRow(input))
        await auditPresale(tx, userid, row, null)
        return row
      })
      return merchantView(created)
    },

    async update(userid: string, presaleId: number, input: z.output<typeof presaleInput>): Promise<MerchantPresale> {
      await checkSku(input.skuId)
      const updated = await db.transaction(async (tx) => {
        const { before, after } = await presales.update(tx, presaleId, inputRow(input))
        await auditPresale(tx, userid, after, before)
        // Orders placed keep their amounts; the steps follow the new times.
        if (after.sold > 0) await scheduleSteps(tx, after)
        return after
      })
      return merchantView(updated)
    },

    async orders(
      presaleId: number,
      query: ParsedQueryOf<typeof merchantPresaleOrders>,
    ): Promise<ResponseOf<typeof merchantPresaleOrders>> {
      await presales.find(presaleId)
      const { rows, total } = await presales.ordersPage(presaleId, query.page, query.size)
      const names = await customers.nickNamesOf(rows.map((r) => r.customerId))
      const byId = await statusLabels(rows.map((r) => r.orderId))
      return toPage(
        rows.map((row) => {
          const order = byId.get(row.orderId)!
          return {
            orderId: row.orderId,
            orderNo: order.orderNo,
            customerId: row.customerId,
            nickName: names.get(row.customerId) ?? '',
            quantity: row.quantity,
            paidNow: row.paidNow,
            balance: row.balance,
            statusLabel: orderStatusLabel(order.status, order.heldFor),
            balanceOrderId: row.balanceOrderId,
            balancePaid: row.balancePaidAt !== null,
            settled: row.settled,
            createdAt: row.createdAt.toISOString(),
          }
        }),
        total,
        query.page,
        query.size,
      )
    },
  }
}
