/**
 * API v3 bodies as they travel (snake_case, fen). The client checks WeChat Pay's answers against these and the
 * sandbox checks the merchant's requests against them, strictly: WeChat Pay refuses fields it does not define.
 */
import { z } from 'zod'

const tradeState = z.enum(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'])
const refundStatus = z.enum(['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'])

export const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/
export const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/

export const prepayRequestWire = z.strictObject({
  appid: z.string().min(1).max(32),
  mchid: z.string().min(1).max(32),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(OUT_TRADE_NO),
  time_expire: z.string().optional(),
  attach: z.string().max(128).optional(),
  notify_url: z.url().max(255),
  amount: z.strictObject({ total: z.number().int().positive(), currency: z.literal('CNY').optional() }),
  payer: z.strictObject({ openid: z.string().min(1).max(128) }).optional(),
  scene_info: z
    .strictObject({
      payer_client_ip: z.string().min(1).max(45),
      h5_info: z.strictObject({ type: z.string().min(1) }).optional(),
    })
    .optional(),
})
export type PrepayRequestWire = z.infer<typeof prepayRequestWire>

export const closeRequestWire = z.strictObject({ mchid: z.string().min(1) })

export const refundRequestWire = z.strictObject({
  transaction_id: z.string().optional(),
  out_trade_no: z.string().regex(OUT_TRADE_NO).optional(),
  out_refund_no: z.string().regex(OUT_REFUND_NO),
  reason: z.string().max(80).optional(),
  notify_url: z.url().max(255).optional(),
  amount: z.strictObject({
    refund: z.number().int().positive(),
    total: z.number().int().positive(),
    currency: z.literal('CNY'),
  }),
})
export type RefundRequestWire = z.infer<typeof refundRequestWire>

export const prepayAnswerWire = z.object({ prepay_id: z.string().min(1).optional(), h5_url: z.url().optional() })

export const transactionWire = z.object({
  appid: z.string().optional(),
  mchid: z.string().optional(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_type: z.string().optional(),
  trade_state: tradeState,
  trade_state_desc: z.string().optional(),
  bank_type: z.string().optional(),
  attach: z.string().optional(),
  success_time: z.string().optional(),
  payer: z.object({ openid: z.string().optional() }).optional(),
  amount: z
    .object({
      total: z.number().int().optional(),
      payer_total: z.number().int().optional(),
      currency: z.string().optional(),
      payer_currency: z.string().optional(),
    })
    .optional(),
})
export type TransactionWire = z.infer<typeof transactionWire>

export const refundWire = z.object({
  refund_id: z.string(),
  out_refund_no: z.string(),
  transaction_id: z.string().optional(),
  out_trade_no: z.string().optional(),
  channel: z.string().optional(),
  user_received_account: z.string().optional(),
  success_time: z.string().optional(),
  create_time: z.string().optional(),
  status: refundStatus,
  amount: z.object({
    total: z.number().int(),
    refund: z.number().int(),
    payer_total: z.number().int().optional(),
    payer_refund: z.number().int().optional(),
    currency: z.string().optional(),
  }),
})
export type RefundWire = z.infer<typeof refundWire>

/** The decrypted resource of a REFUND.* notification (it names the status `refund_status`). */
export const refundResourceWire = z.object({
  mchid: z.string().optional(),
  out_trade_no: z.string(),
  transaction_id: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string(),
  refund_status: refundStatus,
  success_time: z.string().optional(),
  user_received_account: z.string().optional(),
  amount: z.object({
    total: z.number().int(),
    refund: z.number().int(),
    payer_total: z.number().int().optional(),
    payer_refund: z.number().int().optional(),
  }),
})
export type RefundResourceWire = z.infer<typeof refundResourceWire>

export const notificationWire = z.object({
  id: z.string(),
  create_time: z.string(),
  event_type: z.string(),
  resource_type: z.literal('encrypt-resource'),
  summary: z.string().optional(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
    original_type: z.enum(['transaction', 'refund']),
  }),
})
export type NotificationWire = z.infer<typeof notificationWire>

export const errorAnswerWire = z.object({ code: z.string(), message: z.string() })

/** 商家转账: the request body (transfer scene 1005 佣金报酬 with its two report lines). */
export const transferRequestWire = z.strictObject({
  appid: z.string(),
  out_bill_no: z.string().regex(/^[A-Za-z0-9]{5,32}$/),
  transfer_scene_id: z.string(),
  openid: z.string().min(1),
  user_name: z.string().optional(),
  transfer_amount: z.number().int().positive(),
  transfer_remark: z.string().min(1).max(32),
  notify_url: z.url().optional(),
  user_recv_perception: z.string().optional(),
  transfer_scene_report_infos: z.array(z.strictObject({ info_type: z.string(), info_content: z.string() })).min(1),
})
export type TransferRequestWire = z.infer<typeof transferRequestWire>

const transferState = z.enum([
  'ACCEPTED',
  'PROCESSING',
  'WAIT_USER_CONFIRM',
  'TRANSFERING',
  'SUCCESS',
  'FAIL',
  'CANCELING',
  'CANCELLED',
])

export const transferBillWire = z.object({
  out_bill_no: z.string(),
  transfer_bill_no: z.string(),
  state: transferState,
  fail_reason: z.string().optional(),
  package_info: z.string().optional(),
  create_time: z.string().optional(),
})
export type TransferBillWire = z.infer<typeof transferBillWire>
