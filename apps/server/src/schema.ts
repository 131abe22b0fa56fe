/**
 * The whole database schema: every module's tables, collected for Drizzle (typed queries) and drizzle-kit
 * (`npm run db:generate -w @shop/server` writes the next migration into apps/server/drizzle/).
 */
export * from './modules/customers/customers.tables'
export * from './modules/sessions/sessions.tables'
export * from './modules/staff/staff.tables'
export * from './modules/messages/messages.tables'
export * from './modules/content/content.tables'
export * from './seed/seed.tables'
export * from './modules/addresses/addresses.tables'
export * from './modules/coupons/coupons.tables'
export * from './modules/points/points.tables'
export * from './modules/catalogue/catalogue.tables'
export * from './modules/discovery/discovery.tables'
export * from './modules/pages/pages.tables'
export * from './modules/tracking/tracking.tables'
export * from './modules/cart/cart.tables'
export * from './modules/orders/orders.tables'
export * from './modules/fulfilment/fulfilment.tables'
export * from './modules/refunds/refunds.tables'
export * from './modules/invoices/invoices.tables'
export * from './modules/evaluations/evaluations.tables'
export * from './modules/payments/payments.tables'
