import type { OrderListPathFilter, orderList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'member_order/:status' })

export const ORDER_PAGE_SIZE = 10

/** One page of the customer's orders in a list filter, newest first. */
export const fetchOrders = (status: OrderListPathFilter, page = 0) =>
  call(endpoint, { params: { status }, query: { page, size: ORDER_PAGE_SIZE } }, { hideModal: true })

export const useOrders = (status: OrderListPathFilter, enabled = true) =>
  usePaged((page) => fetchOrders(status, page), [status], enabled)
