import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useShareAppMessage } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { SearchEntry } from '../../components/search-bar'
import { QueryView } from '../../components/states'
import { ContentBlocks, PageDialog, usePageSetting, useStoreSetting } from '../../features/content'
import { useTabBar } from '../../features/tabbar'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'
import { client } from '../../platform/client'

const PAGE_CODE = client.homePageCode

/** Home (tab): the shop's name, a search box, the content blocks the server arranges, the home dialog. */
export default function HomePage() {
  useTabBar()
  const setting = useStoreSetting()
  const content = usePageSetting(PAGE_CODE)
  const shopName = setting.data?.shopName

  useEffect(() => {
    if (shopName) void Taro.setNavigationBarTitle({ title: shopName })
  }, [shopName])

  usePullDownRefresh(() => {
    setting.reload()
    content.reload()
    void Taro.stopPullDownRefresh()
  })

  // Spec §9: the default share title is the shop name.
  useShareAppMessage(() => ({ title: setting.data?.shareTitle || shopName || '', path: url(PAGES.home) }))

  return (
    <Page>
      <View className={styles.header}>
        {shopName && <Text className={styles.shopName}>{shopName}</Text>}
        <View className={styles.search}>
          <SearchEntry placeholder="搜索商品" onOpen={() => void navigate(url(PAGES.search))} />
        </View>
      </View>
      <QueryView
        query={content}
        isEmpty={(page) => page.blocks.length === 0}
        empty={{ mark: '新', title: '店铺正在上新', hint: '精选好物很快就到，稍后再来看看' }}
      >
        {(page) => <ContentBlocks blocks={page.blocks} />}
      </QueryView>
      <PageDialog type="HOME" />
    </Page>
  )
}
