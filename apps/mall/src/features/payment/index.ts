// The payment feature's public face: paying an order on this platform, asking whether it is paid, the result's view.
export { PaymentFailedError, confirmPaid, payOrder, settlePayment, type PayOrderResult } from './pay-order'
export { usePayOrder, type PayOutcome } from './hooks/use-pay-order'
export { payResultUrl, type PayTarget } from './pay-target'
export { finishPayerAuthorization } from './payer-authorization'
export { PayResultView, type PayResultOrder } from './components/pay-result-view'
