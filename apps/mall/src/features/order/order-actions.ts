import Taro from '@tarojs/taro'
import type { OrderAction, OrderType } from '@shop/domain'
import { track } from '../../lib/http/tracking'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import { BRAND_COLOR } from '../../lib/display/theme'
import { buyOrderAgain, cancelOrder, confirmReceipt, deleteOrder } from './api/order-moves'

/** The pages of other areas an action opens with `?orderId=…` (evaluations, refunds, invoices). */
export const ACTION_PAGES: Partial<Record<OrderAction, string>> = {
  evaluate: 'pages/evaluate/index',
  refund: 'pages/order/refund',
  invoice: 'pages/order/createInvoice',
  view_invoice: 'pages/order/checkInvoice',
}

/** What the page around the buttons does: paying (the payment feature) and tracking are the page's to wire. */
export interface OrderActionHandlers {
  pay: (orderId: number) => Promise<unknown>
  viewLogistics: (orderId: number) => void
  /** After a move: reload the order, or drop it when it is `gone` (deleted). */
  changed: (orderId: number, gone: boolean) => void
}

/**
 * The moves that need a second yes, with their question. Both buttons say what they do: a bare 取消 beside 取消订单
 * would read as either.
 */
const CONFIRMS: Partial<
  Record<OrderAction, { title: string; content: string; confirmText: string; cancelText: string }>
> = {
  cancel: { title: '取消订单', content: '确定要取消这个订单吗？', confirmText: '取消订单', cancelText: '再想想' },
  confirm_receipt: {
    title: '确认收货',
    content: '请确认已收到全部商品',
    confirmText: '确认收货',
    cancelText: '还没收到',
  },
  delete: {
    title: '删除订单',
    content: '删除后订单将无法恢复，确定删除吗？',
    confirmText: '删除',
    cancelText: '再想想',
  },
}

async function confirmed(action: OrderAction): Promise<boolean> {
  const question = CONFIRMS[action]
  if (!question) return true
  const { confirm } = await Taro.showModal({ ...question, confirmColor: BRAND_COLOR })
  return confirm
}

/**
 * Carries out an action the server offered. Refused calls have been shown by the request layer (the order
 * moved meanwhile…): the order is reloaded then too, so what is shown is true again.
 */
export async function runOrderAction(
  action: OrderAction,
  orderId: number,
  handlers: OrderActionHandlers,
  orderType?: OrderType,
) {
  const page = ACTION_PAGES[action]
  if (page) return navigate(url(page, { orderId }))
  if (!(await confirmed(action))) return
  try {
    switch (action) {
      case 'pay':
        await handlers.pay(orderId)
        return
      case 'view_logistics':
        return handlers.viewLogistics(orderId)
      case 'cancel': {
        const moved = await cancelOrder(orderId)
        // Spec §4: cancelling a gift order is its own tracking event.
        if (orderType === 'give_gift') track('cancel_give_order', { orderId })
        void Taro.showToast({
          title: moved.status === 'cancelled' ? '订单已取消' : `订单${moved.statusLabel}`,
          icon: 'none',
        })
        return handlers.changed(orderId, false)
      }
      case 'confirm_receipt':
        await confirmReceipt(orderId)
        void Taro.showToast({ title: '已确认收货', icon: 'none' })
        return handlers.changed(orderId, false)
      case 'delete':
        await deleteOrder(orderId)
        void Taro.showToast({ title: '订单已删除', icon: 'none' })
        return handlers.changed(orderId, true)
      case 'buy_again': {
        const { refused } = await buyOrderAgain(orderId)
        if (refused.length > 0) void Taro.showToast({ title: '部分商品已售罄或下架，未加入购物车', icon: 'none' })
        return navigate(url(PAGES.cart))
      }
    }
  } catch {
    if (action !== 'buy_again') handlers.changed(orderId, false)
  }
}
