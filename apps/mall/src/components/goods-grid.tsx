import { View } from '@tarojs/components'
import type { GoodsCard as Goods } from '@shop/contracts'
import { navigate } from '../lib/navigation/navigation'
import { PAGES, url } from '../lib/navigation/routes'
import { GoodsCard } from './goods-card'
import styles from './goods-grid.module.css'

/** Goods in two (or three) columns; a tap opens the goods' detail page. */
export function GoodsGrid({ goods, columns = 2 }: { goods: readonly Goods[]; columns?: 2 | 3 }) {
  return (
    <View className={`${styles.grid} ${columns === 3 ? styles.columns3 : ''}`}>
      {goods.map((g) => (
        <GoodsCard key={g.id} goods={g} onClick={() => void navigate(url(PAGES.pdp, { id: g.id }))} />
      ))}
    </View>
  )
}
