import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ReceivableCoupon } from '@shop/contracts'
import { useEffect, useState } from 'react'
import { couponFace } from '@shop/domain'
import { CouponTicket } from '../../../components/coupon-ticket'
import { Sheet } from '../../../components/sheet'
import { isApiError } from '../../../lib/http/api-error'
import { useAvailableCoupons } from '../api/available-coupons'
import { receiveCoupon } from '../api/receive-coupon'
import { OFFER_BUTTON, offerState, offerValidity } from '../coupon-view'
import styles from './coupon-offers.module.css'

/** What a refusal changes in the offer, and what the shopper reads. */
function refused(error: unknown, offer: ReceivableCoupon): { offer: ReceivableCoupon; text: string } {
  const code = isApiError(error) ? error.code : ''
  if (code === 'couponSoldOut') return { offer: { ...offer, remaining: 0 }, text: '优惠券已被领完' }
  if (code === 'couponLimitReached')
    return { offer: { ...offer, received: offer.perCustomerLimit }, text: '您已领取过该优惠券' }
  const text = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : '领取失败，请稍后再试'
  return { offer, text }
}

/**
 * The product page's 领券 row: the coupons a buyer of this goods can receive, and a sheet to receive them
 * (领取, then 已领取 / 已领完). Nothing when there are none. `ensureCustomer` signs a visitor in first.
 */
export function CouponOffers({
  goodsId,
  viewer,
  ensureCustomer,
}: {
  goodsId: number
  viewer: string
  ensureCustomer: () => Promise<boolean>
}) {
  const available = useAvailableCoupons(goodsId, viewer, viewer !== 'loading')
  const [offers, setOffers] = useState<ReceivableCoupon[]>([])
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState<number | null>(null)
  useEffect(() => setOffers(available.data ?? []), [available.data])

  if (offers.length === 0) return null

  const replace = (next: ReceivableCoupon) =>
    setOffers((list) => list.map((o) => (o.templateId === next.templateId ? next : o)))

  const receive = async (offer: ReceivableCoupon) => {
    if (busy !== null || !(await ensureCustomer())) return
    setBusy(offer.templateId)
    try {
      await receiveCoupon(offer.templateId)
      replace({
        ...offer,
        received: offer.received + 1,
        remaining: offer.remaining === null ? null : offer.remaining - 1,
      })
      void Taro.showToast({ title: '领取成功', icon: 'success' })
    } catch (e) {
      const result = refused(e, offer)
      replace(result.offer)
      void Taro.showToast({ title: result.text, icon: 'none' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <View className={styles.row} role="button" onClick={() => setOpen(true)}>
        <Text className={styles.label}>领券</Text>
        <View className={styles.chips}>
          {offers.slice(0, 3).map((o) => (
            <Text key={o.templateId} className={styles.chip}>
              {o.title}
            </Text>
          ))}
        </View>
        <Text className={styles.chevron}>›</Text>
      </View>
      {open && (
        <Sheet title="领取优惠券" onClose={() => setOpen(false)}>
          {offers.map((o) => {
            const state = offerState(o)
            return (
              <CouponTicket
                key={o.templateId}
                coupon={o}
                validity={offerValidity(o)}
                scope={o.scope.summary}
                aside={
                  <View
                    className={`${styles.receive} ${state === 'receive' ? '' : styles.receiveOff}`}
                    role="button"
                    aria-disabled={state !== 'receive' || busy !== null}
                    aria-label={`${OFFER_BUTTON[state]} ${o.title} ${couponFace(o).text}`}
                    onClick={() => state === 'receive' && void receive(o)}
                  >
                    {busy === o.templateId ? '领取中' : OFFER_BUTTON[state]}
                  </View>
                }
              />
            )
          })}
        </Sheet>
      )}
    </>
  )
}
