import { Button as NativeButton, Input, ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { ErrorState, Loading } from '../../components/states'
import { ChatBubble, PendingBubble, useChat, type ChatContextType } from '../../features/chat'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { client } from '../../platform/client'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

const CONTEXT_TYPES: readonly string[] = ['goods', 'order', 'refund', 'user']

/** Where the chat was opened from: `?type=order&id=7` (a goods, an order, a refund; `user`: the personal centre). */
function contextOf(params: Record<string, string | undefined>) {
  const type = pageParam(params.type)
  if (!CONTEXT_TYPES.includes(type)) return undefined
  const id = Number(pageParam(params.id))
  return { type: type as ChatContextType, ...(Number.isSafeInteger(id) && id > 0 && { id }) }
}

/**
 * 在线客服 (clientServer/index): the shopper's conversation with the shop, live. The link it was opened from posts
 * its card (the goods, the order or the refund); texts and pictures go to the console's inbox; the shop's answers
 * show as they are sent, and after a lost connection the page reconnects and shows what came meanwhile.
 */
export default function ClientServerPage() {
  const { status } = useRequireLogin()
  const { params } = useRouter()
  const chat = useChat(contextOf(params), status === 'customer')
  const [draft, setDraft] = useState('')
  const lastKey = chat.pending.at(-1)?.clientId ?? String(chat.messages.at(-1)?.seq ?? 0)

  const send = () => {
    const content = draft.trim()
    if (!content) return
    chat.sendText(content)
    setDraft('')
  }

  if (chat.error !== undefined) {
    return (
      <Page>
        <ErrorState error={chat.error} onRetry={chat.reload} />
      </Page>
    )
  }
  if (status !== 'customer' || !chat.ready) {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  return (
    <Page flush>
      <View className={styles.head}>
        <Text className={styles.who}>{chat.staffName ? `客服 ${chat.staffName} 为您服务` : '澜肌客服'}</Text>
        <Text className={styles.help} onClick={() => void navigate(url(PAGES.helpCentre))}>
          常见问题
        </Text>
      </View>
      {chat.link === 'retrying' && (
        <View className={styles.banner} role="status">
          网络已断开，正在重新连接…
        </View>
      )}
      <ScrollView className={styles.list} scrollY scrollIntoView={`chat-${lastKey}`} scrollWithAnimation>
        {chat.messages.length === 0 && chat.pending.length === 0 && (
          <View className={styles.welcome}>
            <Text>
              您好，请问有什么可以帮您？客服工作时间 9:00–21:00，其余时间的留言会在上班后回复，并通过消息通知提醒您。
            </Text>
          </View>
        )}
        {chat.messages.map((message) => (
          <View key={message.seq} id={`chat-${message.seq}`}>
            <ChatBubble message={message} />
          </View>
        ))}
        {chat.pending.map((message) => (
          <View key={message.clientId} id={`chat-${message.clientId}`}>
            <PendingBubble message={message} onRetry={() => chat.retry(message)} />
          </View>
        ))}
      </ScrollView>
      <View className={styles.composer}>
        <View className={styles.picture} role="button" aria-label="发送图片" onClick={() => void chat.sendImage()}>
          图片
        </View>
        <Input
          className={styles.input}
          value={draft}
          placeholder="请输入您的问题"
          maxlength={1000}
          confirmType="send"
          onInput={(event) => setDraft(event.detail.value)}
          onConfirm={send}
        />
        <Button size="small" disabled={!draft.trim()} onClick={send}>
          发送
        </Button>
      </View>
      {client.wechatButtons && (
        <NativeButton className={styles.wechat} openType="contact">
          转微信客服
        </NativeButton>
      )}
    </Page>
  )
}
