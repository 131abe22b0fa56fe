import { Image, Text, Textarea, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { TryUseActivityView } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { Sheet } from '../../components/sheet'
import { AddressCard, useAddresses } from '../../features/address'
import { requireCustomer, useSession } from '../../features/session'
import { applyTryUse, useTryUseActivities } from '../../features/try-use'
import { useBusy } from '../../lib/hooks/use-busy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/** Where the caller's application stands, and what they can do next. */
function Mine({ activity }: { activity: TryUseActivityView }) {
  const mine = activity.mine!
  return (
    <View className={styles.mine}>
      <Text className={`${styles.badge} ${styles[mine.status]}`}>{mine.statusLabel}</Text>
      {mine.status === 'rejected' && mine.rejectReason && <Text className={styles.note}>{mine.rejectReason}</Text>}
      {mine.status === 'approved' && mine.orderId !== null && (
        <View className={styles.mineActions}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => void navigate(url(PAGES.orderDetail, { orderId: mine.orderId! }))}
          >
            查看试用订单
          </Button>
          {mine.received && (
            <Button size="small" onClick={() => void navigate(url(PAGES.evaluate, { orderId: mine.orderId! }))}>
              写试用评价
            </Button>
          )}
        </View>
      )}
      {mine.status === 'lapsed' && <Text className={styles.note}>运费未在时限内支付，名额已失效</Text>}
    </View>
  )
}

/**
 * 新品试用 (tryuseParams; docs/try-use.md): the activities with their seats, the caller's application, and applying
 * (a few words and an address of the book). Approved samples ship as a zero-price order; once received, 写试用评价.
 */
export default function TryUsePage() {
  const session = useSession()
  const customer = session.status === 'customer'
  const activities = useTryUseActivities(session.status)
  const addresses = useAddresses(customer)
  const [applying, setApplying] = useState<TryUseActivityView | null>(null)
  const [reason, setReason] = useState('')
  const { busy, run } = useBusy()
  useDidShow(() => {
    if (customer) addresses.reload()
  })

  const open = (activity: TryUseActivityView) =>
    void requireCustomer().then((ok) => {
      if (!ok) return
      setReason('')
      setApplying(activity)
    })

  const apply = (addressId: number) =>
    void run(async () => {
      if (!applying) return
      await applyTryUse({ activityId: applying.id, addressId, reason: reason.trim() })
      setApplying(null)
      activities.reload()
      void Taro.showToast({ title: '申请已提交，请等待审核', icon: 'none' })
    }).catch(() => undefined) // the request layer has said why

  return (
    <Page>
      <QueryView
        query={activities}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '试', title: '暂无试用活动', hint: '新品试用开始后会在这里展示' }}
      >
        {(list) => (
          <View className={styles.list}>
            {list.map((a) => (
              <View key={a.id} className={styles.card} aria-label={a.name}>
                <View className={styles.head}>
                  <Image className={styles.image} src={a.image} mode="aspectFill" />
                  <View className={styles.main}>
                    <Text className={styles.name}>{a.name}</Text>
                    <Text className={styles.goods}>{a.goodsName}</Text>
                    <Text className={styles.price}>
                      免费试用 <Text className={styles.was}>¥{formatFen(a.price)}</Text>
                    </Text>
                    <Text className={styles.sub}>
                      {a.shippingFee === 0 ? '包邮' : `运费¥${formatFen(a.shippingFee)}`} · 剩余{a.seatsLeft}/{a.seats}
                      名额 · {a.applicants}人已申请
                    </Text>
                  </View>
                </View>
                {a.description && <Text className={styles.description}>{a.description}</Text>}
                <Text className={styles.sub}>
                  {a.status === 'running'
                    ? `申请截止 ${formatChinaDate(a.endsAt, true)}`
                    : `${formatChinaDate(a.startsAt, true)} 开始申请`}
                </Text>
                {a.mine ? (
                  <Mine activity={a} />
                ) : (
                  <Button block disabled={a.status !== 'running' || a.seatsLeft === 0} onClick={() => open(a)}>
                    {a.status !== 'running' ? '即将开始' : a.seatsLeft === 0 ? '名额已满' : '申请试用'}
                  </Button>
                )}
              </View>
            ))}
          </View>
        )}
      </QueryView>
      {applying && (
        <Sheet
          title={`申请试用：${applying.name}`}
          onClose={() => setApplying(null)}
          footer={
            <Button block variant="secondary" onClick={() => void navigate(url(PAGES.addressEdit))}>
              新增收货地址
            </Button>
          }
        >
          <Textarea
            className={styles.reason}
            value={reason}
            maxlength={200}
            placeholder="说说你的肤质和想试用的理由（选填）"
            onInput={(e) => setReason(e.detail.value)}
          />
          <Text className={styles.pick}>选择收货地址并提交</Text>
          <QueryView
            query={addresses}
            isEmpty={(list) => list.length === 0}
            empty={{ mark: '址', title: '还没有收货地址', hint: '新增一个地址后申请' }}
          >
            {(list) => (
              <View>
                {list.map((address) => (
                  <AddressCard
                    key={address.id}
                    address={address}
                    onClick={busy ? undefined : () => apply(address.id)}
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
