import { Text, View } from '@tarojs/components'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import styles from './wish-entry.module.css'

/** The product detail's 加入心愿单: the goods goes to wishCustom (signing in first), where the SKU is picked. */
export function WishEntry({
  goodsId,
  ensureCustomer,
}: {
  goodsId: number
  ensureCustomer: (resume: () => unknown) => Promise<boolean>
}) {
  const open = () => void navigate(url(PAGES.distributorWishCustom, { goodsId }))
  return (
    <View className={styles.entry} role="button" onClick={() => void ensureCustomer(open).then((ok) => ok && open())}>
      <Text className={styles.label}>心愿单</Text>
      <Text className={styles.text}>加入心愿单，专属顾问为您推荐</Text>
      <Text className={styles.chevron}>›</Text>
    </View>
  )
}
