import { useCallback, useEffect, useRef, useState } from 'react'
import { Avatar, Button, Card, Col, Descriptions, Row, Statistic, Table, Tabs, Tag } from 'antd'
import { UserOutlined } from '@ant-design/icons'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { useNavigate, useParams } from 'react-router'
import type { CustomerCoupon, InboxMessage, PointsRecord, ResponseOf, merchantMemberDetail } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call, type ApiError } from '../../lib/http'
import { Can } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { memberCoupons, memberDetail, memberMessages, memberPoints } from './api'
import { AdjustPoints, SendMessage } from './MemberForms'

type Detail = ResponseOf<typeof merchantMemberDetail>

const GENDERS = ['未知', '男', '女'] as const
const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')
const yuan = (fen: number) => `¥${formatFen(fen)}`

const REASONS: Record<PointsRecord['reason'], string> = {
  earn_order: '购物获得',
  spend_order: '下单抵扣',
  refund_order: '退款退回',
  cancel_order: '取消退回',
  adjust: '人工调整',
  sign_in: '每日签到',
  lottery: '幸运抽奖',
  survey: '问卷调查',
  help: '好友助力',
  expire: '积分过期',
  year_card: '年卡权益',
  member_gift: '会员礼包',
  recycle: '空瓶回收',
  water_light: '水光打卡',
}

const pointsColumns: ProColumns<PointsRecord>[] = [
  { title: '时间', dataIndex: 'createTime', render: (_, r) => when(r.createTime) },
  { title: '类型', dataIndex: 'reason', render: (_, r) => REASONS[r.reason] },
  {
    title: '变动',
    dataIndex: 'delta',
    align: 'right',
    render: (_, r) => (
      <span style={{ color: r.delta > 0 ? '#389e0d' : '#cf1322' }}>{r.delta > 0 ? `+${r.delta}` : r.delta}</span>
    ),
  },
  { title: '余额', dataIndex: 'balanceAfter', align: 'right' },
  { title: '说明', dataIndex: 'remark', render: (_, r) => r.remark ?? '-' },
  { title: '订单', dataIndex: 'orderId', render: (_, r) => r.orderId ?? '-' },
]

const couponColumns: ProColumns<CustomerCoupon>[] = [
  { title: '优惠券', dataIndex: 'name' },
  { title: '使用条件', dataIndex: 'condition' },
  { title: '有效期', key: 'valid', render: (_, c) => `${when(c.validFrom)} 至 ${when(c.validTo)}` },
  { title: '领取时间', dataIndex: 'receivedAt', render: (_, c) => when(c.receivedAt) },
  { title: '使用订单', dataIndex: 'orderId', render: (_, c) => c.orderId ?? '-' },
]

const messageColumns: ProColumns<InboxMessage>[] = [
  { title: '时间', dataIndex: 'createTime', width: 170, render: (_, m) => when(m.createTime) },
  { title: '标题', dataIndex: 'title', width: 200 },
  { title: '内容', dataIndex: 'content', ellipsis: true },
  {
    title: '状态',
    dataIndex: 'read',
    width: 90,
    render: (_, m) => (m.read ? <Tag>已读</Tag> : <Tag color="blue">未读</Tag>),
  },
]

const COUPON_TABS = [
  { key: 'usable', label: '可使用' },
  { key: 'used', label: '已使用' },
  { key: 'expired', label: '已过期' },
] as const

