export { createSessionsService, SMS_RULES, type SessionsService } from './sessions.service'
export { createRevokedTokenList, type RevokedTokenList } from './revoked-tokens'
