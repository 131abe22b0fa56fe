import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { formatChinaDate } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import { Sheet } from '../../../components/sheet'
import { AddressCard, useAddresses } from '../../../features/address'
import { claimAward, useAwards } from '../../../features/programmes'
import { useRequireLogin } from '../../../features/session'
import { useBusy } from '../../../lib/hooks/use-busy'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import styles from './index.module.css'

/** 我的奖品: every draw's award, newest first; a goods prize is claimed here with an address (a free order). */
export default function MyAwardPage() {
  const { status } = useRequireLogin()
  const awards = useAwards(status === 'customer')
  const addresses = useAddresses(status === 'customer')
  const [claiming, setClaiming] = useState<number | null>(null)
  const { busy, run } = useBusy()
  useDidShow(() => addresses.reload())

  const claim = (addressId: number) =>
    run(async () => {
      if (claiming === null) return
      const award = await claimAward(claiming, addressId)
      setClaiming(null)
      awards.reload()
      void Taro.showToast({ title: '领取成功，奖品将尽快寄出', icon: 'none' })
      if (award.reference) void navigate(url(PAGES.orderDetail, { orderId: award.reference }))
    })

  if (status !== 'customer')
    return (
      <Page>
        <Loading />
      </Page>
    )
  return (
    <Page>
      <QueryView
        query={awards}
        isEmpty={(page) => page.content.length === 0}
        empty={{
          mark: '奖',
          title: '还没有抽奖记录',
          action: { text: '去参加活动', onClick: () => void navigate(url(PAGES.activity)) },
        }}
      >
        {(page) => (
          <View>
            {page.content.map((a) => (
              <View key={a.id} className={styles.row}>
                <View className={styles.main}>
                  <Text className={styles.prize}>{a.prizeName}</Text>
                  <Text className={styles.sub}>
                    {a.lotteryName} · {formatChinaDate(a.createTime, true)}
                  </Text>
                </View>
                {a.status === 'to_claim' ? (
                  <Button size="small" onClick={() => setClaiming(a.id)}>
                    填写地址领取
                  </Button>
                ) : (
                  <Text className={`${styles.status} ${a.status === 'none' ? styles.statusNone : ''}`}>
                    {a.statusLabel}
                  </Text>
                )}
              </View>
            ))}
          </View>
        )}
      </QueryView>
      {claiming !== null && (
        <Sheet
          title="选择收货地址"
          onClose={() => setClaiming(null)}
          footer={
            <Button block variant="secondary" onClick={() => void navigate(url(PAGES.addressEdit))}>
              新增收货地址
            </Button>
          }
        >
          <QueryView
            query={addresses}
            isEmpty={(list) => list.length === 0}
            empty={{ mark: '址', title: '还没有收货地址', hint: '新增一个地址后领取奖品' }}
          >
            {(list) => (
              <View>
                {list.map((address) => (
                  <AddressCard
                    key={address.id}
                    address={address}
                    onClick={busy ? undefined : () => void claim(address.id)}
                  />
                ))}
              </View>
            )}
          </QueryView>
        </Sheet>
      )}
    </Page>
  )
}
