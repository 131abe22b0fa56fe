import { Text, View } from '@tarojs/components'
import type { GoodsCard } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import type { ReactNode } from 'react'
import { GoodsLine } from '../../../components/goods-line'
import { ListFooter } from '../../../components/list-footer'
import { QueryView, type EmptyProps } from '../../../components/states'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import type { KeptGoods } from '../hooks/use-kept-goods'
import styles from './kept-goods-view.module.css'

/**
 * A list of goods the customer keeps (收藏, 足迹): each opens its detail and can be taken out (`removeText`);
 * `groupOf` puts a heading over each run of items with the same value (the day of a view). The empty state
 * leads back to shopping.
 */
export function KeptGoodsView<T extends GoodsCard>({
  list,
  keyOf,
  removeText,
  groupOf,
  empty,
  head,
}: {
  list: KeptGoods<T>
  keyOf: (item: T) => number
  removeText: string
  groupOf?: (item: T) => string
  empty: Omit<EmptyProps, 'action'>
  /** Above the list when it has items (a count, 清空). */
  head?: (items: T[]) => ReactNode
}) {
  return (
    <QueryView
      query={list}
      isEmpty={(items) => items.length === 0}
      empty={{ ...empty, action: { text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) } }}
    >
      {(items) => (
        <View>
          {head?.(items)}
          {items.map((item, i) => {
            const group = groupOf?.(item)
            return (
              <View key={keyOf(item)}>
                {group !== undefined && (i === 0 || groupOf?.(items[i - 1]!) !== group) && (
                  <Text className={styles.group}>{group}</Text>
                )}
                <View className={styles.item}>
                  <GoodsLine
                    image={item.mainImage}
                    name={item.name}
                    specs={item.subtitle || undefined}
                    onClick={() => void navigate(url(PAGES.pdp, { id: item.id }))}
                  >
                    <View className={styles.prices}>
                      <Text className={styles.price}>¥{formatFen(item.activityPrice ?? item.price)}</Text>
                      {item.sellOut && <Text className={styles.soldOut}>已售罄</Text>}
                    </View>
                  </GoodsLine>
                  <View
                    className={styles.remove}
                    role="button"
                    aria-label={`${removeText} ${item.name}`}
                    onClick={() => list.remove(item)}
                  >
                    {removeText}
                  </View>
                </View>
              </View>
            )
          })}
          <ListFooter list={list} />
        </View>
      )}
    </QueryView>
  )
}
