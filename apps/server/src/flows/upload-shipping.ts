import type { MerchantShipment } from '@shop/contracts'
import { maskMobile } from '@shop/domain'
import { ProviderError, wechatDeliveryId } from '../providers'
import { SHIPPABLE, type ShipmentRow } from '../modules/fulfilment'
import type { FlowDeps } from './flow-deps'

/** How long a claimed parcel is left to the process that claimed it. */
const LEASE_MS = 60_000
/** After this many failed attempts a parcel is given up (the merchant may still upload it from the console). */
export const WECHAT_SHIPPING_MAX_ATTEMPTS = 8
/** Parcels one sweep takes on. */
const SWEEP_BATCH = 50
/** WeChat allows 15 parcels an upload. */
const PARCELS_PER_UPLOAD = 15

/** Attempt n waits 30 s × 2^(n-1), at most an hour. */
export const wechatRetryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000)

/**
 * WeChat's refusals no retry mends (the payment unknown or done with, the body or the payer wrong): the parcel is
 * failed at once and waits for the merchant. Anything else (-1 系统繁忙, unreachable, a stale token) is retried.
 */
const FOR_GOOD = new Set([
  47001, 10060001, 10060002, 10060003, 10060004, 10060005, 10060006, 10060007, 10060008, 10060009, 10060014, 10060023,
  10060024, 10060025, 10060026, 10060031, 268485195, 268485216, 268485224, 268485228,
])

export type UploadShipping = ReturnType<typeof createUploadShipping>

/**
 * Shipping information for WeChat (发货信息录入, docs/orders.md "WeChat shipping information"): the parcels of an order
 * paid in the mini-program are told to WeChat after the ship transaction commits, never inside it. WeChat's answer
 * is kept on each parcel: uploaded, pending (tried again by the sweep with growing waits) or failed (a refusal no
 * retry mends, or too many attempts: the merchant sees why and may upload again).
 */
export function createUploadShipping(deps: FlowDeps) {
  const { db, clock, log, orders, fulfilment, payments, customers, wechat } = deps

  /** One upload of these (claimed) parcels of the order; WeChat's refusal is recorded, never thrown. */
  async function uploadParcels(orderId: number, parcels: readonly ShipmentRow[]): Promise<void> {
    const refused = (why: string, forGood: boolean) =>
      fulfilment.wechatRefused(parcels, why, (attempts) =>
        forGood || attempts >= WECHAT_SHIPPING_MAX_ATTEMPTS
          ? null
          : new Date(clock.now().getTime() + wechatRetryDelayMs(attempts)),
      )
    const order = await orders.get(orderId)
    const paid = await payments.paidOf(db, orderId)
    const openId = paid && (await customers.payerOpenId(paid.payerId, 'miniProgram'))
    if (!paid?.transactionId || !openId) return refused('订单没有小程序的微信支付记录', true)
    const [all, lines] = await Promise.all([fulfilment.parcelsOf(orderId), orders.linesOf(db, orderId)])
    const stillToShip = SHIPPABLE.includes(order.status)
    const items = all.filter((item) => parcels.some((p) => p.id === item.shipment.id))
    try {
      await wechat.uploadShippingInfo({
        transactionId: paid.transactionId,
        payerOpenId: openId,
        mode: all.length === 1 && !stillToShip ? { kind: 'unified' } : { kind: 'split', allDelivered: !stillToShip },
        parcels: items.map(({ shipment, lines: carried }) => ({
          trackingNo: shipment.waybillNo,
          expressCompany: wechatDeliveryId(shipment.carrierCode) ?? shipment.carrierCode,
          itemDesc: itemDescription(
            carried.map(({ orderLineId, quantity }) => {
              const line = lines.find((l) => l.id === orderLineId)!
              const specs = line.specifications.map((spec) => spec.value).join('/')
              return `${line.name}${specs ? ` ${specs}` : ''}×${quantity}`
            }),
          ),
          receiverContact: maskMobile(order.address?.mobile ?? ''),
        })),
        uploadTime: clock.now(),
      })
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      log.warn({ err: error, orderId }, 'WeChat did not take the shipping information')
      const forGood = typeof error.errcode === 'number' && FOR_GOOD.has(error.errcode)
      return refused(error.message, forGood)
    }
    await fulfilment.wechatUploaded(parcels.map((p) => p.id))
  }

  /** Tells WeChat about the order's parcels it has not taken yet. */
  async function upload(orderId: number): Promise<void> {
    const parcels = await fulfilment.claimWechatDue(LEASE_MS, { orderId, limit: PARCELS_PER_UPLOAD })
    if (parcels.length > 0) await uploadParcels(orderId, parcels)
  }

  return {
    upload,

    /** The merchant asks to upload now (failed or waiting parcels alike); answers the order's parcels as they are then. */
    async uploadNow(orderId: number): Promise<{ orderId: number; shipments: MerchantShipment[] }> {
      await orders.get(orderId)
      await fulfilment.reopenWechat(orderId)
      await upload(orderId)
      const [items, lines] = await Promise.all([fulfilment.parcelsOf(orderId), orders.linesOf(db, orderId)])
      return { orderId, shipments: items.map((item) => fulfilment.merchantShipmentView(item, lines)) }
    },

    /**
     * The sweep: parcels due for another try, claimed with SKIP LOCKED and leased (several processes share the work),
     * uploaded order by order. Answers how many parcels it tried.
     */
    async sweep(): Promise<number> {
      const due = await fulfilment.claimWechatDue(LEASE_MS, { limit: SWEEP_BATCH })
      for (const orderId of new Set(due.map((parcel) => parcel.orderId))) {
        try {
          await uploadParcels(
            orderId,
            due.filter((parcel) => parcel.orderId === orderId),
          )
        } catch (error) {
          log.error({ err: error, orderId }, 'uploading shipping information failed; the next sweep tries again')
        }
      }
      return due.length
    },
  }
}

/** 商品信息 as WeChat takes it: the parcel's goods, at most 120 characters. */
function itemDescription(goods: string[]): string {
  const text = goods.join('；')
  const chars = [...text]
  return chars.length <= 120 ? text : `${chars.slice(0, 119).join('')}…`
}
