export { createContentService, type ContentService } from './content.service'
export { registerContentRoutes } from './content.routes'
export { contentSeed } from './content.seed'
