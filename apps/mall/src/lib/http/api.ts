import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDef } from '@shop/contracts'
import { fillPath } from '@shop/contracts/route'
import { request, type CallOptions, type QueryValues } from './request'

/**
 * One call of the contracts, written out in the app (service, method, path) so that no contract code reaches the
 * bundle. The type parameter ties the literals to the contract: a wrong service, method or path does not compile.
 *
 *   import type { basicInfo } from '@shop/contracts'
 *   const endpoint = defineEndpoint<typeof basicInfo>({ service: 'ec-portal', method: 'GET', path: 'customer/basic_info' })
 *   export const fetchBasicInfo = () => call(endpoint)
 */
export interface Endpoint<R extends RouteDef> {
  service: R['service']
  method: R['method']
  path: R['path']
  /** Carries the route type only; never set. */
  readonly route?: R
}

export function defineEndpoint<R extends RouteDef>(endpoint: Endpoint<R>): Endpoint<R> {
  return endpoint
}

type Field<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V }

/** What a call takes: the path params, query and body its contract declares. */
export type CallInput<R extends RouteDef> = Field<'params', ParamsOf<R>> &
  Partial<Field<'query', QueryOf<R>>> &
  Field<'body', BodyOf<R>>

export function call<R extends RouteDef>(
  endpoint: Endpoint<R>,
  ...[input, options]: Partial<CallInput<R>> extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions]
): Promise<ResponseOf<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>
    query?: QueryValues
    body?: unknown
  }
  return request<ResponseOf<R>>({
    service: endpoint.service,
    method: endpoint.method,
    path: fillPath(endpoint.path, params),
    query,
    body,
    ...options,
  })
}
