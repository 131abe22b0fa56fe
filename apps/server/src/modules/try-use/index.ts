export { createTryUseService, type TryUseActivityInput, type TryUseService } from './try-use.service'
export type { TryUseActivityRow, TryUseApplicationRow } from './try-use.repository'
export type { TryUseAddress } from './try-use.tables'
export { tryUseSeed } from './try-use.seed'
