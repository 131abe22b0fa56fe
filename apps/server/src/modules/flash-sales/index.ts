export {
  createFlashSalesService,
  type FlashClaim,
  type FlashSaleOrderRow,
  type FlashSalesService,
} from './flash-sales.service'
export { memoryGate, redisGate, type FlashGate, type GateRequest, type GateTruth } from './flash-sales.gate'
