import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { sandboxAccessTokens } from '../sandbox-token'
import { WECHAT_DELIVERY_IDS } from './wechat.delivery'
import { wechatSandboxState } from './wechat.sandbox.tables'

/**
 * The sandbox's 发货信息管理 (order shipping of WeChat mini-programs), mounted with the rest of the WeChat sandbox:
 * - `POST /wxa/sec/order/upload_shipping_info?access_token=…`: WeChat's body and errcodes. A payment is named by its
 *   transaction_id (order_number_type 2; WeChat Pay's sandbox numbers start 4200 and have 28 digits, anything else
 *   is 10060001 支付单不存在) or mchid + out_trade_no (type 1). Unified delivery is told once with one parcel; split
 *   delivery tells new parcels upload by upload until `is_all_delivered`. After that, one update is allowed (WeChat:
 *   一个支付单只能更新一次发货信息), a second answers 10060003. Sending again exactly what is known (a retry whose
 *   answer was lost) answers ok and changes nothing. upload_time must not go back in time.
 * - `POST /wxa/sec/order/get_order`: what WeChat knows of a payment (order_state 1 待发货, 2 已发货).
 * - `POST /control/shipping-outage {calls}`: the next `calls` uploads answer errcode -1 (系统繁忙), so a retry can
 *   be seen; not WeChat's, the sandbox's own control.
 * What it remembers is kept in the database (`wechat_sandbox_state`), so every server process sees the same.
 */

interface Parcel {
  tracking_no: string
  express_company: string
  item_desc: string
  contact?: { receiver_contact?: string; consignor_contact?: string }
}

interface ShippingRecord {
  [key: string]: unknown
  openid: string
  deliveryMode: 1 | 2
  logisticsType: number
  allDelivered: boolean
  parcels: Parcel[]
  /** Updates made after everything was delivered (WeChat allows one). */
  updates: number
  lastUploadTime: string
}

type Answer = { errcode: number; errmsg: string } & Record<string, unknown>

const refuse = (errcode: number, errmsg: string): Answer => ({ errcode, errmsg })
const OK: Answer = { errcode: 0, errmsg: 'ok' }

const OUTAGE_KEY = 'shipping-outage'

export function shippingSandbox(
  app: FastifyInstance,
  options: { db: Db; clock: Clock; tokens: ReturnType<typeof sandboxAccessTokens> },
): void {
  const { db, clock, tokens } = options

  const tokenProblem = (query: unknown): Answer | null => {
    const state = tokens.check((query as Record<string, unknown>).access_token)
    if (state === 'forged') return refuse(40001, 'invalid credential, access_token is invalid or not latest')
    if (state === 'expired') return refuse(42001, 'access_token expired')
    return null
  }

  /** Runs `change` on one remembered value, its row locked until the transaction ends. */
  const withState = <T>(key: string, change: (tx: Db, value: Record<string, unknown> | null) => Promise<T>) =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(wechatSandboxState).where(eq(wechatSandboxState.key, key)).for('update')
      return change(tx, row?.value ?? null)
    })

  const save = (tx: Db, key: string, value: Record<string, unknown>) =>
    tx
      .insert(wechatSandboxState)
      .values({ key, value, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: wechatSandboxState.key, set: { value, updatedAt: clock.now() } })

  /** Takes one failing call from the outage, if one is set. */
  const outage = () =>
    withState(OUTAGE_KEY, async (tx, value) => {
      const calls = Number(value?.calls ?? 0)
      if (calls <= 0) return false
      await save(tx, OUTAGE_KEY, { calls: calls - 1 })
      return true
    })

  app.post('/control/shipping-outage', async (request) => {
    const calls = Number((request.body as { calls?: unknown } | undefined)?.calls ?? 0)
    await withState(OUTAGE_KEY, (tx) => save(tx, OUTAGE_KEY, { calls: Math.max(0, Math.floor(calls)) }))
    return { calls }
  })

  app.post('/wxa/sec/order/upload_shipping_info', async (request): Promise<Answer> => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    if (await outage()) return refuse(-1, 'system error')
    const body = (request.body ?? {}) as Record<string, unknown>
    const key = paymentKey(body.order_key)
    if (!key) return refuse(10060001, '支付单不存在')
    const checked = checkUpload(body)
    if ('errcode' in checked) return checked
    return withState(key, async (tx, value): Promise<Answer> => {
      const known = value as ShippingRecord | null
      const outcome = applyUpload(known, checked)
      if ('errcode' in outcome) return outcome as Answer
      if (outcome !== known) await save(tx, key, outcome)
      return OK
    })
  })

  app.post('/wxa/sec/order/get_order', async (request): Promise<Answer> => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    const body = (request.body ?? {}) as Record<string, unknown>
    const key =
      typeof body.transaction_id === 'string'
        ? paymentKey({ order_number_type: 2, transaction_id: body.transaction_id })
        : paymentKey({ order_number_type: 1, mchid: body.merchant_id, out_trade_no: body.merchant_trade_no })
    if (!key) return refuse(10060001, '支付单不存在')
    const [row] = await db.select().from(wechatSandboxState).where(eq(wechatSandboxState.key, key))
    if (!row) return refuse(10060001, '支付单不存在')
    const known = row.value as ShippingRecord
    return {
      ...OK,
      order: {
        ...(typeof body.transaction_id === 'string' && { transaction_id: body.transaction_id }),
        order_state: known.allDelivered ? 2 : 1,
        openid: known.openid,
        shipping: {
          delivery_mode: known.deliveryMode,
          logistics_type: known.logisticsType,
          finish_shipping: known.allDelivered,
          finish_shipping_count: known.updates,
          shipping_list: known.parcels.map((parcel) => ({
            tracking_no: parcel.tracking_no,
            express_company: parcel.express_company,
          })),
        },
      },
    }
  })
}

