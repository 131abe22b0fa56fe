import { Text, View } from '@tarojs/components'
import type { GroupView as Group } from '@shop/contracts'
import { Button } from '../../../components/button'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { useGroupStatus } from './group-view'
import styles from './group-buy.module.css'

/** A group order's group on the order page: how it stands, and the way to it (friends are invited from there). */
export function GroupOrderCard({ group }: { group: Group }) {
  const status = useGroupStatus(group)
  return (
    <View className={styles.section}>
      <Text className={styles.status}>{status}</Text>
      <View className={styles.actions}>
        <Button block onClick={() => void navigate(url(PAGES.groupDetail, { groupId: group.groupId }))}>
          {group.status === 'open' ? '邀请好友参团' : '查看拼团详情'}
        </Button>
      </View>
    </View>
  )
}
