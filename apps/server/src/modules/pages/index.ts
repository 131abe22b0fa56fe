export { createPagesService, type PagesService } from './pages.service'
export { registerPagesRoutes } from './pages.routes'
export { pagesSeed } from './pages.seed'
