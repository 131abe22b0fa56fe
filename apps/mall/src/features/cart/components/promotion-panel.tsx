import { Image, Text, View } from '@tarojs/components'
import type { Cart } from '@shop/contracts'
import { formatFen, promotionTag } from '@shop/domain'
import { assetUrl } from '../../../lib/http/config'
import type { PricingChoices } from '../choices.store'
import styles from './promotion-panel.module.css'

type Offer = Cart['selectGifts'][number]

/** How many of a gift come with the order: all it gives, what stock has left of it, or none (已赠完). */
export function giftNote(gift: Pick<Cart['gifts'][number], 'quantity' | 'givenQuantity'>): string {
  if (gift.givenQuantity >= gift.quantity) return `×${gift.quantity}`
  return gift.givenQuantity === 0 ? '已赠完' : `×${gift.givenQuantity}，其余已赠完`
}

/** The add-on choices with one offer taken (quantity 1) or left. */
export function toggleOffer(chosen: PricingChoices['selectGifts'], offer: Offer): PricingChoices['selectGifts'] {
  const taken = chosen.some((g) => g.promotionId === offer.promotionId && g.skuId === offer.skuId)
  return taken
    ? chosen.filter((g) => !(g.promotionId === offer.promotionId && g.skuId === offer.skuId))
    : [...chosen, { promotionId: offer.promotionId, skuId: offer.skuId, quantity: 1 }]
}

/**
 * The cart's promotions (applied, or what is missing), the gifts they hand out, and (with `onToggleOffer`) the
 * add-on offers (换购, 随手带一件) the shopper may take. Nothing when the cart has none of them.
 */
export function PromotionPanel({
  cart,
  onToggleOffer,
}: {
  cart: Pick<Cart, 'promotions' | 'gifts' | 'selectGifts'>
  onToggleOffer?: (offer: Offer) => void
}) {
  const { promotions, gifts } = cart
  const selectGifts = onToggleOffer ? cart.selectGifts : []
  if (promotions.length === 0 && gifts.length === 0 && selectGifts.length === 0) return null
  return (
    <View className={styles.panel}>
      {promotions.map((p) => (
        <View key={p.id} className={styles.row}>
          <Text className={styles.tag}>{p.tag}</Text>
          <Text className={styles.text}>{p.name}</Text>
          <Text className={p.applied ? styles.applied : styles.hint}>
            {p.applied ? (p.discountAmount > 0 ? `已减¥${formatFen(p.discountAmount)}` : '已满足') : p.reason}
          </Text>
        </View>
      ))}
      {gifts.map((g) => (
        <View key={`${g.sourceId}-${g.skuId}`} className={styles.row}>
          <Text className={styles.tag}>赠品</Text>
          <Text className={styles.text}>{g.name}</Text>
          <Text className={styles.hint}>{giftNote(g)}</Text>
        </View>
      ))}
      {selectGifts.map((o) => (
        <View key={`${o.promotionId}-${o.skuId}`} className={styles.offer}>
          {o.image && <Image className={styles.offerImage} src={assetUrl(o.image)} mode="aspectFill" lazyLoad />}
          <View className={styles.offerBody}>
            <View className={styles.offerHead}>
              <Text className={styles.tag}>{promotionTag(o.code)}</Text>
              <Text className={styles.text}>{o.name}</Text>
            </View>
            <View className={styles.offerPrices}>
              <Text className={styles.swapPrice}>¥{formatFen(o.swapPrice)}</Text>
              {o.price > o.swapPrice && <Text className={styles.was}>¥{formatFen(o.price)}</Text>}
              {!o.eligible && o.reason && <Text className={styles.hint}>{o.reason}</Text>}
            </View>
          </View>
          <View
            className={`${styles.offerButton} ${o.selectedQuantity > 0 ? styles.offerTaken : ''} ${
              o.eligible ? '' : styles.offerOff
            }`}
            role="button"
            aria-disabled={!o.eligible}
            onClick={() => o.eligible && onToggleOffer?.(o)}
          >
            {o.selectedQuantity > 0 ? '已加购' : '加购'}
          </View>
        </View>
      ))}
    </View>
  )
}
