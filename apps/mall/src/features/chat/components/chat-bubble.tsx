import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ChatMessage } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { assetUrl } from '../../../lib/http/config'
import type { PendingMessage } from '../hooks/use-chat'
import styles from './chat-bubble.module.css'

/** China time, as every page of the shop shows it: 20:37. */
const time = (iso: string) => formatChinaDate(iso, true).slice(-5)

const preview = (src: string) => void Taro.previewImage({ urls: [src], current: src })

/** One line of the chat: the shopper's on the right, the shop's on the left, the system's in the middle. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  if (message.sender === 'system') {
    return (
      <View className={styles.system}>
        <Text>{message.content}</Text>
      </View>
    )
  }
  const mine = message.sender === 'customer'
  return (
    <View className={`${styles.row} ${mine ? styles.mine : ''}`} data-seq={message.seq}>
      <View className={styles.column}>
        <Text className={styles.meta}>
          {mine ? '' : `${message.staffName ?? '客服'} · `}
          {time(message.createTime)}
        </Text>
        {message.type === 'context' && message.context ? (
          <View className={styles.card}>
            {message.context.image && (
              <Image className={styles.cardImage} src={assetUrl(message.context.image, 120)} mode="aspectFill" />
            )}
            <View className={styles.cardText}>
              <Text className={styles.cardTitle}>{message.context.title}</Text>
              <Text className={styles.cardSubtitle}>{message.context.subtitle}</Text>
            </View>
          </View>
        ) : message.type === 'image' && message.imageUrl ? (
          <Image
            className={styles.image}
            src={assetUrl(message.imageUrl, 240)}
            mode="widthFix"
            onClick={() => preview(assetUrl(message.imageUrl))}
          />
        ) : (
          <Text className={`${styles.bubble} ${mine ? styles.bubbleMine : ''}`} userSelect>
            {message.content}
          </Text>
        )}
      </View>
    </View>
  )
}

/** A message on its way: faded while sending, with 重发 when it failed. */
export function PendingBubble({ message, onRetry }: { message: PendingMessage; onRetry: () => void }) {
  return (
    <View className={`${styles.row} ${styles.mine} ${styles.pending}`}>
      <View className={styles.column}>
        {message.failed ? (
          <Text className={styles.failed} onClick={onRetry}>
            发送失败，点击重发
          </Text>
        ) : (
          <Text className={styles.meta}>发送中…</Text>
        )}
        {message.type === 'image' ? (
          <Image className={styles.image} src={message.imageUrl ?? ''} mode="widthFix" />
        ) : (
          <Text className={`${styles.bubble} ${styles.bubbleMine}`}>{message.content}</Text>
        )}
      </View>
    </View>
  )
}
