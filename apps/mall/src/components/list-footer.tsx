import { Text, View } from '@tarojs/components'
import type { PagedState } from '../lib/hooks/use-paged'
import styles from './list-footer.module.css'

/** The end of a paged list: loading the next page, a retry after a failure, or the end. */
export function ListFooter({ list }: { list: PagedState<unknown> }) {
  if (!list.data?.length) return null
  if (list.loadingMore) return <View className={styles.footer}>加载中…</View>
  if (list.moreError !== undefined) {
    return (
      <View className={styles.footer} onClick={list.loadMore}>
        <Text className={styles.action}>加载失败，点击重试</Text>
      </View>
    )
  }
  if (list.hasMore) {
    return (
      <View className={styles.footer} onClick={list.loadMore}>
        <Text className={styles.action}>加载更多</Text>
      </View>
    )
  }
  return <View className={styles.footer}>没有更多了</View>
}
