import { Image, Text, View } from '@tarojs/components'
import type { Cart } from '@shop/contracts'
import { formatFen, promotionTag } from '@shop/domain'
import { assetUrl } from '../../../lib/http/config'
import type { PricingChoices } from '../choices.store'
import styles from './promotion-panel.module.css'

type Offer = Cart['selectGifts'][number]
type Promotion = Cart['promotions'][number]

/**
 * What a promotion's row says: what it took off, why it does not apply, or — for an offer (换购, 随手带一件) — whether
 * one was taken (已加购) or may be (可加购; where offers cannot be taken, the checkout, the row is left out: null).
 */
export function promotionNote(promotion: Promotion, offers: readonly Offer[], canTake: boolean): string | null {
  if (!promotion.applied) return promotion.reason
  const own = offers.filter((o) => o.promotionId === promotion.id)
  const taken = own.some((o) => o.selectedQuantity > 0)
  if (promotion.discountAmount > 0) return `已减¥${formatFen(promotion.discountAmount)}`
  if (own.length === 0) return '已满足'
  if (taken) return '已加购'
  return canTake ? '可加购' : null
}

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

/** Offers the cart tab shows before 换购专区 (exchangePurchaseList) lists them all. */
const OFFER_PREVIEW = 2

/**
 * The cart's promotions (applied, or what is missing), the gifts they hand out, and (with `onToggleOffer`) the
 * add-on offers (换购, 随手带一件) the shopper may take. Nothing when the cart has none of them.
 */
export function PromotionPanel({
  cart,
  onToggleOffer,
  onOpenOffers,
}: {
  cart: Pick<Cart, 'promotions' | 'gifts' | 'selectGifts'>
  onToggleOffer?: (offer: Offer) => void
  /** Opens every offer on a page of their own (exchangePurchaseList). */
  onOpenOffers?: () => void
}) {
  const { gifts } = cart
  // With a page of their own, the panel shows the first few and the way to all of them.
  const selectGifts = !onToggleOffer ? [] : onOpenOffers ? cart.selectGifts.slice(0, OFFER_PREVIEW) : cart.selectGifts
  const promotions = cart.promotions.flatMap((p) => {
    const note = promotionNote(p, cart.selectGifts, onToggleOffer !== undefined)
    return note === null ? [] : [{ ...p, note }]
  })
  if (promotions.length === 0 && gifts.length === 0 && selectGifts.length === 0) return null
  return (
    <View className={styles.panel}>
      {promotions.map((p) => (
        <View key={p.id} className={styles.row}>
          <Text className={styles.tag}>{p.tag}</Text>
          <Text className={styles.text}>{p.name}</Text>
          <Text className={p.applied ? styles.applied : styles.hint}>{p.note}</Text>
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
        <SwapOfferRow key={`${o.promotionId}-${o.skuId}`} offer={o} onToggle={() => onToggleOffer?.(o)} />
      ))}
      {onOpenOffers && cart.selectGifts.length > 0 && (
        <View className={styles.row} role="link" onClick={onOpenOffers}>
          <Text className={styles.tag}>换购</Text>
          <Text className={styles.text}>换购专区</Text>
          <Text className={styles.applied}>全部{cart.selectGifts.length}件 ›</Text>
        </View>
      )}
    </View>
  )
}

/** One add-on offer (换购, 随手带一件): the goods, its swap price against its price, why not yet, 加购 / 已加购. */
export function SwapOfferRow({ offer: o, onToggle }: { offer: Offer; onToggle: () => void }) {
  return (
    <View className={styles.offer}>
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
        onClick={() => o.eligible && onToggle()}
      >
        {o.selectedQuantity > 0 ? '已加购' : '加购'}
      </View>
    </View>
  )
}
