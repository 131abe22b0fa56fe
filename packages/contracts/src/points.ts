import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime, pageOf, pageQuery } from './common'

/**
 * Why the balance moved: points earned by an order, spent on an order, given back when an order is refunded or
 * cancelled, or adjusted by the shop.
 */
export const POINTS_REASONS = ['earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust'] as const
export const pointsReason = z.enum(POINTS_REASONS)
export type PointsReason = z.infer<typeof pointsReason>

export const pointsBalance = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'points/balance',
  auth: 'customer',
  summary: "The customer's points and what they are worth at checkout",
  response: z.object({
    balance: z.number().int().min(0),
    /** Points worth ¥1 (100: 1 point = 1 fen). */
    pointsPerYuan: z.number().int().positive(),
    /** Largest share of the goods payable amount points may pay, 0…1. */
    maxPayableShare: z.number().min(0).max(1),
  }),
})

export const pointsRecord = z.object({
  id: z.number().int(),
  /** Points added (positive) or taken (negative). */
  delta: z.number().int(),
  balanceAfter: z.number().int().min(0),
  reason: pointsReason,
  orderId: z.string().nullable(),
  createTime: dateTime,
  remark: z.string().nullable(),
})
export type PointsRecord = z.infer<typeof pointsRecord>

export const pointsRecords = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'points/records',
  auth: 'customer',
  summary: "The customer's points records, newest first (the client asks page 0, size 1000)",
  query: pageQuery,
  response: pageOf(pointsRecord),
})
