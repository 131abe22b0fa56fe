/** The time source. Services take it as a dependency so tests can move time (code expiry, token expiry). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that can be moved (SANDBOX_CLOCK=on: browser journeys across days; never with a live provider). */
export interface MovableClock extends Clock {
  /** Moves this process's time forward, or back but never before the real time; answers the new now or null. */
  advance(milliseconds: number): Date | null
}

export function movableClock(): MovableClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      if (offset + milliseconds < 0) return null
      offset += milliseconds
      return new Date(Date.now() + offset)
    },
  }
}
