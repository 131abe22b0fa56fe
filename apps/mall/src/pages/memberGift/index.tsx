import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import type { MemberGiftItem } from '@shop/contracts'
import { formatCountdownUnits } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Button } from '../../components/button'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { claimMemberGift, claimState, packContents, useMemberGifts } from '../../features/programmes'
import { requireCustomer, useSession } from '../../features/session'
import { useBusy } from '../../lib/hooks/use-busy'
import styles from './index.module.css'

const KIND_LABELS = { new_member: '新人礼', birthday: '生日礼' } as const

/**
 * 会员礼包 (member_gift): the new member's and the birthday packs with what they hold, how many are left and a
 * countdown; 立即领取 claims once (a visitor signs in first), and why a member cannot claim is written under it.
 */
export default function MemberGiftPage() {
  const { status } = useSession()
  const gifts = useMemberGifts(status, status !== 'loading')
  const { busy, run } = useBusy()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  usePullDownRefresh(() => {
    gifts.reload()
    void Taro.stopPullDownRefresh()
  })

  const claim = (gift: MemberGiftItem) =>
    run(async () => {
      if (!(await requireCustomer(() => gifts.reload()))) return
      const outcome = await claimMemberGift(gift.id)
      gifts.reload()
      void Taro.showToast({ title: `领取成功，获得${packContents(outcome)}`, icon: 'none' })
    })

  return (
    <Page>
      <QueryView
        query={gifts}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '礼', title: '暂时没有会员礼包', hint: '新人礼、生日礼正在准备，稍后再来看看' }}
      >
        {(list) => (
          <View>
            {list.map((gift) => {
              const state = claimState(gift, status === 'customer')
              const to = gift.status === 'upcoming' ? gift.startsAt : gift.endsAt
              return (
                <Card key={gift.id} label={gift.title}>
                  <View className={styles.gift}>
                    <View className={styles.head}>
                      <Text className={styles.kind}>{KIND_LABELS[gift.kind]}</Text>
                      <Text className={styles.title}>{gift.title}</Text>
                    </View>
                    <Text className={styles.contents}>{packContents(gift)}</Text>
                    {gift.description && <Text className={styles.description}>{gift.description}</Text>}
                    <View className={styles.foot}>
                      <View className={styles.meta}>
                        <Text className={styles.left}>剩余{gift.left}份</Text>
                        {gift.status !== 'ended' && (
                          <Text className={styles.countdown}>
                            {gift.status === 'upcoming' ? '距开始' : '距结束'}{' '}
                            {formatCountdownUnits(new Date(to).getTime() - now)}
                          </Text>
                        )}
                      </View>
                      <Button size="small" disabled={!state.enabled || busy} onClick={() => void claim(gift)}>
                        {state.text}
                      </Button>
                    </View>
                    {gift.reason && !gift.claimed && <Text className={styles.reason}>{gift.reason}</Text>}
                  </View>
                </Card>
              )
            })}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
