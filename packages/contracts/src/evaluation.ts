import { z } from 'zod'
import { ORDER_STATUSES } from '@shop/domain'
import { defineRoute } from './route'
import { dateTime, id, pageOf, pageQuery, text, uploadedImageUrl } from './common'
import { goodsLine } from './fulfilment'

/**
 * Evaluations (评价, spec §7 order_item_evaluation, member_order/{orderId}/evaluation): a customer rates each line
 * of a received order (wait_estimate) once; when every line is rated the order is completed. The product page shows
 * a goods' evaluations with the average rating.
 */

export const EVALUATION_CONTENT_MAX = 500
export const EVALUATION_IMAGES_MAX = 9
/** The name shown for an anonymous evaluation. */
export const ANONYMOUS_NAME = '匿名用户'

export const evaluationInput = z.strictObject({
  lineId: id,
  rating: z.number().int().min(1, '请选择评分').max(5),
  content: text(EVALUATION_CONTENT_MAX).default(''),
  images: z.array(uploadedImageUrl).max(EVALUATION_IMAGES_MAX).default([]),
  /** Show 匿名用户 instead of the customer's nickname and avatar. */
  anonymous: z.boolean().default(false),
})

/** An evaluation as anyone reads it. */
export const evaluation = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  specs: z.string(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  anonymous: z.boolean(),
  /** The nickname (masked, e.g. 澜***8), or 匿名用户. */
  nickName: z.string(),
  avatarUrl: z.string().nullable(),
  createTime: dateTime,
})
export type Evaluation = z.infer<typeof evaluation>

export const createEvaluation = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'order_item_evaluation',
  auth: 'customer',
  summary:
    'Rates lines of a received order (wait_estimate), each once; the order is completed when its last line is rated',
  body: z.strictObject({
    orderId: id,
    items: z
      .array(evaluationInput)
      .min(1, '请评价商品')
      .max(50)
      .refine((items) => new Set(items.map((i) => i.lineId)).size === items.length, {
        message: '同一商品只能评价一次',
      }),
  }),
  response: z.object({
    orderId: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    evaluations: z.array(evaluation.extend({ lineId: z.number().int() })),
  }),
})

export const evaluationPage = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'order_item_evaluation/page',
  auth: 'optional',
  summary: 'A goods’ evaluations, newest first, paged, with the average rating and count (mine marks the viewer’s own)',
  query: pageQuery.extend({ goodsId: id }),
  response: pageOf(evaluation.extend({ mine: z.boolean() })).extend({
    /** Mean rating over all the goods' evaluations, 1 decimal; null with none. */
    averageRating: z.number().nullable(),
    count: z.number().int(),
  }),
})

export const orderEvaluations = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:orderId/evaluation',
  auth: 'customer',
  summary: 'The lines of one of the customer’s orders with their evaluation (null: not rated yet)',
  params: z.strictObject({ orderId: id }),
  response: z.object({
    orderId: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    lines: z.array(goodsLine.extend({ evaluation: evaluation.nullable() })),
  }),
})
