import { Image, Text, View } from '@tarojs/components'
import type { ArticleCard } from '@shop/contracts'
import { assetUrl } from '../../../lib/http/config'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import styles from './article-grid.module.css'

/** Feed cards in two columns: cover, title, author and likes; a tap opens the article. */
export function ArticleGrid({ articles }: { articles: readonly ArticleCard[] }) {
  return (
    <View className={styles.grid}>
      {articles.map((a) => (
        <View
          key={a.articleId}
          className={styles.card}
          onClick={() => void navigate(url(PAGES.articleDetail, { id: a.articleId }))}
        >
          <Image className={styles.cover} src={assetUrl(a.cover)} mode="aspectFill" lazyLoad />
          <View className={styles.title}>{a.title}</View>
          <View className={styles.meta}>
            {a.author.avatar ? (
              <Image className={styles.avatar} src={assetUrl(a.author.avatar)} lazyLoad />
            ) : (
              <View className={styles.avatar} />
            )}
            <Text className={styles.author}>{a.author.name}</Text>
            <Text className={`${styles.likes} ${a.liked ? styles.liked : ''}`}>
              {a.liked ? '♥' : '♡'} {a.likeCount}
            </Text>
          </View>
        </View>
      ))}
    </View>
  )
}
