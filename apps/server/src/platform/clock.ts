/** The time source. Services take it as a dependency so tests can move time (code expiry, token expiry). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
