export { createDiscoveryService, type DiscoveryService } from './discovery.service'
export { registerDiscoveryRoutes } from './discovery.routes'
export { demoArticleIds, discoverySeed } from './discovery.seed'
