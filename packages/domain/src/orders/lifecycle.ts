import { DomainError, type ErrorCode } from '../errors'

/** One row of a transition table: `event` moves an entity from `from` to `to`. */
export interface Transition<S extends string, E extends string> {
  readonly from: S
  readonly event: E
  readonly to: S
}

/**
 * A lifecycle is its transition table plus the checks the server runs before it commits a change
 * (ARCHITECTURE convention 4). Side effects (stock, coupons, points, money) belong to the server, which
 * performs them in the transaction that writes the new status.
 */
export interface Lifecycle<S extends string, E extends string> {
  readonly transitions: readonly Transition<S, E>[]
  canTransition(from: S, to: S): boolean
  /** Throws a DomainError (the lifecycle's refusal code, details `{ from, to }`) unless a row leads there. */
  assertTransition(from: S, to: S): void
  /** The status `event` leads to from `from`; throws the refusal (details `{ from, event }`) when it does not apply. */
  next(from: S, event: E): S
}

export function defineLifecycle<S extends string, E extends string>(
  transitions: readonly Transition<S, E>[],
  refusal: ErrorCode,
): Lifecycle<S, E> {
  const byEvent = new Map<string, S>()
  for (const { from, event, to } of transitions) {
    const key = `${from}\u0000${event}`
    // One event from one status must lead to one place, or `next` would have to guess.
    if (byEvent.has(key)) throw new Error(`lifecycle: "${event}" from "${from}" is listed twice`)
    byEvent.set(key, to)
  }
  const canTransition = (from: S, to: S) => transitions.some((t) => t.from === from && t.to === to)
  return {
    transitions,
    canTransition,
    assertTransition(from, to) {
      if (!canTransition(from, to)) throw new DomainError(refusal, { from, to })
    },
    next(from, event) {
      const to = byEvent.get(`${from}\u0000${event}`)
      if (to === undefined) throw new DomainError(refusal, { from, event })
      return to
    },
  }
}
