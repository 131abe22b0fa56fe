export { createOutreachService, type Notice, type OutreachService } from './outreach.service'
export * as subscribeNotices from './subscribe-notices'
