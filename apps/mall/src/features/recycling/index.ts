// Recycling's public face (docs/recycling.md): the programmes, a request, the shopper's records and their moves.
export { applyRecycle, cancelRecycle, shipRecycle, useRecyclePrograms, useRecycleRecords } from './api/recycling'
export { rewardLine } from './reward'
