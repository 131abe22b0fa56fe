import { z } from 'zod'
import { ok, paragraphs } from './common'
import { defineRoute } from './route'

/**
 * What the shop tells a customer by WeChat subscribe message (订阅消息) when they accepted its template, and in
 * 消息通知 always (docs/members-programmes.md "Messages").
 */
export const SUBSCRIBE_EVENTS = [
  'order_paid',
  'order_shipped',
  'refund_decided',
  'activity_starting',
  'help_completed',
] as const
export const subscribeEvent = z.enum(SUBSCRIBE_EVENTS)
export type SubscribeEvent = z.infer<typeof subscribeEvent>

const templateId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/)

export const subscribeTemplates = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'subscribe/templates',
  auth: 'none',
  summary: 'The subscribe-message template of each event, for Taro.requestSubscribeMessage',
  response: z.object({ templates: z.array(z.object({ event: subscribeEvent, templateId: z.string() })) }),
})

export const saveSubscription = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'subscribe/save',
  auth: 'customer',
  summary:
    'Records what the customer answered to requestSubscribeMessage: each `accept` allows the shop one message of that template',
  body: z.strictObject({
    /** requestSubscribeMessage's answer as it comes: template id → accept | reject | ban | filter. */
    results: z
      .record(templateId, z.enum(['accept', 'reject', 'ban', 'filter']))
      .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 3, {
        message: '一次最多订阅3个消息',
      }),
  }),
  response: z.object({
    subscriptions: z.array(z.object({ event: subscribeEvent, remaining: z.number().int().min(0) })),
  }),
})

/** Where a text a customer wrote will be shown (the scene WeChat's content check is asked about). */
export const CHECKED_TEXT_KINDS = ['nickname', 'comment', 'review', 'survey', 'gift'] as const
export const checkedTextKind = z.enum(CHECKED_TEXT_KINDS)
export type CheckedTextKind = z.infer<typeof checkedTextKind>

export const checkMessage = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'checkMsg/:kind',
  auth: 'customer',
  summary:
    'Asks WeChat content security about a text before the customer submits it (the server checks again when storing it); contentRefused when refused',
  params: z.strictObject({ kind: checkedTextKind }),
  body: z.strictObject({ content: paragraphs(2500).pipe(z.string().min(1, '请输入内容')) }),
  response: ok,
})

export const addUserActions = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'ocpa/addUserActions',
  auth: 'customer',
  summary:
    'Remembers the ad click the customer came from (gdt_vid / click_id of the landing query), so their registration, first order and payment are reported to WeChat ads; never fails the page',
  body: z.strictObject({
    clickId: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[\w.-]+$/),
  }),
  response: ok,
})
