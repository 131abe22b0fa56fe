export type * from './kuaidi100.types'
export { LOGISTICS_CARRIERS, findCarrier, type LogisticsCarrier } from './kuaidi100.carriers'
export { createKuaidi100Client, QUERY_INTERVAL_MS } from './kuaidi100.client'
export { memoryTrackingCache, type CachedAnswer, type TrackingCache } from './kuaidi100.cache'
export { KUAIDI100_BASE_URL } from './kuaidi100.protocol'
export {
  kuaidi100Sandbox,
  DEFAULT_JOURNEY_MS,
  NO_RESULT_PREFIX,
  type Kuaidi100SandboxOptions,
} from './kuaidi100.sandbox'
export { loadOrCreateSandboxCredentials, type Kuaidi100Credentials } from './kuaidi100.credentials'
