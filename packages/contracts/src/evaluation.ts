import { z } from 'zod'
import { ORDER_STATUSES } from '@shop/domain'
import { defineRoute } from './route'
import { sortOption, dateTime, id, pageOf, pageQuery, text, uploadedImageUrl } from './common'
import { goodsLine, isoMoment } from './fulfilment'

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
  /** 商家回复, shown under the evaluation (null: none). */
  reply: z.string().nullable(),
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

// ─── Merchant (counter-portal): replying to and hiding evaluations ───────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant', permission: 'reviews.moderate' } as const

export const merchantEvaluation = evaluation.extend({
  orderId: z.number().int(),
  orderNo: z.string(),
  customerId: z.number().int(),
  /** The goods' name as ordered. */
  goodsName: z.string(),
  /** Hidden from the goods page. */
  hidden: z.boolean(),
  repliedBy: z.string().nullable(),
  replyTime: dateTime.nullable(),
})
export type MerchantEvaluation = z.infer<typeof merchantEvaluation>

export const merchantEvaluations = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/evaluations',
  summary:
    'Evaluations of every goods, paged: filters by rating, goods, words in the content, replied or not, hidden or not, and when written; newest first unless sorted',
  query: pageQuery.extend({
    rating: z.coerce.number().int().min(1, '评分为1-5').max(5, '评分为1-5').optional(),
    goodsId: id.optional(),
    keyword: text(50).optional(),
    replied: z.enum(['true', 'false']).optional(),
    hidden: z.enum(['true', 'false']).optional(),
    createdFrom: isoMoment.optional(),
    createdTo: isoMoment.optional(),
    sort: sortOption(['createTime', 'rating'] as const).optional(),
  }),
  response: pageOf(merchantEvaluation),
})

const evaluationIdParams = z.strictObject({ evaluationId: id })

export const merchantReplyEvaluation = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/evaluations/:evaluationId/reply',
  summary: 'Sets the merchant’s public reply to an evaluation (empty removes it)',
  params: evaluationIdParams,
  body: z.strictObject({ reply: text(200) }),
  response: merchantEvaluation,
})

export const merchantHideEvaluation = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/evaluations/:evaluationId/visibility',
  summary: 'Hides an evaluation from the goods page, or shows it again',
  params: evaluationIdParams,
  body: z.strictObject({ hidden: z.boolean() }),
  response: merchantEvaluation,
})
