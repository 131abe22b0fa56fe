import { Text, View } from '@tarojs/components'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { formatChinaDate } from '@shop/domain'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { Page } from '../../../components/page'
import { Empty, QueryView } from '../../../components/states'
import { helpFriend, useHelpTask } from '../../../features/friend-help'
import { requireCustomer, useSession } from '../../../features/session'
import { useBusy } from '../../../lib/hooks/use-busy'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import { client } from '../../../platform/client'
import styles from './index.module.css'

/**
 * A help task (query taskId), as its initiator and the friends they shared it with see it: the progress and the
 * helpers; the initiator shares it, a friend helps (signed in with WeChat or phone).
 */
export default function FriendHelpDetailPage() {
  const taskId = Number(pageParam(useRouter().params.taskId)) || 0
  const session = useSession()
  const task = useHelpTask(taskId, session.status)
  const { busy, run } = useBusy()
  const link = url(PAGES.friendHelpDetail, { taskId })

  useShareAppMessage(() => ({ title: task.data ? `帮我助力「${task.data.activity.name}」` : '好友助力', path: link }))

  const help = () =>
    run(async () => {
      if (!(await requireCustomer(() => task.reload()))) return
      await task.update(() => helpFriend(taskId))
      void Taro.showToast({ title: '助力成功', icon: 'success' })
    })

  const copyLink = () =>
    run(async () => {
      await Taro.setClipboardData({ data: client.fullLink(link) })
      void Taro.showModal({
        title: '链接已复制',
        content: '发给好友，请TA打开链接为您助力',
        showCancel: false,
        confirmColor: BRAND_COLOR,
      })
    })

  return (
    <Page>
      {taskId === 0 ? (
        <Empty mark="?" title="没有找到这个助力" hint="链接可能已失效" />
      ) : (
        <QueryView query={task}>
          {(t) => (
            <Card label={t.activity.name}>
              <View className={styles.head}>
                <Text className={styles.name}>{t.activity.name}</Text>
                <Text className={styles.who}>
                  {t.mine ? '我' : t.initiator.nickName}发起 · 得{t.activity.rewardLabel}
                </Text>
              </View>
              <View className={styles.progress} role="progressbar" aria-valuenow={t.helped} aria-valuemax={t.goal}>
                <View className={styles.bar} style={{ width: `${(t.helped / t.goal) * 100}%` }} />
              </View>
              <Text className={styles.count}>
                {t.status === 'completed'
                  ? '助力成功，奖励已发放'
                  : t.status === 'expired'
                    ? '助力已过期'
                    : `已有${t.helped}/${t.goal}位好友助力，${formatChinaDate(t.expireTime, true)}前有效`}
              </Text>
              <View className={styles.helpers}>
                {t.helpers.map((h, i) => (
                  <Text key={i} className={styles.helper}>
                    {h.nickName}
                  </Text>
                ))}
              </View>
              <View className={styles.actions}>
                {t.mine && t.status === 'open' && (
                  <Button
                    block
                    openType={client.wechatButtons ? 'share' : undefined}
                    onClick={client.wechatButtons ? undefined : () => void copyLink()}
                  >
                    邀请好友助力
                  </Button>
                )}
                {!t.mine && t.status === 'open' && !t.helpedByMe && (
                  <Button block disabled={busy} onClick={() => void help()}>
                    帮TA助力
                  </Button>
                )}
                {!t.mine && t.helpedByMe && <Text className={styles.who}>您已为TA助力</Text>}
              </View>
            </Card>
          )}
        </QueryView>
      )}
    </Page>
  )
}
