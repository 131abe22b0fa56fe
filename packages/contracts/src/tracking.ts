import { z } from 'zod'
import { defineRoute } from './route'

/** One tracking event (spec §3 Tracking payload). Clients: Weapp, H5, App-H5 (spec §9). */
export const trackingEvent = z.strictObject({
  log_id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
  from: z.enum(['Weapp', 'H5', 'App-H5']),
  type: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/),
  props: z
    .record(z.string().max(64), z.unknown())
    .refine((p) => JSON.stringify(p).length <= 4096, { message: 'props too large' })
    // PostgreSQL's jsonb cannot hold the NUL character.
    .refine((p) => !JSON.stringify(p).includes('\\u0000'), { message: 'props must not contain NUL characters' }),
})
export type TrackingEvent = z.infer<typeof trackingEvent>

export const sendEvent = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'pointEvent/sendEvent',
  auth: 'optional',
  summary: 'Stores a batch of tracking events; idempotent on log_id',
  body: z.array(trackingEvent).min(1).max(100),
  response: z.object({ accepted: z.number().int(), duplicates: z.number().int() }),
})
