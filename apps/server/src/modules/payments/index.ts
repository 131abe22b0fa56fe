export { createPaymentsService, DOUBLE_PAY_LOCK_MS, type PaymentRow, type PaymentsService } from './payments.service'
export { OPEN_PAYMENT_STATUSES, PAID_PAYMENT_STATUSES, type PaymentProduct } from './payments.tables'
