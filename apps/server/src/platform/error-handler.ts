import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody } from '@shop/contracts'
import { DomainError, ERRORS, type ErrorCode } from '@shop/domain'

/** One validation problem as the client sees it: where (`body.code`, `params.phone`) and what is wrong. */
export interface Issue {
  path: string
  message: string
}

/**
 * The one error handler: every failure leaves as `{ code, message, details }` with the catalogue's status and
 * Chinese message. Validation failures list their issues; anything unexpected is a 500 whose details stay in the
 * log (with the request id), never in the answer.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toAnswer(error)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.debug({ code: body.code, reason: error.message }, 'request refused')
  // Refused before its body was read (a 401 to an upload): close the connection rather than wait for the rest.
  if (!request.raw.complete) reply.header('connection', 'close')
  return reply.status(status).send(body)
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a space or raw Chinese in the path, a header too
 * large, a request that took too long): the same `{ code, message }` in Chinese, then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const { status, body } =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? errorAnswer('requestTimeout')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? errorAnswer('payloadTooLarge', undefined, '请求头过大')
        : errorAnswer('validationFailed', [{ path: 'request', message: '请求格式有误' }])
  const json = JSON.stringify(body)
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  )
}

export function errorAnswer(code: ErrorCode, details?: unknown, message?: string): { status: number; body: ErrorBody } {
  const body: ErrorBody = { code, message: message ?? ERRORS[code].message }
  if (details !== undefined) body.details = details
  return { status: ERRORS[code].status, body }
}

const PART_NAMES: Record<string, string> = { querystring: 'query' }

/** The router could not take the path apart (Fastify's framework errors): a validation failure of the path. */
const invalidPath = (reason: string) =>
  errorAnswer(
    'validationFailed',
    [{ path: 'params', message: reason }],
    `${ERRORS.validationFailed.message}：${reason}`,
  )

function toAnswer(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) return errorAnswer(error.code, error.details, error.message)
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = PART_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request'
    const issues: Issue[] = error.validation.map((issue) => ({
      path: [part, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? '',
    }))
    return errorAnswer('validationFailed', issues, `${ERRORS.validationFailed.message}：${issues[0]?.message ?? ''}`)
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorAnswer('validationFailed', [{ path: 'body', message: '请求内容不是有效的 JSON' }])
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorAnswer('validationFailed', [{ path: 'body', message: '请求内容不能为空' }])
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errorAnswer('validationFailed', [{ path: 'body', message: '请求内容的长度与声明不符' }])
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return invalidPath('路径参数过长')
    case 'FST_ERR_BAD_URL':
      return invalidPath('链接格式有误')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorAnswer('payloadTooLarge')
    case 'FST_REQ_FILE_TOO_LARGE':
      return errorAnswer('uploadTooLarge')
  }
  const status = error.statusCode ?? 500
  if (status === 413) return errorAnswer('payloadTooLarge')
  if (status === 415 || status === 406) return errorAnswer('unsupportedMediaType')
  if (status === 429) return errorAnswer('rateLimited')
  if (status === 403) return errorAnswer('forbidden')
  if (status === 404) return errorAnswer('notFound')
  if (status === 408) return errorAnswer('requestTimeout')
  // Other client errors are the request's fault; the framework's English stays in the log.
  if (status >= 400 && status < 500)
    return errorAnswer('validationFailed', [{ path: 'request', message: '请求格式有误' }])
  return errorAnswer('internal')
}
