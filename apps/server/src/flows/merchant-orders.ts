import type {
  MerchantOrderDetail,
  MerchantOrderSummary,
  merchantOrderExportRow,
  merchantOrderQuery,
  merchantOrderRefund,
  ResponseOf,
  merchantOrderRemark,
} from '@shop/contracts'
import {
  isMobile,
  orderStatusLabel,
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  REFUND_TYPE_LABELS,
} from '@shop/domain'
import type { z } from 'zod'
import { giftsOf, goodsLine, type MerchantOrderFilter, type OrderRow } from '../modules/orders'
import { SHIPPABLE, unshipped } from '../modules/fulfilment'
import type { RefundWithLines } from '../modules/refunds'
import type { FlowDeps } from './flow-deps'
import { toPage } from '../platform/paging'

type MerchantOrderQuery = z.output<typeof merchantOrderQuery>
type ExportRow = z.output<typeof merchantOrderExportRow>

export type MerchantOrders = ReturnType<typeof createMerchantOrders>

/**
 * The merchant's order views (the console's 订单): the filtered list, its export rows, and one order in full with
 * what the other modules know of it (parcels and what WeChat was told, payments, refunds), plus the merchant's
 * remark. Reads only; the moves are the ship, close-order and refund flows'.
 */
export function createMerchantOrders(deps: FlowDeps) {
  const { db, orders, customers, refunds, fulfilment, payments } = deps

  /** The query's filters with the customer resolved: an 11-digit mobile names who signed in with it, else an id. */
  async function filterOf(query: MerchantOrderQuery): Promise<MerchantOrderFilter> {
    let customerIds: number[] | undefined
    if (query.customer !== undefined) {
      const asId = Number(query.customer)
      customerIds = isMobile(query.customer)
        ? (await customers.resolve([], [query.customer])).customerIds
        : asId > 0 && asId <= 2_147_483_647
          ? [asId]
          : []
    }
    return {
      status: query.status,
      orderNo: query.orderNo,
      customerIds,
      goods: query.goods,
      createdFrom: query.createdFrom === undefined ? undefined : new Date(query.createdFrom),
      createdTo: query.createdTo === undefined ? undefined : new Date(query.createdTo),
      sort: query.sort,
    }
  }

  const summary = (
    order: OrderRow,
    goodsNum: number,
    refundInProgress: boolean,
    customerMobile: string | null,
  ): MerchantOrderSummary => ({
    id: order.id,
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    statusLabel: orderStatusLabel(order.status, order.heldFor),
    channel: order.channel,
    customerId: order.customerId,
    customerMobile,
    // A gift order has no address until its friend claims it.
    receiverName: order.address?.name ?? '',
    receiverMobile: order.address?.mobile ?? '',
    goodsNum,
    totalRealPayAmount: order.totalRealPayAmount,
    createTime: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundInProgress,
    merchantRemark: order.merchantRemark,
  })

  async function page(query: MerchantOrderQuery) {
    const { rows, total } = await orders.merchantPage(await filterOf(query), query.page, query.size)
    const ids = rows.map((row) => row.order.id)
    const [states, mobiles] = await Promise.all([
      refunds.stateOf(ids),
      customers.mobilesOf([...new Set(rows.map((row) => row.order.customerId))]),
    ])
    const content = rows.map(({ order, goodsNum }) =>
      summary(order, goodsNum, states.get(order.id)?.refundInProgress ?? false, mobiles.get(order.customerId) ?? null),
    )
    return { rows, content, total }
  }

  const paged = <T>(content: T[], query: MerchantOrderQuery, total: number) =>
    toPage(content, total, query.page, query.size)

  const refundView = ({ refund, lines }: RefundWithLines): z.output<typeof merchantOrderRefund> => ({
    refundId: refund.id,
    refundNo: refund.refundNo,
    typeLabel: REFUND_TYPE_LABELS[refund.type],
    status: refund.status,
    statusLabel: REFUND_STATUS_LABELS[refund.status],
    totalAmount: refund.totalAmount,
    goodsNum: lines.reduce((n, line) => n + line.quantity, 0),
    createTime: refund.createdAt.toISOString(),
  })

  return {
    refundView,

    async list(query: MerchantOrderQuery) {
      const { content, total } = await page(query)
      return paged(content, query, total)
    },

    /** The export's rows: the list's, with goods, address, amounts and refunded money spelled out. */
    async exportPage(query: MerchantOrderQuery) {
      const { rows, content, total } = await page(query)
      const ids = rows.map((row) => row.order.id)
      const [lines, refundItems] = await Promise.all([
        orders.linesOfOrders(ids),
        Promise.all(ids.map((id) => refunds.ofOrder(id))),
      ])
      const exported: ExportRow[] = content.map((row, i) => {
        const { order } = rows[i]!
        const refunded = refundItems[i]!.filter((item) => item.refund.status === 'refunded')
        const { address } = order
        return {
          ...row,
          goods: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => {
              const { name, specs } = goodsLine(line)
              return `${name}${specs ? ` ${specs}` : ''} ×${line.quantity}`
            })
            .join('；'),
          address: address ? `${address.province}${address.city}${address.district}${address.detail}` : '',
          totalOriginAmount: order.totalOriginAmount,
          totalBenefitAmount: order.totalBenefitAmount,
          actualShippingPrice: order.actualShippingPrice,
          refundedAmount: refunded.reduce((sum, item) => sum + item.refund.totalAmount, 0),
          shippedAt: order.shippedAt?.toISOString() ?? null,
          remark: order.remark,
        }
      })
      return paged(exported, query, total)
    },

    async detail(orderId: number): Promise<MerchantOrderDetail> {
      const order = await orders.get(orderId)
      const [{ lines, shipped, holds }, parcels, items, attempts, timeline, mobiles] = await Promise.all([
        fulfilment.lineFacts(db, orderId),
        fulfilment.parcelsOf(orderId),
        refunds.ofOrder(orderId),
        payments.attemptsOf(db, orderId),
        orders.timeline(orderId),
        customers.mobilesOf([order.customerId]),
      ])
      const left = unshipped(lines, shipped, holds)
      const goodsNum = lines.reduce((n, line) => n + line.quantity, 0)
      const refundInProgress = items.some((i) => !['refunded', 'rejected', 'cancelled'].includes(i.refund.status))
      const shippable = SHIPPABLE.includes(order.status)
      const iso = (moment: Date | null) => moment?.toISOString() ?? null
      return {
        ...summary(order, goodsNum, refundInProgress, mobiles.get(order.customerId) ?? null),
        address: order.address,
        remark: order.remark,
        merchantRemarkBy: order.merchantRemarkBy,
        merchantRemarkAt: iso(order.merchantRemarkAt),
        totalOriginAmount: order.totalOriginAmount,
        totalBenefitAmount: order.totalBenefitAmount,
        totalPointsToAmount: order.totalPointsToAmount,
        totalRealPayPoints: order.totalRealPayPoints,
        actualShippingPrice: order.actualShippingPrice,
        promotionCode: order.promotionCode,
        payDeadline: order.payDeadline.toISOString(),
        shippedAt: iso(order.shippedAt),
        receivedAt: iso(order.receivedAt),
        completedAt: iso(order.completedAt),
        closedAt: iso(order.closedAt),
        closeReason: order.closeReason,
        lines: lines.map((line) => ({
          ...goodsLine(line),
          skuCode: line.skuCode,
          price: line.price,
          realPayAmount: line.realPayAmount,
          shippedQuantity: shipped.get(line.id) ?? 0,
          refundQuantity: holds.get(line.id)?.quantity ?? 0,
          shippableQuantity: shippable ? Math.max(0, left.get(line.id)!) : 0,
        })),
        gifts: giftsOf(order),
        shipments: parcels.map((item) => fulfilment.merchantShipmentView(item, lines)),
        payments: attempts.map((attempt) => ({
          outTradeNo: attempt.outTradeNo,
          payType: attempt.payType,
          product: attempt.product,
          amount: attempt.amount,
          status: attempt.status,
          statusLabel: PAYMENT_STATUS_LABELS[attempt.status],
          transactionId: attempt.transactionId,
          paidAt: iso(attempt.paidAt),
          refundedAmount: attempt.refundedAmount,
          createTime: attempt.createdAt.toISOString(),
        })),
        refunds: items.toReversed().map(refundView),
        timeline,
        canShip: shippable && [...left.values()].some((units) => units > 0),
        cancelMode:
          order.status === 'wait_pay'
            ? 'close'
            : order.status === 'wait_shipment' && parcels.length === 0 && !refundInProgress
              ? 'refund'
              : null,
      }
    },

    async remark(userid: string, orderId: number, remark: string): Promise<ResponseOf<typeof merchantOrderRemark>> {
      const order = await orders.setMerchantRemark(orderId, remark, userid)
      return {
        orderId,
        merchantRemark: order.merchantRemark,
        merchantRemarkBy: order.merchantRemarkBy,
        merchantRemarkAt: order.merchantRemarkAt?.toISOString() ?? null,
      }
    },
  }
}
