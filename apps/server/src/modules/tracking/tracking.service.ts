import type { TrackingEvent } from '@shop/contracts'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { trackingEvents } from './tracking.tables'

export type TrackingService = ReturnType<typeof createTrackingService>

export function createTrackingService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Stores a batch; an event whose log_id is already stored (a client resending after a time-out, or the same id
     * twice in one batch) is counted as a duplicate and left as it was.
     */
    async record(events: TrackingEvent[], customerId: number | null) {
      const receivedAt = clock.now()
      const stored = await db
        .insert(trackingEvents)
        .values(
          events.map((event) => ({
            logId: event.log_id,
            customerId,
            client: event.from,
            type: event.type,
            props: event.props,
            receivedAt,
          })),
        )
        .onConflictDoNothing({ target: trackingEvents.logId })
        .returning({ logId: trackingEvents.logId })
      return { accepted: stored.length, duplicates: events.length - stored.length }
    },
  }
}
