import { Text, View } from '@tarojs/components'
import { Button } from '../../components/button'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { startHelpTask, useHelpActivities, useMyHelpTasks } from '../../features/friend-help'
import { requireCustomer, useSession } from '../../features/session'
import { askToSubscribe } from '../../features/subscription'
import { useBusy } from '../../lib/hooks/use-busy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * friendHelpSelect: the friend-help activities open now; the shopper picks what to ask friends for, which starts
 * (or reopens) their task and opens its page to share. Their tasks follow.
 */
export default function FriendHelpSelectPage() {
  const session = useSession()
  const activities = useHelpActivities()
  const mine = useMyHelpTasks(session.status === 'customer')
  const { busy, run } = useBusy()

  const start = (activityId: number) =>
    run(async () => {
      if (!(await requireCustomer())) return
      // From the tap: WeChat shows its subscribe sheet only then (H5: nothing; 消息通知 tells instead).
      await askToSubscribe(['help_completed'])
      const task = await startHelpTask(activityId)
      void navigate(url(PAGES.friendHelpDetail, { taskId: task.taskId }))
    })

  return (
    <Page>
      <QueryView
        query={activities}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '助', title: '暂无助力活动', hint: '精彩活动正在准备，稍后再来看看' }}
      >
        {(list) => (
          <View>
            {list.map((a) => (
              <Card key={a.id} label={a.name}>
                <Text className={styles.name}>{a.name}</Text>
                {a.description && <Text className={styles.desc}>{a.description}</Text>}
                <View className={styles.row}>
                  <Text className={styles.reward}>
                    {a.goal}位好友助力 得{a.rewardLabel}
                  </Text>
                  <Button size="small" disabled={busy} onClick={() => void start(a.id)}>
                    发起助力
                  </Button>
                </View>
              </Card>
            ))}
          </View>
        )}
      </QueryView>
      {session.status === 'customer' && (mine.data?.length ?? 0) > 0 && (
        <View>
          <Text className={styles.section}>我的助力</Text>
          {mine.data!.map((task) => (
            <Card
              key={task.taskId}
              label={task.activity.name}
              onClick={() => void navigate(url(PAGES.friendHelpDetail, { taskId: task.taskId }))}
            >
              <Text className={styles.name}>{task.activity.name}</Text>
              <View className={styles.row}>
                <Text className={styles.desc}>
                  已有{task.helped}/{task.goal}位好友助力
                </Text>
                <Text className={styles.reward}>{task.statusLabel}</Text>
              </View>
            </Card>
          ))}
        </View>
      )}
    </Page>
  )
}
