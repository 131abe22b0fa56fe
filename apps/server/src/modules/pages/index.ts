export { createPagesService, type PagesService } from './pages.service'
export { pagesSeed } from './pages.seed'
