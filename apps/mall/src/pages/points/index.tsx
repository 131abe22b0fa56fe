import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { formatChinaDate } from '@shop/domain'
import { useState } from 'react'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { usePointsBalance } from '../../features/points'
import { usePointsRecords, type PointsTab } from '../../features/programmes'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

const TABS: { type: PointsTab; text: string }[] = [
  { type: 'all', text: '全部' },
  { type: 'earned', text: '获得' },
  { type: 'spent', text: '使用' },
  { type: 'expired', text: '过期' },
]

/** 我的积分 (personal centre): the balance, and the records by tab with their source (购物, 签到, 抽奖, 过期…). */
export default function PointsPage() {
  const { status, profile } = useRequireLogin()
  const customer = status === 'customer'
  const balance = usePointsBalance(profile, customer)
  const [tab, setTab] = useState<PointsTab>('all')
  const records = usePointsRecords(tab, customer)
  useReachBottom(() => records.loadMore())

  if (!customer)
    return (
      <Page>
        <Loading />
      </Page>
    )
  return (
    <Page>
      <View className={styles.hero}>
        <Text className={styles.label}>当前积分</Text>
        <Text className={styles.balance}>{balance.data?.balance ?? '—'}</Text>
        <Text className={styles.hint}>
          {balance.data ? `${balance.data.pointsPerYuan}积分抵1元，可在下单时使用` : ''}
        </Text>
        <View className={styles.links}>
          <Text onClick={() => void navigate(url(PAGES.signIn))}>每日签到 ›</Text>
          <Text onClick={() => void navigate(url(PAGES.pointsMall))}>积分商城 ›</Text>
          <Text onClick={() => void navigate(url(PAGES.activity))}>会员活动 ›</Text>
          <Text onClick={() => void navigate(url(PAGES.yearCard))}>会员年卡 ›</Text>
          <Text onClick={() => void navigate(url(PAGES.recycle))}>空瓶回收 ›</Text>
          <Text onClick={() => void navigate(url(PAGES.tryUse))}>新品试用 ›</Text>
        </View>
      </View>
      <View className={styles.tabs} role="tablist">
        {TABS.map((t) => (
          <View
            key={t.type}
            role="tab"
            aria-selected={t.type === tab}
            className={`${styles.tab} ${t.type === tab ? styles.tabOn : ''}`}
            onClick={() => setTab(t.type)}
          >
            <Text>{t.text}</Text>
          </View>
        ))}
      </View>
      <QueryView query={records} isEmpty={(items) => items.length === 0} empty={{ mark: '积', title: '暂无积分记录' }}>
        {(items) => (
          <View className={styles.list}>
            {items.map((r) => (
              <View key={r.id} className={styles.row}>
                <View className={styles.main}>
                  <Text className={styles.remark}>{r.remark ?? r.source}</Text>
                  <Text className={styles.sub}>
                    {r.source} · {formatChinaDate(r.createTime, true)}
                  </Text>
                </View>
                <Text className={r.delta > 0 ? styles.plus : styles.minus}>
                  {r.delta > 0 ? `+${r.delta}` : r.delta}
                </Text>
              </View>
            ))}
            <ListFooter list={records} />
          </View>
        )}
      </QueryView>
    </Page>
  )
}
