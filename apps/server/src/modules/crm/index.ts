export { createCrmService, type CrmCard, type CrmService } from './crm.service'
