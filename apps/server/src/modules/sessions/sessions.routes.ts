import type { FastifyInstance } from 'fastify'
import {
  enterpriseLogin,
  h5AppLogin,
  h5Login,
  h5RefreshToken,
  sendLoginVerificationCode,
  wechatLogin,
} from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { SessionsService } from './sessions.service'

export function registerSessionsRoutes(app: FastifyInstance, sessions: SessionsService): void {
  registerRoute(app, wechatLogin, ({ params, query, request }) =>
    sessions.wechatLogin(params.code, query.extraInfo, request.log),
  )
  registerRoute(app, sendLoginVerificationCode, ({ params, request }) =>
    sessions.sendLoginCode(params.phone, request.ip, request.log),
  )
  registerRoute(app, h5Login, ({ params, body }) => sessions.h5Login(params.phone, body.code))
  registerRoute(app, h5AppLogin, ({ body }) => sessions.appLogin(body.token))
  registerRoute(app, h5RefreshToken, ({ auth }) => sessions.refresh(auth))
  registerRoute(app, enterpriseLogin, ({ params, request }) => sessions.enterpriseLogin(params.code, request.log))
}
