export { createCrmClient, CrmRefusal, type CrmClient } from './crm.client'
export { CRM_CODES, type CrmMember } from './crm.protocol'
export { crmSandbox } from './crm.sandbox'
