import type { FastifyReply } from 'fastify'

/**
 * Answers JSON made before the request: it was checked against the route's contract when it was made (once per
 * read-model snapshot), so the per-request serializer is skipped. Fastify sends bytes (or a string) as they are
 * once a JSON content type is set. Typed as the route's response, for `registerRoute`.
 */
export function sendPrebuilt<T>(reply: FastifyReply, json: Buffer | string): T {
  reply.type('application/json; charset=utf-8')
  return json as unknown as T
}
