import type {
  merchantPriceProtectionClaims,
  ParsedBodyOf,
  ParsedQueryOf,
  ProtectedLine,
  ResponseOf,
  merchantSavePriceProtectionRules,
} from '@shop/contracts'
import {
  DAY_MS,
  DomainError,
  formatFen,
  isRefundInProgress,
  PRICE_PROTECTED_STATUSES,
  protectionDeadline,
  protectionRefusal,
  quotePriceDifference,
  REFUND_STATUS_LABELS,
  refundableLines,
  unitPriceDifference,
  type PriceProtectionRules,
} from '@shop/domain'
import { goodsLine, type OrderLineRow, type OrderRow } from '../modules/orders'
import type { PriceProtectionClaimRow } from '../modules/price-protection'
import { refundableOrder, refundRecords, type RefundWithLines } from '../modules/refunds'
import type { Db } from '../platform/database'
import { toPage } from '../platform/paging'
import { createDecideRefund } from './decide-refund'
import type { FlowDeps } from './flow-deps'
import { createRefundContext } from './refund-context'

export type PriceProtection = ReturnType<typeof createPriceProtection>

const rulesView = (rules: PriceProtectionRules & { updatedAt: Date | null }) => ({
  enabled: rules.enabled,
  days: rules.days,
  excludedOrderTypes: [...rules.excludedOrderTypes],
  excludeActivityPriced: rules.excludeActivityPriced,
  updatedAt: rules.updatedAt?.toISOString() ?? null,
})

/**
 * Price protection (docs/price-protection.md) across orders, refunds and the price history: the shopper's protected
 * lines (insuredList), a claim (the difference for the units left, once per line, as a PRICE_PROTECTION refund asked
 * and approved at once in the order's lock, its money sent after commit), and the console's rules and claims.
 */