/** 会员详情: profile, points (ledger, adjust), orders, coupons, messages (send one). */
export default function MemberDetailPage() {
  const customerId = Number(useParams().customerId)
  const navigate = useNavigate()
  const [detail, setDetail] = useState<Detail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [couponStatus, setCouponStatus] = useState<(typeof COUPON_TABS)[number]['key']>('usable')
  const points = useRef<ActionType>(null)
  const messages = useRef<ActionType>(null)

  const load = useCallback(() => {
    call(memberDetail, { params: { customerId } })
      .then(setDetail)
      .catch((failure: ApiError) => setError(failure.message))
  }, [customerId])
  useEffect(load, [load])

  if (error) return <PageContainer title="会员详情" onBack={() => navigate('/members')} content={error} />

  return (
    <PageContainer
      title={detail ? detail.nickName : '会员详情'}
      onBack={() => navigate('/members')}
      loading={!detail}
      extra={
        detail && [
          <Can key="points" permission="members.points">
            <AdjustPoints
              customerId={customerId}
              balance={detail.points}
              trigger={<Button type="primary">调整积分</Button>}
              onDone={() => (load(), points.current?.reload())}
            />
          </Can>,
          <Can key="message" permission="messages.send">
            <SendMessage
              customerId={customerId}
              trigger={<Button>发送站内信</Button>}
              onDone={() => (load(), messages.current?.reload())}
            />
          </Can>,
        ]
      }
    >
      {detail && (
        <>
          <Card>
            <Row gutter={24} align="middle">
              <Col flex="none">
                <Avatar size={64} src={detail.avatarUrl ?? undefined} icon={<UserOutlined />} />
              </Col>
              <Col flex="auto">
                <Descriptions column={3} size="small">
                  <Descriptions.Item label="会员ID">{detail.customerId}</Descriptions.Item>
                  <Descriptions.Item label="手机号">{detail.mobile ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label="姓名">{detail.realName ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label="会员">
                    {detail.isMember ? <Tag color="gold">{detail.level}</Tag> : <Tag>非会员</Tag>}
                    {detail.isGuide && <Tag color="green">导购</Tag>}
                  </Descriptions.Item>
                  <Descriptions.Item label="性别">{GENDERS[detail.gender]}</Descriptions.Item>
                  <Descriptions.Item label="生日">{detail.birthday ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label="注册时间">{when(detail.createTime)}</Descriptions.Item>
                  <Descriptions.Item label="入会时间">{when(detail.memberSince)}</Descriptions.Item>
                  <Descriptions.Item label="首单时间">{when(detail.firstShopTime)}</Descriptions.Item>
                </Descriptions>
              </Col>
            </Row>
          </Card>
          <Row gutter={16} style={{ marginTop: 16 }}>
            {[
              { title: '积分余额', value: detail.points },
              { title: '下单数', value: detail.orders.placed },
              { title: '支付订单', value: detail.orders.paid },
              { title: '累计支付', value: yuan(detail.orders.paidAmount) },
              { title: '未读消息', value: detail.unreadMessages },
            ].map((item) => (
              <Col key={item.title} flex={1}>
                <Card size="small">
                  <Statistic title={item.title} value={item.value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card style={{ marginTop: 16 }}>
            <Tabs
              items={[
                {
                  key: 'points',
                  label: '积分明细',
                  children: (
                    <PagedTable
                      route={memberPoints}
                      query={{ customerId }}
                      rowKey="id"
                      columns={pointsColumns}
                      actionRef={points}
                      search={false}
                      emptyText="暂无积分记录"
                    />
                  ),
                },
                {
                  key: 'orders',
                  label: `最近订单（共 ${detail.orders.placed} 单）`,
                  children: (
                    <Table
                      rowKey="orderId"
                      pagination={false}
                      dataSource={detail.recentOrders}
                      locale={{ emptyText: '暂无订单' }}
                      columns={[
                        { title: '订单号', dataIndex: 'orderNo' },
                        { title: '状态', dataIndex: 'statusLabel' },
                        { title: '件数', dataIndex: 'goodsNum', align: 'right' },
                        { title: '实付', dataIndex: 'totalRealPayAmount', align: 'right', render: yuan },
                        { title: '下单时间', dataIndex: 'createTime', render: when },
                      ]}
                    />
                  ),
                },
                {
                  key: 'coupons',
                  label: '优惠券',
                  children: (
                    <PagedTable
                      route={memberCoupons}
                      query={{ customerId, status: couponStatus }}
                      rowKey="id"
                      columns={couponColumns}
                      search={false}
                      emptyText="暂无优惠券"
                      toolbar={{
                        menu: {
                          type: 'tab',
                          activeKey: couponStatus,
                          items: COUPON_TABS.map((tab) => ({ key: tab.key, label: tab.label })),
                          onChange: (key) => setCouponStatus(key as typeof couponStatus),
                        },
                      }}
                    />
                  ),
                },
                {
                  key: 'messages',
                  label: '站内信',
                  children: (
                    <PagedTable
                      route={memberMessages}
                      query={{ customerId }}
                      rowKey="id"
                      columns={messageColumns}
                      actionRef={messages}
                      search={false}
                      emptyText="暂无消息"
                    />
                  ),
                },
              ]}
            />
          </Card>
        </>
      )}
    </PageContainer>
  )
}
