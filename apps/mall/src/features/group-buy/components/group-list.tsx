import { Image, Text, View } from '@tarojs/components'
import type { GroupCard } from '@shop/contracts'
import { formatCountdownUnits } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/button'
import { Empty } from '../../../components/states'
import { assetUrl } from '../../../lib/http/config'
import styles from './group-buy.module.css'

/** The time left of a deadline by this device's clock, ticking each second. */
export function useTimeLeft(msLeft: number): string {
  const [until] = useState(() => Date.now() + msLeft)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return formatCountdownUnits(until - now)
}

function GroupRow({ group, onJoin }: { group: GroupCard; onJoin: (groupId: number) => void }) {
  const left = useTimeLeft(group.msLeft)
  return (
    <View className={styles.group}>
      {group.leader.avatarUrl ? (
        <Image className={styles.avatar} src={assetUrl(group.leader.avatarUrl, 80)} mode="aspectFill" />
      ) : (
        <View className={styles.avatar} />
      )}
      <View className={styles.groupText}>
        <Text className={styles.seats}>
          {group.leader.nickName} 的团 · 还差 {group.seatsLeft} 人
        </Text>
        <Text className={styles.left}>剩余 {left}</Text>
      </View>
      <Button size="small" onClick={() => onJoin(group.groupId)}>
        去参团
      </Button>
    </View>
  )
}

/** Joinable groups, soonest deadline first: each with its leader, seats missing, time left and 去参团. */
export function GroupList({ groups, onJoin }: { groups: GroupCard[]; onJoin: (groupId: number) => void }) {
  if (groups.length === 0) return <Empty mark="团" title="暂无可参与的团" hint="发起一个新团，邀请好友一起拼吧" />
  return (
    <View>
      {groups.map((group) => (
        <GroupRow key={group.groupId} group={group} onJoin={onJoin} />
      ))}
    </View>
  )
}
