import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useShareAppMessage } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { ContentBlocks, usePageSetting, useStoreSetting } from '../../features/content'
import { useTabBar } from '../../features/tabbar'
import styles from './index.module.css'

const PAGE_CODE = process.env.TARO_ENV === 'h5' ? 'home-H5' : 'home'

/** Home (tab): the shop's name and the content blocks the server arranges for the home page. */
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
  useShareAppMessage(() => ({ title: setting.data?.shareTitle || shopName || '', path: '/pages/index/index' }))

  return (
    <Page>
      {setting.data && (
        <View className={styles.hero}>
          <Text className={styles.shopName}>{setting.data.shopName}</Text>
          {setting.data.shareTitle && setting.data.shareTitle !== setting.data.shopName && (
            <Text className={styles.tagline}>{setting.data.shareTitle}</Text>
          )}
          {setting.data.serviceHours && <Text className={styles.service}>客服时间 {setting.data.serviceHours}</Text>}
        </View>
      )}
      <QueryView
        query={content}
        isEmpty={(page) => page.blocks.length === 0}
        empty={{ mark: '新', title: '店铺正在上新', hint: '精选好物很快就到，稍后再来看看' }}
      >
        {(page) => <ContentBlocks blocks={page.blocks} />}
      </QueryView>
    </Page>
  )
}
