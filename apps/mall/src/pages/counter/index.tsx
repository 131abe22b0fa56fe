import { Input, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { OrderCard, ResponseOf, counterMember } from '@shop/contracts'
import { formatChinaDate, formatFen, isMobile, maskMobile } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Button } from '../../components/button'
import { Card } from '../../components/card'
import { GoodsLine } from '../../components/goods-line'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Tabs } from '../../components/tabs'
import { Empty, Loading, QueryView } from '../../components/states'
import {
  counterUser,
  findMember,
  registerMember,
  signOutCounter,
  useGuideFigures,
  useGuideWork,
  useMemberOrders,
  useMemberViews,
} from '../../features/counter'
import { PushOrderCard } from '../../features/guide'
import { isApiError } from '../../lib/http/api-error'
import { useBusy } from '../../lib/hooks/use-busy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

type Member = ResponseOf<typeof counterMember>
type Tab = 'member' | 'work'

const MEMBER_RECORDS = [
  { key: 'orders', text: '订单' },
  { key: 'views', text: '浏览记录' },
] as const

/** A counter token that no longer works: sign in again. */
const signedOut = (error: unknown) => isApiError(error) && error.status === 401

/**
 * The counter portal (柜台工作台, H5 inside WeCom; spec §6): counter staff look up a member by mobile or register
 * one, and see the member's orders and what they viewed; a guide sees their push orders and figures. Every call
 * goes with the counter token.
 */
