export {
  createCyclesService,
  CYCLE_DELIVERY_TASK,
  cycleDeliveryKey,
  type CyclePlanInput,
  type CyclesService,
} from './cycles.service'
export type { CycleDeliveryRow, CycleOrderRow, CyclePlanRow } from './cycles.repository'
export { cyclesSeed, DEMO_CYCLE_SKU } from './cycles.seed'
