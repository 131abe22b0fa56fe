import Taro from './taro'

/** One answer of the fake server: status and body, or a call that gets no answer. */
export type Answer = [number, unknown] | 'no answer'

export interface Call {
  method: string
  /** The path below the store code, without the query. */
  path: string
  query: string
  body: unknown
}

/**
 * Answers Taro.request by `METHOD path` (or just the path, any method) from queues: each call takes the next answer,
 * the last one repeats; an unknown route is a 404. Returns the calls made, in order.
 */
export function serve(routes: Record<string, Answer[]>): Call[] {
  const calls: Call[] = []
  Taro.request.mockImplementation(async ({ url, method = 'GET', data }) => {
    const [path = '', query = ''] = url.replace(/^\/api\/[\w-]+\/store\/\w+\//, '').split('?')
    calls.push({ method, path, query, body: data })
    const queue = routes[`${method} ${path}`] ?? routes[path]
    const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]!)
    if (!next) return { statusCode: 404, data: { code: 'routeNotFound', message: path }, header: {}, errMsg: 'ok' }
    if (next === 'no answer') throw { errMsg: 'request:fail timeout' }
    const [statusCode, body] = next
    return { statusCode, data: body, header: {}, errMsg: 'request:ok' }
  })
  return calls
}
