import { Image, Text, View } from '@tarojs/components'
import type { CategoryNode } from '@shop/contracts'
import { useEffect, useState } from 'react'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { useCategoryTree } from '../../features/catalogue'
import { useTabBar } from '../../features/tabbar'
import { commonState, setCommon, useCommon } from '../../lib/common-state'
import { assetUrl } from '../../lib/config'
import { navigate } from '../../lib/navigation'
import { url } from '../../lib/routes'
import styles from './index.module.css'

// The goods list of a category arrives with the catalogue issue.
const goodsOf = (c: CategoryNode) => () => void navigate(url('pages/classify/goodslist/index', { id: c.id }))

/** Category (tab): top categories on the left, the chosen one's sub-categories on the right. */
export default function CategoryPage() {
  useTabBar()
  const tree = useCategoryTree()
  const { categoryId } = useCommon()
  const [selected, setSelected] = useState<number | null>(null)

  // A category target (navigation stores its id) picks the category once.
  useEffect(() => {
    if (!categoryId) return
    setSelected(Number(categoryId))
    setCommon({ categoryId: null, item: commonState.get().item })
  }, [categoryId])

  return (
    <Page flush>
      <QueryView
        query={tree}
        isEmpty={(t) => t.length === 0}
        empty={{ mark: '类', title: '暂无商品分类', hint: '店铺正在整理货架' }}
      >
        {(roots) => {
          const current = roots.find((c) => c.id === selected) ?? roots[0]!
          const tiles = current.children.length > 0 ? current.children : [current]
          return (
            <View className={styles.layout}>
              <View className={styles.rail}>
                {roots.map((c) => (
                  <View
                    key={c.id}
                    className={`${styles.railItem} ${c.id === current.id ? styles.railItemOn : ''}`}
                    onClick={() => setSelected(c.id)}
                  >
                    {c.name}
                  </View>
                ))}
              </View>
              <View className={styles.panel}>
                <Text className={styles.panelTitle}>{current.name}</Text>
                <View className={styles.tiles}>
                  {tiles.map((c) => (
                    <View key={c.id} className={styles.tile} onClick={goodsOf(c)}>
                      {c.image ? (
                        <Image className={styles.tileImage} src={assetUrl(c.image)} mode="aspectFill" lazyLoad />
                      ) : (
                        <View className={`${styles.tileImage} ${styles.tileLetter}`}>{c.name.slice(0, 1)}</View>
                      )}
                      <Text>{c.name}</Text>
                    </View>
                  ))}
                </View>
              </View>
            </View>
          )
        }}
      </QueryView>
    </Page>
  )
}
