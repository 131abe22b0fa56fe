export { createAuditService, type AuditRecord, type AuditService } from './audit.service'
