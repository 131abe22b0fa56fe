import { useState } from 'react'
import { Link } from 'react-router'
import { Descriptions, Drawer, Empty, Tag, Timeline, Typography } from 'antd'
import { PageContainer, type ProColumns } from '@ant-design/pro-components'
import type { MerchantGiftRow, ResponseOf, merchantGiftDetail } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { giftDetail, giftList, GIFT_STATUS_ENUM } from './api'

type Detail = ResponseOf<typeof merchantGiftDetail>

const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')

const STATUS_COLORS: Record<string, string> = {
  wait_pay: 'default',
  ready: 'blue',
  given: 'orange',
  claimed: 'green',
  expired: 'red',
  cancelled: 'default',
  closed: 'default',
}

/** 送礼订单: gift orders and where each gift is (given, claimed, expired); the receiver's address once claimed. */
export default function GiftsPage() {
  const [open, setOpen] = useState<Detail | null>(null)

  const columns: ProColumns<MerchantGiftRow>[] = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      render: (_, gift) => <Link to={`/orders/${gift.orderId}`}>{gift.orderNo}</Link>,
    },
    {
      title: '礼物状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: GIFT_STATUS_ENUM,
      render: (_, gift) => <Tag color={STATUS_COLORS[gift.status]}>{gift.statusLabel}</Tag>,
    },
    { title: '订单状态', dataIndex: 'orderStatus', search: false },
    { title: '送礼人', dataIndex: 'buyerNickName', search: false },
    { title: '收礼人', dataIndex: 'receiverNickName', search: false, render: (_, g) => g.receiverNickName ?? '-' },
    { title: '礼盒', dataIndex: 'packageName', search: false, render: (_, g) => g.packageName ?? '-' },
    {
      title: '实付',
      dataIndex: 'totalRealPayAmount',
      search: false,
      render: (_, g) => `¥${formatFen(g.totalRealPayAmount)}`,
    },
    { title: '下单时间', dataIndex: 'createdAt', search: false, render: (_, g) => when(g.createdAt) },
    { title: '领取期限', dataIndex: 'expiresAt', search: false, render: (_, g) => when(g.expiresAt) },
    {
      title: '操作',
      valueType: 'option',
      render: (_, gift) => (
        <Typography.Link onClick={() => void call(giftDetail, { params: { giftId: gift.giftId } }).then(setOpen)}>
          详情
        </Typography.Link>
      ),
    },
  ]

  return (
    <PageContainer title="送礼订单">
      <PagedTable route={giftList} rowKey="giftId" columns={columns} emptyText="暂无送礼订单" />
      <Drawer title={`礼物 ${open?.orderNo ?? ''}`} width={560} open={!!open} onClose={() => setOpen(null)}>
        {open && (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="礼物状态">{open.statusLabel}</Descriptions.Item>
              <Descriptions.Item label="礼盒">{open.packageName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="贺卡">
                {open.customCard
                  ? `致 ${open.customCard.to}：${open.customCard.content}（${open.customCard.from}）`
                  : '-'}
              </Descriptions.Item>
              <Descriptions.Item label="语音祝福">
                {open.yuyinBlessing ? <audio controls src={open.yuyinBlessing} /> : '-'}
              </Descriptions.Item>
              <Descriptions.Item label="收礼人">{open.receiverNickName ?? '待好友领取'}</Descriptions.Item>
              <Descriptions.Item label="收货地址">
                {open.address
                  ? `${open.address.name} ${open.address.mobile} ${open.address.province}${open.address.city}${open.address.district}${open.address.detail}`
                  : '好友领取并填写地址后显示，之后才能发货'}
              </Descriptions.Item>
              <Descriptions.Item label="领取时间">{when(open.claimedAt)}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              礼物进度
            </Typography.Title>
            {open.journey.length === 0 ? (
              <Empty description="暂无记录" />
            ) : (
              <Timeline items={open.journey.map((entry) => ({ children: `${entry.label} · ${when(entry.at)}` }))} />
            )}
            <Link to={`/orders/${open.orderId}`}>查看订单与发货</Link>
          </>
        )}
      </Drawer>
    </PageContainer>
  )
}
