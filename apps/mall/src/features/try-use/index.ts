// Try-use samples' public face (docs/try-use.md): the activities and applying for one.
export { applyTryUse, useTryUseActivities } from './api/try-use'