export function createPriceProtection(deps: FlowDeps) {
  const { db, clock, orders, refunds, priceProtection, audit } = deps
  const { orderContext } = createRefundContext(deps)
  const decideRefund = createDecideRefund(deps)

  /** One line as the shopper's list shows it, from its order, the order's refunds and the lowest price since. */
  function lineView(
    order: OrderRow,
    allLines: readonly OrderLineRow[],
    line: OrderLineRow,
    items: readonly RefundWithLines[],
    lowest: number | undefined,
    claim: PriceProtectionClaimRow | undefined,
    days: number,
  ): ProtectedLine {
    const snapshot = refundableOrder(order, allLines)
    const records = refundRecords(items)
    const unitsLeft = refundableLines(snapshot, records).find((l) => l.lineId === String(line.id))!.quantity
    const unitDifference = lowest === undefined ? 0 : unitPriceDifference(line, lowest)
    let amount = claim?.amount ?? 0
    if (!claim && unitDifference > 0) {
      try {
        // What a claim pays once no refund is in progress (a refund in progress only delays it).
        const settled = records.filter((r) => !isRefundInProgress(r.status))
        amount = quotePriceDifference(snapshot, settled, { lineId: String(line.id), unitDifference }).totalAmount
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
      }
    }
    const paidAt = order.paidAt!
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      orderLineId: line.id,
      goodsId: line.goodsId,
      skuId: line.skuId,
      name: line.name,
      image: line.image,
      specs: goodsLine(line).specs,
      quantity: line.quantity,
      unitsLeft,
      paidUnitPrice: Math.floor((line.realPayAmount + line.pointsAmount) / line.quantity),
      lowestPrice: claim?.lowestPrice ?? lowest ?? null,
      amount,
      paidAt: paidAt.toISOString(),
      deadline: new Date(protectionDeadline(paidAt.getTime(), days)).toISOString(),
      state: claim ? 'claimed' : amount > 0 ? 'claimable' : 'protected',
      claimedAt: claim?.createdAt.toISOString() ?? null,
      refundId: claim?.refundId ?? null,
    }
  }

  /** The customer's lines protected now (and those claimed inside the window), newest payment first. */
  async function protectedLines(customerId: number, tx: Db = db) {
    const rules = await priceProtection.rules(tx)
    if (!rules.enabled) return { rules, lines: [] as ProtectedLine[] }
    const now = clock.now().getTime()
    const paid = await orders.paidSince(customerId, new Date(now - rules.days * DAY_MS), PRICE_PROTECTED_STATUSES)
    const lines: ProtectedLine[] = []
    for (const order of paid) {
      const allLines = await orders.linesOf(tx, order.id)
      const orderLines = allLines.filter(
        (line) =>
          protectionRefusal(
            {
              orderType: order.orderType,
              orderStatus: order.status,
              paidAt: order.paidAt!.getTime(),
              activityPriced: line.activityPrice !== null,
            },
            rules,
            now,
          ) === null,
      )
      if (orderLines.length === 0) continue
      const items = await refunds.ofOrder(order.id, tx)
      const lowest = await priceProtection.lowestSince(
        orderLines.map((line) => line.skuId),
        order.createdAt,
        tx,
      )
      const claims = await priceProtection.claimsOfLines(
        orderLines.map((line) => line.id),
        tx,
      )
      for (const line of orderLines) {
        const claim = claims.find((c) => c.orderLineId === line.id)
        const view = lineView(order, allLines, line, items, lowest.get(line.skuId), claim, rules.days)
        if (view.unitsLeft > 0 || claim) lines.push(view)
      }
    }
    return { rules, lines }
  }

  return {
    async list(customerId: number) {
      const { rules, lines } = await protectedLines(customerId)
      return { days: rules.days, enabled: rules.enabled, lines }
    },

    /**
     * Claims a line's difference, once: under the order's lock (the first lock, docs/orders.md) the rules, the
     * lowest price since payment and the line's refunds are read, the difference quoted by the refund rules, the
     * PRICE_PROTECTION refund made and approved and the claim written (unique per line); the money is sent after
     * commit. Another customer's line answers orderNotFound.
     */
    async claim(customerId: number, orderLineId: number): Promise<ProtectedLine> {
      const [peeked] = await orders.linesByIds([orderLineId])
      if (!peeked) throw new DomainError('orderNotFound', { orderLineId })
      const refund = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, peeked.orderId)
        if (order.customerId !== customerId) throw new DomainError('orderNotFound', { orderLineId })
        if ((await priceProtection.claimsOfLines([orderLineId], tx)).length > 0) {
          throw new DomainError('priceProtectionClaimed', { orderLineId })
        }
        const rules = await priceProtection.rules(tx)
        const ctx = await orderContext(tx, order)
        const line = ctx.lines.find((l) => l.id === orderLineId)!
        const refusal = protectionRefusal(
          {
            orderType: order.orderType,
            orderStatus: order.status,
            paidAt: order.paidAt?.getTime() ?? null,
            activityPriced: line.activityPrice !== null,
          },
          rules,
          clock.now().getTime(),
        )
        if (refusal) throw new DomainError(refusal, { orderLineId })
        // Since the order was placed: a lower price given after the shopper's price was fixed counts.
        const lowest = (await priceProtection.lowestSince([line.skuId], order.createdAt, tx)).get(line.skuId)
        if (lowest === undefined) throw new DomainError('priceProtectionNoDifference', { orderLineId })
        const paidUnitPrice = Math.floor((line.realPayAmount + line.pointsAmount) / line.quantity)
        const units = refundableLines(ctx.snapshot, ctx.records).find((l) => l.lineId === String(line.id))!.quantity
        const quote = quotePriceDifference(ctx.snapshot, ctx.records, {
          lineId: String(line.id),
          unitDifference: unitPriceDifference(line, lowest),
        })
        const refunding = await decideRefund.refundAtOnce(tx, order, quote, {
          type: 'PRICE_PROTECTION',
          description: `价格保护：${line.name} 实付单价¥${formatFen(paidUnitPrice)}，降价后¥${formatFen(lowest)}，${units}件退差价`,
          by: { actor: 'customer', actorId: String(customerId) },
          event: 'price_protection',
          reason: '价格保护退差价',
        })
        const claim = await priceProtection.claim(tx, {
          orderId: order.id,
          orderLineId,
          customerId,
          refundId: refunding.id,
          paidUnitPrice,
          lowestPrice: lowest,
          units,
          amount: quote.totalAmount,
        })
        // The order's lock makes a second claim wait and then see the first; the unique index is the backstop.
        if (!claim) throw new DomainError('priceProtectionClaimed', { orderLineId })
        return refunding
      })
      await decideRefund.afterDecision(refund)
      const { lines } = await protectedLines(customerId)
      const view = lines.find((l) => l.orderLineId === orderLineId)
      if (!view) throw new Error(`price protection: line ${orderLineId} claimed but not listed`)
      return view
    },

    rules: async () => rulesView(await priceProtection.rules()),

    async saveRules(
      userid: string,
      body: ParsedBodyOf<typeof merchantSavePriceProtectionRules>,
    ): Promise<ResponseOf<typeof merchantSavePriceProtectionRules>> {
      const excludedOrderTypes = [...new Set(body.excludedOrderTypes)]
      const saved = await db.transaction(async (tx) => {
        const { before, after } = await priceProtection.saveRules(tx, { ...body, excludedOrderTypes }, userid)
        await audit.record(tx, {
          staffUserid: userid,
          action: 'refunds.decide',
          targetType: 'price_protection',
          targetId: 1,
          summary: `价格保护规则：${after.enabled ? '开启' : '关闭'}，付款后${after.days}天内，不参与：${
            excludedOrderTypes.join('、') || '无'
          }${after.excludeActivityPriced ? '，活动价商品不参与' : ''}`,
          before: rulesView(before),
          after: rulesView(after),
        })
        return after
      })
      return rulesView(saved)
    },

    async claims(
      query: ParsedQueryOf<typeof merchantPriceProtectionClaims>,
    ): Promise<ResponseOf<typeof merchantPriceProtectionClaims>> {
      const { rows, total } = await priceProtection.page(query.customerId, query.page, query.size)
      const lines = await orders.linesByIds(rows.map((r) => r.orderLineId))
      const orderNos = await orders.orderNos(rows.map((r) => r.orderId))
      const content = []
      for (const row of rows) {
        const { refund } = await refunds.get(row.refundId)
        content.push({
          id: row.id,
          orderId: row.orderId,
          orderNo: orderNos.get(row.orderId) ?? '',
          orderLineId: row.orderLineId,
          customerId: row.customerId,
          name: lines.find((l) => l.id === row.orderLineId)?.name ?? '',
          paidUnitPrice: row.paidUnitPrice,
          lowestPrice: row.lowestPrice,
          units: row.units,
          amount: row.amount,
          refundId: row.refundId,
          refundNo: refund.refundNo,
          refundStatus: refund.status,
          refundStatusLabel: REFUND_STATUS_LABELS[refund.status],
          createdAt: row.createdAt.toISOString(),
        })
      }
      return toPage(content, total, query.page, query.size)
    },
  }
}
