export { createDiscoveryService, type DiscoveryService } from './discovery.service'
export { demoArticleIds, discoverySeed } from './discovery.seed'
