export { createSessionsService, SMS_RULES, type SessionsService } from './sessions.service'
export { registerSessionsRoutes } from './sessions.routes'
