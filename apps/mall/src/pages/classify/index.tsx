import { Image, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { firstCharacter } from '@shop/domain'
import { useEffect, useState } from 'react'
import { GoodsGrid } from '../../components/goods-grid'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { SearchEntry } from '../../components/search-bar'
import { QueryView } from '../../components/states'
import { categoryTarget, useCategoryTree, useGoodsList, type CategoryTarget } from '../../features/catalogue'
import { ContentBlocks, usePageSetting } from '../../features/content'
import { useTabBar } from '../../features/tabbar'
import { setCommon, useCommon } from '../../lib/state/common-state'
import { assetUrl } from '../../lib/http/config'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

const goodsListOf = (c: { id: number; name: string }) => () =>
  void navigate(url(PAGES.goodsList, { categoryId: c.id, title: c.name }))

/**
 * Category (tab): top categories on the left; on the right the category banner (page code classifySwiper), the
 * chosen category's sub-categories (each opens its goods list) and its goods, page after page.
 */
export default function CategoryPage() {
  useTabBar()
  const tree = useCategoryTree()
  const swiper = usePageSetting('classifySwiper')
  const { categoryId, item } = useCommon()
  const [target, setTarget] = useState<CategoryTarget | null>(null)

  // A category target (navigation keeps its id and item in the common state) picks the category once.
  useEffect(() => {
    if (!categoryId || !tree.data) return
    setTarget(categoryTarget(tree.data, categoryId, item))
    setCommon({ categoryId: null, item: null })
  }, [categoryId, item, tree.data])

  const roots = tree.data ?? []
  const root = roots.find((r) => r.id === target?.rootId) ?? roots[0]
  const child = root?.children.find((c) => c.id === target?.childId) ?? null
  const shown = child ?? root
  const goods = useGoodsList(shown?.id, {}, shown !== undefined)

  useReachBottom(goods.loadMore)

  return (
    <Page flush>
      <View className={styles.search}>
        <SearchEntry placeholder="搜索商品" onOpen={() => void navigate(url(PAGES.search))} />
      </View>
      <QueryView
        query={tree}
        isEmpty={(t) => t.length === 0}
        empty={{ mark: '类', title: '暂无商品分类', hint: '店铺正在整理货架' }}
      >
        {(list) => (
          <View className={styles.layout}>
            <View className={styles.rail}>
              {list.map((c) => (
                <View
                  key={c.id}
                  className={`${styles.railItem} ${c.id === root?.id ? styles.railItemOn : ''}`}
                  role="tab"
                  aria-selected={c.id === root?.id}
                  onClick={() => setTarget({ rootId: c.id, childId: null })}
                >
                  {c.name}
                </View>
              ))}
            </View>
            {root && shown && (
              <View className={styles.panel}>
                {swiper.data && swiper.data.blocks.length > 0 && (
                  <View className={styles.banner}>
                    <ContentBlocks blocks={swiper.data.blocks} />
                  </View>
                )}
                <View className={styles.panelHead}>
                  <Text className={styles.panelTitle}>{root.name}</Text>
                  <Text className={styles.more} onClick={goodsListOf(root)}>
                    查看全部 ›
                  </Text>
                </View>
                {root.children.length > 0 && (
                  <View className={styles.tiles}>
                    {root.children.map((c) => (
                      <View
                        key={c.id}
                        className={`${styles.tile} ${c.id === child?.id ? styles.tileOn : ''}`}
                        onClick={goodsListOf(c)}
                      >
                        {c.image ? (
                          <Image className={styles.tileImage} src={assetUrl(c.image)} mode="aspectFill" lazyLoad />
                        ) : (
                          <View className={`${styles.tileImage} ${styles.tileLetter}`}>{firstCharacter(c.name)}</View>
                        )}
                        <Text>{c.name}</Text>
                      </View>
                    ))}
                  </View>
                )}
                <View className={styles.goods}>
                  <Text className={styles.goodsTitle}>{child ? `${child.name} · 好物` : '热卖好物'}</Text>
                  <QueryView
                    query={goods}
                    isEmpty={(g) => g.length === 0}
                    empty={{ mark: '空', title: '暂无商品', hint: '这个分类正在上新' }}
                  >
                    {(g) => <GoodsGrid goods={g} />}
                  </QueryView>
                  <ListFooter list={goods} />
                </View>
              </View>
            )}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
