import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GroupView as Group } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { assetUrl } from '../../../lib/http/config'
import { client } from '../../../platform/client'
import { useTimeLeft } from './group-list'
import styles from './group-buy.module.css'

export interface GroupActions {
  join: (group: Group) => void
  openGoods: (goodsId: number) => void
}

const copyLink = async (path: string) => {
  await Taro.setClipboardData({ data: client.fullLink(path) })
  void Taro.showToast({ title: '链接已复制，发给好友一起拼', icon: 'none' })
}

/** How a group stands, in a line: the seats and the time left while it is open. */
export function useGroupStatus(group: Group): string {
  const left = useTimeLeft(group.msLeft)
  return group.status === 'open'
    ? `还差 ${group.seatsLeft} 人成团，剩余 ${left}`
    : group.status === 'succeeded'
      ? '拼团成功'
      : '拼团失败，款项将原路退回'
}

/** group/detail: the goods, the members' avatars and empty seats, the countdown, 参与拼团 or 邀请好友. */
export function GroupView({ group, actions }: { group: Group; actions: GroupActions }) {
  const status = useGroupStatus(group)
  return (
    <View>
      <View className={styles.card} onClick={() => actions.openGoods(group.activity.goodsId)}>
        <Image className={styles.image} src={assetUrl(group.activity.image, 220)} mode="aspectFill" />
        <View className={styles.body}>
          <Text className={styles.name}>{group.activity.goodsName}</Text>
          <Text className={styles.rule}>{group.size}人团</Text>
          <View className={styles.prices}>
            <Text className={styles.groupPrice}>¥{formatFen(group.activity.groupPrice)}</Text>
            <Text className={styles.price}>¥{formatFen(group.activity.price)}</Text>
          </View>
        </View>
      </View>
      <View className={styles.section}>
        <Text className={styles.status}>{status}</Text>
        <View className={styles.members}>
          {group.members.map((member, i) => (
            <View key={i} className={styles.member}>
              {member.avatarUrl ? (
                <Image className={styles.avatar} src={assetUrl(member.avatarUrl, 80)} mode="aspectFill" />
              ) : (
                <View className={styles.avatar} />
              )}
              <Text>{member.leader ? '团长' : member.nickName}</Text>
            </View>
          ))}
          {group.status === 'open' &&
            Array.from({ length: group.seatsLeft }, (_, i) => (
              <View key={`seat-${i}`} className={styles.member}>
                <View className={styles.empty}>?</View>
              </View>
            ))}
        </View>
        <View className={styles.actions}>
          {group.canJoin && (
            <Button block onClick={() => actions.join(group)}>
              参与拼团 ¥{formatFen(group.activity.groupPrice)}
            </Button>
          )}
          {group.mine &&
            group.status === 'open' &&
            // The mini-program shares a card (the page's onShareAppMessage answers); H5 copies the group's link.
            (client.wechatButtons ? (
              <Button block openType="share">
                邀请好友参团
              </Button>
            ) : (
              <Button block onClick={() => void copyLink(group.path)}>
                复制链接邀请好友
              </Button>
            ))}
        </View>
      </View>
    </View>
  )
}
