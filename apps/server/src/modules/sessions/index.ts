export { createSessionsService, SMS_RULES, type SessionsService } from './sessions.service'
