export { createContentService, type ContentService } from './content.service'
export { contentSeed } from './content.seed'
