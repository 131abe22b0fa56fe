import { NETWORK_FAILURE, errorFields } from './error-catalogue'

/** Every failed call rejects with this: the HTTP status (-1 without an answer) and the server's error body. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: unknown

  constructor(status: number, body: unknown, fallbackMessage = '') {
    const { code, message } = errorFields(body)
    super(message || fallbackMessage)
    this.name = 'ApiError'
    this.status = status
    this.code = code || (status === NETWORK_FAILURE ? 'network' : String(status))
    this.details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}
