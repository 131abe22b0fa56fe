import { PAGES, url } from '../../lib/navigation/routes'

/**
 * Which order a payment is for: the shopper's own, by its id, or one a friend shared, by its help-pay code (the
 * code's calls answer the same way, for whoever holds the link).
 */
export type PayTarget = { orderId: number } | { helpPayCode: string }

/** The pay result page of the target: by order id for the buyer, by code for a friend (not their order). */
export const payResultUrl = (target: PayTarget): string =>
  'helpPayCode' in target
    ? url(PAGES.payResult, { helpPayCode: target.helpPayCode })
    : url(PAGES.payResult, { orderId: target.orderId })
