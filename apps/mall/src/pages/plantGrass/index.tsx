import { Image, ScrollView, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { useArticleCategories, useArticles } from '../../features/discovery'
import { useTabBar } from '../../features/tabbar'
import { assetUrl } from '../../lib/config'
import { navigate } from '../../lib/navigation'
import { url } from '../../lib/routes'
import styles from './index.module.css'

/** Discover (tab): the 种草 feed, newest first, by category. */
export default function DiscoverPage() {
  useTabBar()
  const [categoryId, setCategoryId] = useState<number | undefined>()
  const categories = useArticleCategories()
  const articles = useArticles(categoryId)

  usePullDownRefresh(() => {
    articles.reload()
    void Taro.stopPullDownRefresh()
  })

  const chips = [{ id: undefined, name: '全部' }, ...(categories.data ?? [])]

  return (
    <Page>
      {chips.length > 1 && (
        <ScrollView scrollX className={styles.chips}>
          {chips.map((c) => (
            <Text
              key={c.id ?? 'all'}
              className={`${styles.chip} ${c.id === categoryId ? styles.chipOn : ''}`}
              onClick={() => setCategoryId(c.id)}
            >
              {c.name}
            </Text>
          ))}
        </ScrollView>
      )}
      <QueryView
        query={articles}
        isEmpty={(p) => p.content.length === 0}
        empty={{ mark: '草', title: '还没有种草内容', hint: '新的分享很快就来' }}
      >
        {(p) => (
          <View className={styles.grid}>
            {p.content.map((a) => (
              <View
                key={a.articleId}
                className={styles.card}
                onClick={() => void navigate(url('pages/plantGrass/detail/index', { id: a.articleId }))}
              >
                <Image className={styles.cover} src={assetUrl(a.cover)} mode="aspectFill" lazyLoad />
                <View className={styles.title}>{a.title}</View>
                <View className={styles.meta}>
                  {a.author.avatar ? (
                    <Image className={styles.authorAvatar} src={assetUrl(a.author.avatar)} />
                  ) : (
                    <View className={styles.authorAvatar} />
                  )}
                  <Text className={styles.author}>{a.author.name}</Text>
                  <Text className={styles.likes}>♡ {a.likeCount}</Text>
                </View>
              </View>
            ))}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
