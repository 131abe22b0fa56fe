/**
 * Key clients (大客户, order type key_client; docs/key-clients.md): a salon, spa or company the brand supplies. Staff
 * place its orders in the console at the account's agreed price (a percent of the public price) with longer payment
 * terms; the account's member (the contact's shop account) sees them in the shop and pays them.
 */

export const KEY_CLIENT_PAY_DAYS_MAX = 30
export const KEY_CLIENT_DISCOUNT_MIN = 30

/**
 * The agreed unit price: `percent`% of the public price, rounded down to the fen, never below 1 fen nor above the
 * price.
 */
export function agreedPrice(price: number, percent: number): number {
  return Math.min(price, Math.max(1, Math.floor((price * percent) / 100)))
}

/** The pay window of a key-client order, in minutes (the checkout's `payMinutes`). */
export const keyClientPayMinutes = (payDays: number): number => payDays * 24 * 60
