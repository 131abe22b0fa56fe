import { useCallback, useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { Button, Card, Descriptions, Result, Space, Spin, Table, Tag, Timeline, Tooltip, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { MerchantOrderDetail, MerchantShipment } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { ApiError, call } from '../../lib/http'
import { Can } from '../../lib/session'
import { write } from '../../lib/write'
import { CHANNEL_LABELS, orderDetail, uploadShipping } from './api'
import { CancelOrder, RemarkOrder, ShipOrder } from './OrderForms'

const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')
const yuan = (fen: number) => `¥${formatFen(fen)}`

type Line = MerchantOrderDetail['lines'][number]

/** What WeChat was told of a parcel (mini-program orders only). */
function WechatState({ parcel }: { parcel: MerchantShipment }) {
  const state = parcel.wechatShipping
  if (!state) return <Typography.Text type="secondary">无需上传</Typography.Text>
  const color = { pending: 'orange', uploaded: 'green', failed: 'red' }[state.state]
  const tip = [
    state.error && `原因：${state.error}`,
    state.attempts > 0 && `已尝试 ${state.attempts} 次`,
    state.nextAttemptAt && `下次重试 ${when(state.nextAttemptAt)}`,
    state.uploadedAt && `上传于 ${when(state.uploadedAt)}`,
  ]
    .filter(Boolean)
    .join('；')
  return (
    <Tooltip title={tip || undefined}>
      <Tag color={color}>{state.stateLabel}</Tag>
    </Tooltip>
  )
}

/** 订单详情: the order with its lines, parcels (and WeChat shipping), payments, refunds and timeline; ship, cancel, remark. */
export default function OrderDetailPage() {
  const orderId = Number(useParams().orderId)
  const [order, setOrder] = useState<MerchantOrderDetail | null>(null)
  const [missing, setMissing] = useState(false)
  const load = useCallback(
    () =>
      call(orderDetail, { params: { orderId } }).then(setOrder, (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) setMissing(true)
        else throw error
      }),
    [orderId],
  )
  useEffect(() => void load(), [load])

  if (missing) return <Result status="404" title="订单不存在" />
  if (!order) return <Spin style={{ display: 'block', margin: '120px auto' }} />

  const { address } = order
  const pendingWechat = order.shipments.some((s) => s.wechatShipping && s.wechatShipping.state !== 'uploaded')

  return (
    <PageContainer
      title={`订单 ${order.orderNo}`}
      subTitle={<Tag color="blue">{order.statusLabel}</Tag>}
      extra={[
        order.canShip && (
          <Can key="ship" permission="orders.ship">
            <ShipOrder order={order} onDone={load} />
          </Can>
        ),
        order.cancelMode && (
          <Can key="cancel" permission="orders.cancel">
            <CancelOrder order={order} onDone={load} />
          </Can>
        ),
        <Can key="remark" permission="orders.remark">
          <RemarkOrder order={order} onDone={load} />
        </Can>,
      ]}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="订单信息">
          <Descriptions column={3} size="small">
            <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
            <Descriptions.Item label="会员">
              #{order.customerId} {order.customerMobile ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label="渠道">{order.channel ? CHANNEL_LABELS[order.channel] : '-'}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{when(order.createTime)}</Descriptions.Item>
            <Descriptions.Item label="支付时间">{when(order.paidAt)}</Descriptions.Item>
            <Descriptions.Item label="发货时间">{when(order.shippedAt)}</Descriptions.Item>
            <Descriptions.Item label="收货人">
              {address ? `${address.name} ${address.mobile}` : '待好友领取礼物'}
            </Descriptions.Item>
            <Descriptions.Item label="收货地址" span={2}>
              {address
                ? `${address.province}${address.city}${address.district}${address.detail}`
                : '礼物订单：好友领取并填写地址后才能发货'}
            </Descriptions.Item>
            <Descriptions.Item label="商品金额">{yuan(order.totalOriginAmount)}</Descriptions.Item>
            <Descriptions.Item label="优惠">-{yuan(order.totalBenefitAmount)}</Descriptions.Item>
            <Descriptions.Item label="积分抵扣">
              -{yuan(order.totalPointsToAmount)}（{order.totalRealPayPoints} 积分）
            </Descriptions.Item>
            <Descriptions.Item label="运费">{yuan(order.actualShippingPrice)}</Descriptions.Item>
            <Descriptions.Item label="实付">
              <Typography.Text strong>{yuan(order.totalRealPayAmount)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="优惠码">{order.promotionCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="买家留言" span={3}>
              {order.remark ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label="商家备注" span={3}>
              {order.merchantRemark
                ? `${order.merchantRemark}（${order.merchantRemarkBy ?? ''} ${when(order.merchantRemarkAt)}）`
                : '-'}
            </Descriptions.Item>
            {order.closedAt && (
              <Descriptions.Item label="关闭" span={3}>
                {when(order.closedAt)} {order.closeReason}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>

        <Card title="商品">
          <Table<Line>
            rowKey="lineId"
            size="small"
            pagination={false}
            dataSource={order.lines}
            columns={[
              {
                title: '商品',
                render: (_, line) => (
                  <Space>
                    <img src={line.image} alt="" width={40} height={40} style={{ objectFit: 'cover' }} />
                    <span>
                      {line.name}
                      <div>
                        <Typography.Text type="secondary">{line.specs}</Typography.Text>
                      </div>
                    </span>
                  </Space>
                ),
              },
              { title: 'SKU编码', dataIndex: 'skuCode' },
              { title: '单价', render: (_, line) => yuan(line.price) },
              { title: '数量', dataIndex: 'quantity' },
              { title: '实付', render: (_, line) => yuan(line.realPayAmount) },
              { title: '已发货', dataIndex: 'shippedQuantity' },
              { title: '售后', dataIndex: 'refundQuantity' },
              { title: '待发货', dataIndex: 'shippableQuantity' },
            ]}
          />
          {order.gifts.length > 0 && (
            <Typography.Paragraph style={{ marginTop: 12 }}>
              赠品（随第一个包裹发出）：{order.gifts.map((g) => `${g.name} ×${g.quantity}`).join('，')}
            </Typography.Paragraph>
          )}
        </Card>

        <Card
          title="包裹"
          extra={
            pendingWechat && (
              <Can permission="orders.ship">
                <Button
                  onClick={() =>
                    write(() => call(uploadShipping, { params: { orderId } }), {
                      success: '已重新上传微信发货信息',
                    }).then(load)
                  }
                >
                  重新上传微信发货信息
                </Button>
              </Can>
            )
          }
        >
          <Table<MerchantShipment>
            rowKey="shipmentId"
            size="small"
            pagination={false}
            locale={{ emptyText: '尚未发货' }}
            dataSource={order.shipments}
            columns={[
              { title: '快递公司', dataIndex: 'carrierName' },
              { title: '运单号', dataIndex: 'waybillNo' },
              {
                title: '商品',
                render: (_, parcel) => parcel.lines.map((l) => `${l.name} ${l.specs} ×${l.quantity}`).join('；'),
              },
              { title: '发货人', dataIndex: 'shippedBy' },
              { title: '发货时间', render: (_, parcel) => when(parcel.shippedAt) },
              { title: '微信发货信息', render: (_, parcel) => <WechatState parcel={parcel} /> },
            ]}
          />
        </Card>

        <Card title="支付与售后">
          <Table
            rowKey="outTradeNo"
            size="small"
            pagination={false}
            dataSource={order.payments}
            locale={{ emptyText: '暂无支付记录' }}
            columns={[
              { title: '商户单号', dataIndex: 'outTradeNo' },
              { title: '方式', render: (_, p) => `${CHANNEL_LABELS[p.payType] ?? p.payType} · ${p.product}` },
              { title: '金额', render: (_, p) => yuan(p.amount) },
              { title: '状态', dataIndex: 'statusLabel' },
              { title: '微信支付单号', render: (_, p) => p.transactionId ?? '-' },
              { title: '支付时间', render: (_, p) => when(p.paidAt) },
              { title: '已退', render: (_, p) => yuan(p.refundedAmount) },
            ]}
          />
          <Table
            style={{ marginTop: 16 }}
            rowKey="refundId"
            size="small"
            pagination={false}
            dataSource={order.refunds}
            locale={{ emptyText: '暂无售后' }}
            columns={[
              { title: '退款单号', dataIndex: 'refundNo' },
              { title: '类型', dataIndex: 'typeLabel' },
              { title: '件数', dataIndex: 'goodsNum' },
              { title: '金额', render: (_, r) => yuan(r.totalAmount) },
              { title: '状态', dataIndex: 'statusLabel' },
              { title: '申请时间', render: (_, r) => when(r.createTime) },
            ]}
          />
        </Card>

        <Card title="订单记录">
          <Timeline
            items={order.timeline.toReversed().map((entry, i) => ({
              color: i === 0 ? 'blue' : 'gray',
              children: (
                <span>
                  {entry.label}
                  <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                    {when(entry.at)}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        </Card>
      </Space>
    </PageContainer>
  )
}
