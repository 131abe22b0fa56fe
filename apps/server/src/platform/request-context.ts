import { fastifyRequestContext, requestContext } from '@fastify/request-context'
import type { FastifyInstance } from 'fastify'

declare module '@fastify/request-context' {
  interface RequestContextData {
    requestId: string
  }
}

/**
 * The request being served, wherever its work goes (a flow, a repository, a job it adds) without passing it along:
 * the job engine stores the request id with each job it adds, so the job's log lines carry the request's `reqId`.
 */
export async function registerRequestContext(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ requestId: request.id }) })
}

/** The id of the request whose work is running now; undefined in a job, a sweep or at start. */
export function currentRequestId(): string | undefined {
  return requestContext.get('requestId')
}
