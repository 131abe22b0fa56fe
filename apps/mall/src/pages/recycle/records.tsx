import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { RecycleRecordView } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { Button } from '../../components/button'
import { FormInput, FormRow } from '../../components/form-row'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { Sheet } from '../../components/sheet'
import { cancelRecycle, shipRecycle, useRecycleRecords } from '../../features/recycling'
import { useRequireLogin } from '../../features/session'
import { useBusy } from '../../lib/hooks/use-busy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './records.module.css'

const TRACKING_NO = /^[A-Za-z0-9-]{6,32}$/

/** What an inspected record gave, or why it did not pass. */
function outcome(r: RecycleRecordView): string | null {
  if (r.status === 'inspected') {
    const reward = [r.rewardPoints > 0 && `${r.rewardPoints}积分`, r.rewardCouponTitle && `「${r.rewardCouponTitle}」`]
      .filter(Boolean)
      .join(' + ')
    return `验收通过${r.acceptedUnits}/${r.units}件，获得${reward || '—'}${r.rejectReason ? `（${r.rejectReason}）` : ''}`
  }
  if (r.status === 'rejected') return `未通过：${r.rejectReason ?? ''}`
  return null
}

/** 填写快递单号: the carrier and the tracking number of the parcel. */
function ShipSheet({ record, onClose }: { record: RecycleRecordView; onClose: (shipped: boolean) => void }) {
  const [carrier, setCarrier] = useState('')
  const [trackingNo, setTrackingNo] = useState('')
  const [tried, setTried] = useState(false)
  const { busy, run } = useBusy()
  const carrierError = tried && carrier.trim() === '' ? '请填写快递公司' : undefined
  const numberError = tried && !TRACKING_NO.test(trackingNo.trim()) ? '请输入正确的快递单号' : undefined
  const submit = () => {
    setTried(true)
    if (carrier.trim() === '' || !TRACKING_NO.test(trackingNo.trim())) return
    void run(async () => {
      await shipRecycle(record.id, { carrier: carrier.trim(), trackingNo: trackingNo.trim() })
      void Taro.showToast({ title: '已提交，等待验收', icon: 'none' })
      onClose(true)
    }).catch(() => undefined) // the request layer has said why
  }
  return (
    <Sheet
      title="填写快递单号"
      onClose={() => onClose(false)}
      footer={
        <Button block disabled={busy} onClick={submit}>
          提交
        </Button>
      }
    >
      <Text className={styles.address}>寄回地址：{record.returnAddress}</Text>
      <FormRow label="快递公司" error={carrierError}>
        <FormInput
          value={carrier}
          maxlength={20}
          placeholder="如：顺丰速运"
          onInput={(e) => setCarrier(e.detail.value)}
        />
      </FormRow>
      <FormRow label="快递单号" error={numberError}>
        <FormInput
          value={trackingNo}
          maxlength={32}
          placeholder="请输入快递单号"
          onInput={(e) => setTrackingNo(e.detail.value)}
        />
      </FormRow>
    </Sheet>
  )
}

/** 我的回收记录 (recycleRecord): every request, newest first, with its status, parcel and outcome. */
export default function RecycleRecordsPage() {
  const { status } = useRequireLogin()
  const records = useRecycleRecords(status === 'customer')
  const [shipping, setShipping] = useState<RecycleRecordView | null>(null)
  const { busy, run } = useBusy()
  useReachBottom(() => records.loadMore())

  const cancel = (id: number) =>
    void Taro.showModal({ title: '取消回收申请', content: '确定取消这次回收申请吗？' }).then(({ confirm }) => {
      if (!confirm) return
      void run(async () => {
        await cancelRecycle(id)
        records.reload()
      }).catch(() => undefined) // the request layer has said why
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
        query={records}
        isEmpty={(list) => list.length === 0}
        empty={{
          mark: '瓶',
          title: '还没有回收记录',
          action: { text: '去回收空瓶', onClick: () => void navigate(url(PAGES.recycle)) },
        }}
      >
        {(list) => (
          <View>
            {list.map((r) => (
              <View key={r.id} className={styles.row} aria-label={`回收记录${r.id}`}>
                <View className={styles.top}>
                  <Text className={styles.title}>{r.programmeName}</Text>
                  <Text className={`${styles.status} ${styles[r.status]}`}>{r.statusLabel}</Text>
                </View>
                <Text className={styles.items}>
                  {r.items.map((i) => `${i.goods}×${i.units}`).join('，')}（共{r.units}件）
                </Text>
                <Text className={styles.sub}>
                  {r.method === 'parcel' ? '快递寄回' : '专柜交回'} · {formatChinaDate(r.createTime, true)}
                  {r.trackingNo ? ` · ${r.carrier} ${r.trackingNo}` : ''}
                </Text>
                {outcome(r) && <Text className={styles.outcome}>{outcome(r)}</Text>}
                {r.status === 'requested' && (
                  <View className={styles.actions}>
                    <Button size="small" variant="secondary" disabled={busy} onClick={() => cancel(r.id)}>
                      取消申请
                    </Button>
                    {r.method === 'parcel' && (
                      <Button size="small" onClick={() => setShipping(r)}>
                        填写快递单号
                      </Button>
                    )}
                  </View>
                )}
              </View>
            ))}
            <ListFooter list={records} />
          </View>
        )}
      </QueryView>
      {shipping && (
        <ShipSheet
          record={shipping}
          onClose={(shipped) => {
            setShipping(null)
            if (shipped) records.reload()
          }}
        />
      )}
    </Page>
  )
}