/** `shipping:<transaction_id>` or `shipping:<mchid>:<out_trade_no>`; null when the order key names no payment. */
function paymentKey(orderKey: unknown): string | null {
  const k = (orderKey ?? {}) as Record<string, unknown>
  if (k.order_number_type === 2) {
    return typeof k.transaction_id === 'string' && /^4200\d{24}$/.test(k.transaction_id)
      ? `shipping:${k.transaction_id}`
      : null
  }
  if (k.order_number_type === 1) {
    const ok = (v: unknown) => typeof v === 'string' && /^[\w*-]{1,32}$/.test(v)
    return ok(k.mchid) && ok(k.out_trade_no) ? `shipping:${String(k.mchid)}:${String(k.out_trade_no)}` : null
  }
  return null
}

interface Upload {
  openid: string
  deliveryMode: 1 | 2
  logisticsType: number
  allDelivered: boolean
  parcels: Parcel[]
  uploadTime: string
}

/** The body's rules, in the order WeChat checks them. */
function checkUpload(body: Record<string, unknown>): Upload | Answer {
  const logisticsType = body.logistics_type
  if (typeof logisticsType !== 'number' || ![1, 2, 3, 4].includes(logisticsType)) {
    return refuse(10060005, '物流类型有误')
  }
  const mode = body.delivery_mode
  if (mode !== 1 && mode !== 2) return refuse(268485224, '发货模式非法')
  if (mode === 2 && logisticsType !== 1) return refuse(10060006, '非快递发货时不允许分拆发货')
  if (mode === 2 && typeof body.is_all_delivered !== 'boolean') {
    return refuse(10060007, '分拆发货模式下必须填写 is_all_delivered')
  }
  const list = body.shipping_list
  if (!Array.isArray(list)) return refuse(47001, 'data format error')
  if (list.length === 0 || list.length > 15) return refuse(10060024, '物流信息列表太长')
  if (mode === 1 && list.length !== 1) return refuse(268485228, '统一发货模式下，物流信息列表长度必须为 1')
  for (const item of list as Parcel[]) {
    if (typeof item?.item_desc !== 'string' || item.item_desc.trim() === '') {
      return refuse(10060008, '商品描述字段不能为空')
    }
    if ([...item.item_desc].length > 120) return refuse(10060009, '商品描述字段长度超限')
    if (logisticsType !== 1) continue
    if (typeof item.tracking_no !== 'string' || item.tracking_no.length < 1 || item.tracking_no.length > 128) {
      return refuse(10060026, '物流单号有误')
    }
    if (!Object.values(WECHAT_DELIVERY_IDS).includes(item.express_company)) {
      return refuse(10060025, '物流公司编码有误')
    }
    if (item.express_company === 'SF' && !item.contact?.receiver_contact && !item.contact?.consignor_contact) {
      return refuse(10060014, '参数错误：顺丰快递须填写联系方式')
    }
  }
  const uploadTime = typeof body.upload_time === 'string' ? body.upload_time : ''
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(uploadTime)) {
    return refuse(268485216, '上传时间非法，请按照 RFC 3339 格式填写')
  }
  const openid = (body.payer as { openid?: unknown } | undefined)?.openid
  if (typeof openid !== 'string' || openid === '') return refuse(268485195, '传入参数非法：payer.openid')
  return {
    openid,
    deliveryMode: mode,
    logisticsType,
    allDelivered: mode === 1 || body.is_all_delivered === true,
    parcels: list as Parcel[],
    uploadTime,
  }
}

/** The payment's record after this upload, or WeChat's refusal. The same record back: nothing changed. */
function applyUpload(known: ShippingRecord | null, upload: Upload): ShippingRecord | Answer {
  const fresh: ShippingRecord = {
    openid: upload.openid,
    deliveryMode: upload.deliveryMode,
    logisticsType: upload.logisticsType,
    allDelivered: upload.allDelivered,
    parcels: upload.parcels,
    updates: 0,
    lastUploadTime: upload.uploadTime,
  }
  if (!known) return fresh
  if (known.openid !== upload.openid) return refuse(10060031, '该笔支付单不属于 openid 所指定的用户')
  const numbers = new Set(known.parcels.map((p) => `${p.express_company}:${p.tracking_no}`))
  const isNew = (p: Parcel) => !numbers.has(`${p.express_company}:${p.tracking_no}`)
  // A retry of what is known already (its answer was lost): ok, nothing changes.
  if (!upload.parcels.some(isNew) && (upload.allDelivered === known.allDelivered || known.allDelivered)) return known
  if (Date.parse(upload.uploadTime) < Date.parse(known.lastUploadTime)) return refuse(10060023, '发货信息未更新')
  if (known.allDelivered) {
    if (known.updates >= 1) return refuse(10060003, '支付单已使用重新发货机会')
    return { ...fresh, updates: known.updates + 1 }
  }
  if (upload.deliveryMode !== known.deliveryMode) return refuse(268485224, '发货模式非法')
  return {
    ...known,
    allDelivered: upload.allDelivered,
    parcels: [...known.parcels, ...upload.parcels.filter(isNew)],
    lastUploadTime: upload.uploadTime,
  }
}
