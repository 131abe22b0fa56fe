export { createRecyclingService, type RecyclingService } from './recycling.service'
export type { RecycleProgrammeInput, RecycleProgrammeRow, RecycleRecordRow } from './recycling.repository'
export { recyclingSeed } from './recycling.seed'
