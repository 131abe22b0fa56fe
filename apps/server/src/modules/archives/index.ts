export { createArchivesService, type ArchivesService } from './archives.service'
