import { Text, View } from '@tarojs/components'
import { navigate } from '../lib/navigation/navigation'
import { PAGES, url } from '../lib/navigation/routes'
import styles from './service-link.module.css'

/**
 * 联系客服 from a page about one thing (an order, a refund): opens the chat with that thing as its context, so the
 * shop's staff see what the question is about (docs/customer-service.md).
 */
export function ServiceLink({ type, id, hint }: { type: 'goods' | 'order' | 'refund'; id: number; hint: string }) {
  return (
    <View
      className={styles.link}
      role="button"
      aria-label="联系客服"
      onClick={() => void navigate(url(PAGES.chat, { type, id }))}
    >
      <Text className={styles.hint}>{hint}</Text>
      <Text className={styles.action}>联系客服 ›</Text>
    </View>
  )
}
