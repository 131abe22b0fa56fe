/**
 * The price a line is sold at, per unit: the activity price (a flash sale's) while one is set and lower than the
 * price, else the price. It is the one source of a line's price: the engine's origin amount starts from it, and the
 * cart, the checkout, the order and its refunds show it (the higher list price struck beside it).
 */
export const unitPrice = (line: { price: number; activityPrice?: number | null }): number =>
  Math.min(line.price, line.activityPrice ?? line.price)