export default function CounterPage() {
  const [user] = useState(counterUser)
  const [tab, setTab] = useState<Tab>('member')
  useEffect(() => {
    if (!user) void navigate(url(PAGES.counterLogin), { replace: true })
  }, [user])
  if (!user) return <Loading />

  const leave = () => {
    signOutCounter()
    void navigate(url(PAGES.counterLogin), { replace: true })
  }
  return (
    <Page>
      <View className={styles.who}>
        <Text>
          {user.name ?? '柜台员工'}（{user.userid}）
        </Text>
        <Text className={styles.leave} onClick={leave}>
          退出
        </Text>
      </View>
      <Tabs
        inset
        tabs={[
          { key: 'member', text: '会员查询' },
          { key: 'work', text: '我的推单' },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'member' ? <MemberDesk onSignedOut={leave} /> : <GuideWork onSignedOut={leave} />}
    </Page>
  )
}

function MemberDesk({ onSignedOut }: { onSignedOut: () => void }) {
  const [mobile, setMobile] = useState('')
  const [member, setMember] = useState<Member | null>(null)
  const [missing, setMissing] = useState<string | null>(null)
  const [records, setRecords] = useState<(typeof MEMBER_RECORDS)[number]['key']>('orders')
  const { busy, run } = useBusy()
  const orders = useMemberOrders(member && records === 'orders' ? member.mobile : null)
  const views = useMemberViews(member && records === 'views' ? member.mobile : null)
  useReachBottom(() => (records === 'orders' ? orders.loadMore() : views.loadMore()))

  const search = () =>
    void run(async () => {
      setMember(null)
      setMissing(null)
      try {
        setMember(await findMember(mobile))
      } catch (e) {
        if (signedOut(e)) onSignedOut()
        else if (isApiError(e) && e.code === 'memberNotFound') setMissing(mobile)
        else throw e
      }
    }).catch(() => undefined)

  const register = () =>
    void run(async () => {
      setMember(await registerMember(missing!))
      setMissing(null)
    }).catch(() => undefined) // the request layer has said why

  return (
    <View>
      <View className={styles.search}>
        <Input
          className={styles.input}
          type="number"
          maxlength={11}
          value={mobile}
          placeholder="输入会员手机号"
          aria-label="会员手机号"
          onInput={(e) => setMobile(e.detail.value)}
          onConfirm={search}
        />
        <Button size="small" disabled={!isMobile(mobile) || busy} onClick={search}>
          查询
        </Button>
      </View>
      {missing && (
        <Card label="未找到会员">
          <Text className={styles.line}>{maskMobile(missing)} 还不是会员</Text>
          <View className={styles.actions}>
            <Button size="small" disabled={busy} onClick={register}>
              注册为会员
            </Button>
          </View>
        </Card>
      )}
      {member && (
        <>
          <Card label="会员信息">
            <View className={styles.memberHead}>
              <Text className={styles.name}>{member.nickName}</Text>
              <Text className={member.isMember ? styles.tag : styles.tagOff}>
                {member.isMember ? '会员' : '非会员'}
              </Text>
            </View>
            <Text className={styles.line}>手机号 {member.mobile}</Text>
            {member.memberNo && <Text className={styles.line}>会员号 {member.memberNo}</Text>}
            <Text className={styles.line}>
              首次购买 {member.firstShopTime ? formatChinaDate(member.firstShopTime) : '尚未购买'}
            </Text>
          </Card>
          <Tabs tabs={MEMBER_RECORDS} value={records} inset onChange={setRecords} />
          {records === 'orders' ? (
            <QueryView query={orders} isEmpty={(l) => l.length === 0} empty={{ mark: '单', title: '暂无订单' }}>
              {(list) => (
                <View>
                  {list.map((order) => (
                    <MemberOrder key={order.orderId} order={order} />
                  ))}
                  <ListFooter list={orders} />
                </View>
              )}
            </QueryView>
          ) : (
            <QueryView query={views} isEmpty={(l) => l.length === 0} empty={{ mark: '看', title: '暂无浏览记录' }}>
              {(list) => (
                <Card label="浏览记录">
                  {list.map((goods) => (
                    <GoodsLine
                      key={`${goods.id}-${goods.viewedAt}`}
                      image={goods.mainImage}
                      name={goods.name}
                      specs={`浏览于 ${formatChinaDate(goods.viewedAt, true)}`}
                      aside={<Text>¥{formatFen(goods.activityPrice ?? goods.price)}</Text>}
                    />
                  ))}
                  <ListFooter list={views} />
                </Card>
              )}
            </QueryView>
          )}
        </>
      )}
    </View>
  )
}

function MemberOrder({ order }: { order: OrderCard }) {
  return (
    <Card label={`订单 ${order.orderNo}`}>
      <View className={styles.memberHead}>
        <Text className={styles.line}>
          {order.orderTypeLabel} · {formatChinaDate(order.createTime, true)}
        </Text>
        <Text className={styles.status}>{order.statusLabel}</Text>
      </View>
      {order.lines.map((line) => (
        <GoodsLine
          key={line.lineId}
          image={line.image}
          name={line.name}
          specs={line.specifications.map((s) => s.value).join(' ')}
          aside={<Text>×{line.quantity}</Text>}
        />
      ))}
      <Text className={styles.total}>
        共 {order.goodsNum} 件 实付 ¥{formatFen(order.totalRealPayAmount)}
      </Text>
    </Card>
  )
}

function GuideWork({ onSignedOut }: { onSignedOut: () => void }) {
  const figures = useGuideFigures(true)
  const notGuide = isApiError(figures.error) && figures.error.code === 'counterStaffNotGuide'
  const work = useGuideWork(figures.data !== undefined)
  useReachBottom(() => work.loadMore())
  useEffect(() => {
    if (signedOut(figures.error) || signedOut(work.error)) onSignedOut()
  }, [figures.error, work.error, onSignedOut])

  if (notGuide) return <Empty mark="导" title="当前企业微信账号未绑定导购" hint="请联系管理员在后台绑定" />
  return (
    <QueryView query={figures}>
      {({ guide, today, month }) => (
        <View>
          <Card label="业绩">
            <Text className={styles.name}>
              {guide.name}
              {guide.counterName ? ` · ${guide.counterName}` : ''}
            </Text>
            <View className={styles.figures}>
              {(
                [
                  ['今日', today],
                  ['本月', month],
                ] as const
              ).map(([label, f]) => (
                <View key={label} className={styles.figureRow}>
                  <Text className={styles.figureLabel}>{label}</Text>
                  <Text>推单 {f.pushed}</Text>
                  <Text>下单 {f.ordered}</Text>
                  <Text>支付 {f.paid}</Text>
                  <Text className={styles.amount}>¥{formatFen(f.paidAmount)}</Text>
                </View>
              ))}
            </View>
          </Card>
          <QueryView query={work} isEmpty={(l) => l.length === 0} empty={{ mark: '推', title: '还没有推单' }}>
            {(list) => (
              <View>
                {list.map((p) => (
                  <PushOrderCard key={p.id} pushOrder={p} viewer="sender" />
                ))}
                <ListFooter list={work} />
              </View>
            )}
          </QueryView>
        </View>
      )}
    </QueryView>
  )
}
