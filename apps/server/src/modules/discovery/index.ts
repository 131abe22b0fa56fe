export { createDiscoveryService, type DiscoveryService } from './discovery.service'
export { demoArticleIds, discoverySeed } from './discovery.seed'
export type { MerchantArticleSort } from './discovery.repository'
