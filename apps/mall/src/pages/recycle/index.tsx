import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { RecycleProgrammeView } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { Stepper } from '../../components/stepper'
import { applyRecycle, rewardLine, useRecyclePrograms } from '../../features/recycling'
import { requireCustomer } from '../../features/session'
import { useBusy } from '../../lib/hooks/use-busy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

const METHODS = [
  { method: 'parcel', label: '快递寄回', hint: '提交后填写快递单号' },
  { method: 'counter', label: '专柜交回', hint: '到专柜交给柜员验收' },
] as const

/** One programme: its goods with a stepper each, how the bottles come, and the request. */
function Programme({ programme }: { programme: RecycleProgrammeView }) {
  const [units, setUnits] = useState<Record<string, number>>({})
  const [method, setMethod] = useState<'parcel' | 'counter'>('parcel')
  const { busy, run } = useBusy()
  const total = Object.values(units).reduce((sum, n) => sum + n, 0)
  const running = programme.status === 'running'

  const submit = () =>
    void run(async () => {
      if (!(await requireCustomer())) return
      const items = Object.entries(units)
        .filter(([, n]) => n > 0)
        .map(([goods, n]) => ({ goods, units: n }))
      await applyRecycle({ programmeId: programme.id, method, items })
      setUnits({})
      void Taro.showToast({ title: method === 'parcel' ? '已提交，请寄回空瓶' : '已提交，请到专柜交回', icon: 'none' })
      void navigate(url(PAGES.recycleRecords))
    }).catch(() => undefined) // the request layer has said why

  return (
    <View className={styles.card}>
      <Text className={styles.name}>{programme.name}</Text>
      {programme.description && <Text className={styles.description}>{programme.description}</Text>}
      <Text className={styles.reward}>{rewardLine(programme)}</Text>
      <Text className={styles.sub}>
        {running ? `活动截止 ${formatChinaDate(programme.endsAt)}` : `${formatChinaDate(programme.startsAt)} 开始`} ·
        单次最多{programme.maxUnitsPerRequest}件
      </Text>
      <View className={styles.goods}>
        {programme.acceptedGoods.map((goods) => (
          <View key={goods} className={styles.goodsRow}>
            <Text className={styles.goodsName}>{goods}</Text>
            <Stepper
              value={units[goods] ?? 0}
              min={0}
              max={Math.max(0, programme.maxUnitsPerRequest - total + (units[goods] ?? 0))}
              label={`${goods}数量`}
              onChange={(n) => setUnits((u) => ({ ...u, [goods]: n }))}
            />
          </View>
        ))}
      </View>
      <View className={styles.methods} role="radiogroup" aria-label="交回方式">
        {METHODS.map((m) => (
          <View
            key={m.method}
            role="radio"
            aria-checked={method === m.method}
            className={`${styles.method} ${method === m.method ? styles.methodOn : ''}`}
            onClick={() => setMethod(m.method)}
          >
            <Text className={styles.methodLabel}>{m.label}</Text>
            <Text className={styles.methodHint}>{m.hint}</Text>
          </View>
        ))}
      </View>
      {method === 'parcel' && <Text className={styles.address}>寄回地址：{programme.returnAddress}</Text>}
      <Button block disabled={!running || total === 0 || busy} onClick={submit}>
        {running ? (total > 0 ? `提交回收申请（${total}件）` : '请选择回收数量') : '活动未开始'}
      </Button>
    </View>
  )
}

/**
 * 空瓶回收 (docs/recycling.md): the programmes, each with its goods to count, parcel or counter, and the request;
 * the records are on 我的回收记录.
 */
export default function RecyclePage() {
  const programmes = useRecyclePrograms()
  return (
    <Page>
      <View className={styles.head}>
        <Text className={styles.headTitle}>空瓶回收 · 环保有礼</Text>
        <View className={styles.headLink} role="link" onClick={() => void navigate(url(PAGES.recycleRecords))}>
          我的回收记录 ›
        </View>
      </View>
      <QueryView
        query={programmes}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '瓶', title: '暂无回收活动', hint: '活动开始后可在这里申请回收空瓶' }}
      >
        {(list) => (
          <View className={styles.list}>
            {list.map((p) => (
              <Programme key={p.id} programme={p} />
            ))}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
