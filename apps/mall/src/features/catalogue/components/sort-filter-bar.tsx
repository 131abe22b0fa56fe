import { Input, Text, View } from '@tarojs/components'
import { formatFen, parseYuan } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import type { GoodsFilters } from '../api/goods-list'
import styles from './sort-filter-bar.module.css'

type Sort = NonNullable<GoodsFilters['sort']>

const TABS: Array<{ text: string; sort: Sort }> = [
  { text: '综合', sort: 'default' },
  { text: '销量', sort: 'sales' },
  { text: '新品', sort: 'newest' },
]

const yuanText = (fen: number | undefined) => (fen === undefined ? '' : formatFen(fen).replace(/\.00$/, ''))

/** How many filters are on (shown on the 筛选 tab). */
const activeFilters = (f: GoodsFilters) =>
  [f.inStock === 'true', f.minPrice !== undefined, f.maxPrice !== undefined].filter(Boolean).length

/**
 * Sort tabs (综合 / 销量 / 新品 / 价格, the price tab toggling ↑ and ↓) and a filter panel (in stock, price range in
 * yuan). Every change hands the whole new filter set to `onChange`.
 */
export function SortFilterBar({ filters, onChange }: { filters: GoodsFilters; onChange: (f: GoodsFilters) => void }) {
  const sort = filters.sort ?? 'default'
  const [panel, setPanel] = useState(false)
  const [inStock, setInStock] = useState(false)
  const [min, setMin] = useState('')
  const [max, setMax] = useState('')

  const apply = () => {
    const low = parseYuan(min) ?? undefined
    const high = parseYuan(max) ?? undefined
    // A range typed the wrong way round is meant the right way round.
    const [minPrice, maxPrice] = low !== undefined && high !== undefined && low > high ? [high, low] : [low, high]
    onChange({ ...filters, inStock: inStock ? 'true' : undefined, minPrice, maxPrice })
    setPanel(false)
  }

  // The panel starts from the filters in force (they may have been cleared from outside).
  const togglePanel = () => {
    if (!panel) {
      setInStock(filters.inStock === 'true')
      setMin(yuanText(filters.minPrice))
      setMax(yuanText(filters.maxPrice))
    }
    setPanel(!panel)
  }

  const reset = () => {
    setInStock(false)
    setMin('')
    setMax('')
  }

  const priceOn = sort === 'priceAsc' || sort === 'priceDesc'
  const count = activeFilters(filters)

  return (
    <View className={styles.wrap}>
      <View className={styles.bar}>
        {TABS.map((t) => (
          <View
            key={t.sort}
            className={`${styles.tab} ${sort === t.sort ? styles.tabOn : ''}`}
            role="tab"
            aria-selected={sort === t.sort}
            onClick={() => onChange({ ...filters, sort: t.sort })}
          >
            {t.text}
          </View>
        ))}
        <View
          className={`${styles.tab} ${priceOn ? styles.tabOn : ''}`}
          role="tab"
          aria-selected={priceOn}
          onClick={() => onChange({ ...filters, sort: sort === 'priceAsc' ? 'priceDesc' : 'priceAsc' })}
        >
          <Text>价格</Text>
          <Text className={styles.arrow}>{sort === 'priceAsc' ? '↑' : sort === 'priceDesc' ? '↓' : '↕'}</Text>
        </View>
        <Text className={`${styles.tab} ${count > 0 ? styles.tabOn : ''}`} onClick={togglePanel}>
          {count > 0 ? `筛选(${count})` : '筛选'}
        </Text>
      </View>

      {panel && (
        <View className={styles.mask} onClick={() => setPanel(false)}>
          <View className={styles.panel} onClick={(e) => e.stopPropagation()}>
            <Text className={styles.label}>服务</Text>
            <View className={styles.options}>
              <View
                className={`${styles.option} ${inStock ? styles.optionOn : ''}`}
                role="checkbox"
                aria-checked={inStock}
                onClick={() => setInStock((v) => !v)}
              >
                仅看有货
              </View>
            </View>
            <Text className={styles.label}>价格区间（元）</Text>
            <View className={styles.range}>
              <Input
                className={styles.price}
                type="digit"
                placeholder="最低价"
                value={min}
                onInput={(e) => setMin(e.detail.value)}
              />
              <Text className={styles.dash}>—</Text>
              <Input
                className={styles.price}
                type="digit"
                placeholder="最高价"
                value={max}
                onInput={(e) => setMax(e.detail.value)}
              />
            </View>
            <View className={styles.actions}>
              <View className={styles.action}>
                <Button variant="ghost" block onClick={reset}>
                  重置
                </Button>
              </View>
              <View className={styles.action}>
                <Button block onClick={apply}>
                  确定
                </Button>
              </View>
            </View>
          </View>
        </View>
      )}
    </View>
  )
}
