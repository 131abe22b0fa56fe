export {
  allShipped,
  createFulfilmentService,
  SHIPPABLE,
  TRACKING_STATE_LABELS,
  unshipped,
  type FulfilmentService,
} from './fulfilment.service'
export type { ShipmentRow, ShipmentWithLines } from './fulfilment.repository'
