export { createKeyClientsService, type KeyClientsService, type KeyClientTerms } from './key-clients.service'
export type { KeyClientAccountRow } from './key-clients.repository'
export { keyClientsSeed } from './key-clients.seed'
