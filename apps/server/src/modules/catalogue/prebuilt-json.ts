import type { FastifyReply } from 'fastify'

/**
 * Answers JSON text made before the request: it was checked against the route's contract when it was made (once
 * per read-model snapshot), so the per-request serializer is skipped. Fastify sends a string as it is once a JSON
 * content type is set. Typed as the route's response, for `registerRoute`.
 */
export function sendPrebuilt<T>(reply: FastifyReply, json: string): T {
  reply.type('application/json; charset=utf-8')
  return json as unknown as T
}
