import { Text, View } from '@tarojs/components'
import type { InboxMessage } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { Card } from '../../../components/card'
import styles from './message-row.module.css'

/** A message in the list: a dot while unread, the title, when (China time), the text in two lines, 查看详情 for a link. */
export function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  return (
    <Card label={message.title} onClick={onOpen}>
      <View className={styles.head}>
        {!message.read && <View className={styles.dot} aria-label="未读" />}
        <Text className={`${styles.title} ${message.read ? styles.titleRead : ''}`}>{message.title}</Text>
        <Text className={styles.time}>{formatChinaDate(message.createTime, true)}</Text>
      </View>
      <Text className={styles.content}>{message.content}</Text>
      {message.link && <Text className={styles.more}>查看详情 ›</Text>}
    </Card>
  )
}
