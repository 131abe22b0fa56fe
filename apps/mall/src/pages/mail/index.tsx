import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { InboxMessage } from '@shop/contracts'
import { Button } from '../../components/button'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { MessageRow, useInbox } from '../../features/message'
import { setUnreadCount, useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import styles from './index.module.css'

/**
 * 消息通知: the customer's in-site messages, newest first, paged. A tap reads a message (its dot goes at once) and
 * opens its link; 全部已读 reads them all. Each read's answer is the session's new unread count.
 */
export default function MailPage() {
  const { status, unreadCount } = useRequireLogin()
  const inbox = useInbox(status === 'customer', setUnreadCount)
  useReachBottom(() => inbox.loadMore())

  const open = (message: InboxMessage) => {
    inbox.read(message)
    if (message.link) void navigate(message.link)
  }

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={inbox} isEmpty={(items) => items.length === 0} empty={{ mark: '信', title: '暂无消息' }}>
          {(messages) => (
            <View>
              <View className={styles.head}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={unreadCount === 0 && messages.every((m) => m.read)}
                  onClick={inbox.readAll}
                >
                  全部已读
                </Button>
              </View>
              {messages.map((m) => (
                <MessageRow key={m.id} message={m} onOpen={() => open(m)} />
              ))}
              <ListFooter list={inbox} />
            </View>
          )}
        </QueryView>
      )}
    </Page>
  )
}
