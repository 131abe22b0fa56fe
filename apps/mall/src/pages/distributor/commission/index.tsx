import { Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import type { ResponseOf, distributorWithdrawals } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { ListFooter } from '../../../components/list-footer'
import { Page } from '../../../components/page'
import { Tabs } from '../../../components/tabs'
import { Loading, QueryView } from '../../../components/states'
import { confirmReceipt, useCommissionRecords, useWithdrawals } from '../../../features/distribution'
import { useRequireLogin } from '../../../features/session'
import { useBusy } from '../../../lib/hooks/use-busy'
import { pageParam } from '../../../lib/navigation/routes'
import styles from './index.module.css'

type Tab = 'records' | 'withdrawals'

const TABS: { key: Tab; text: string }[] = [
  { key: 'records', text: '佣金明细' },
  { key: 'withdrawals', text: '提现记录' },
]

const WITHDRAWAL_LABELS: Record<ResponseOf<typeof distributorWithdrawals>['content'][number]['status'], string> = {
  applied: '审核中',
  approved: '打款中',
  confirming: '待确认收款',
  paid: '已到账',
  rejected: '未通过',
  failed: '打款失败，已退回',
}

const signed = (fen: number) => `${fen < 0 ? '-' : '+'}¥${formatFen(Math.abs(fen))}`

/**
 * 我的佣金 (from workArea; `?tab=withdrawals` opens the second tab): the commission records — a row per order line
 * paid (frozen until the after-sale window closes, then available) and a negative one per refund — and the
 * withdrawals with their state; one whose transfer waits for the payee offers 确认收款 (WeChat's receipt page).
 */
export default function CommissionPage() {
  const { status } = useRequireLogin()
  const [tab, setTab] = useState<Tab>(pageParam(useRouter().params.tab) === 'withdrawals' ? 'withdrawals' : 'records')
  const signedIn = status === 'customer'
  const records = useCommissionRecords(signedIn && tab === 'records')
  const withdrawals = useWithdrawals(signedIn && tab === 'withdrawals')
  useReachBottom(() => (tab === 'records' ? records : withdrawals).loadMore())
  const { busy, run } = useBusy()
  const confirm = async (w: Parameters<typeof confirmReceipt>[0]) => {
    if (await run(() => confirmReceipt(w))) withdrawals.reload()
  }

  return (
    <Page>
      <Tabs tabs={TABS} value={tab} onChange={setTab} />
      {!signedIn ? (
        <Loading />
      ) : tab === 'records' ? (
        <QueryView query={records} isEmpty={(rows) => rows.length === 0} empty={{ mark: '佣', title: '暂无佣金记录' }}>
          {(rows) => (
            <Card>
              {rows.map((r) => (
                <View key={r.id} className={styles.row}>
                  <View className={styles.main}>
                    <Text className={styles.what}>
                      {r.kind === 'accrue' ? '订单佣金' : '退款扣回'} · 订单 {r.orderId}
                    </Text>
                    <Text className={styles.when}>
                      {formatChinaDate(r.createTime)} · 实付 ¥{formatFen(Math.abs(r.base))} × {r.rateBp / 100}%
                    </Text>
                  </View>
                  <View>
                    <Text className={`${styles.amount} ${r.amount < 0 ? styles.minus : ''}`}>{signed(r.amount)}</Text>
                    <Text className={styles.state}>{r.status === 'frozen' ? '冻结中' : '可提现'}</Text>
                  </View>
                </View>
              ))}
              <ListFooter list={records} />
            </Card>
          )}
        </QueryView>
      ) : (
        <QueryView
          query={withdrawals}
          isEmpty={(rows) => rows.length === 0}
          empty={{ mark: '提', title: '暂无提现记录' }}
        >
          {(rows) => (
            <Card>
              {rows.map((w) => (
                <View key={w.id} className={styles.row}>
                  <View className={styles.main}>
                    <Text className={styles.what}>提现到微信零钱</Text>
                    <Text className={styles.when}>
                      {formatChinaDate(w.createTime)}
                      {w.reason ? ` · ${w.reason}` : ''}
                    </Text>
                  </View>
                  <View>
                    <Text className={styles.amount}>¥{formatFen(w.amount)}</Text>
                    <Text className={styles.state}>{WITHDRAWAL_LABELS[w.status]}</Text>
                    {w.confirm && (
                      <Button size="small" disabled={busy} onClick={() => void confirm(w)}>
                        确认收款
                      </Button>
                    )}
                  </View>
                </View>
              ))}
              <ListFooter list={withdrawals} />
            </Card>
          )}
        </QueryView>
      )}
    </Page>
  )
}
