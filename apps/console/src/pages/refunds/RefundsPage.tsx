import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Descriptions, Drawer, Form, Image, Popconfirm, Space, Tag, Timeline, Typography } from 'antd'
import { ModalForm, PageContainer, ProFormTextArea, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { merchantRefundDetailRoute, merchantRefunds, ResponseOf } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { Can, useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import {
  approveRefund,
  REFUND_STATUS_ENUM,
  REFUND_TYPE_ENUM,
  refundDetail,
  refundList,
  refundReceived,
  rejectRefund,
} from './api'

type Refund = ResponseOf<typeof merchantRefunds>['content'][number]
type RefundDetail = ResponseOf<typeof merchantRefundDetailRoute>

const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')
const yuan = (fen: number) => `¥${formatFen(fen)}`

/** Who may decide a refund in this status: approve / reject (submitted, received), receive the goods (returned). */
const canDecide = (status: string) => status === 'submitted' || status === 'received' || status === 'approved'

/** 售后: refunds of every order; approve, reject with a reason, returned goods received; CSV export. */
export default function RefundsPage() {
  const table = useRef<ActionType>(null)
  const [open, setOpen] = useState<RefundDetail | null>(null)
  const [rejecting, setRejecting] = useState<Refund | RefundDetail | null>(null)
  const [form] = Form.useForm<{ reason: string }>()
  const mayDecide = useCan('refunds.decide')
  const mayReceive = useCan('refunds.receive')
  const reload = () => table.current?.reload()

  const show = async (refundId: number) => setOpen(await call(refundDetail, { params: { refundId } }))
  const after = async (refundId: number) => {
    reload()
    if (open?.refundId === refundId) await show(refundId)
  }

  const approve = (refund: Refund | RefundDetail) =>
    write(() => call(approveRefund, { params: { refundId: refund.refundId } }), {
      success:
        refund.type === 'RETURN_REFUND' && refund.status === 'submitted' ? '已同意退货' : '已同意，款项原路退回中',
    }).then(() => after(refund.refundId))

  const receive = (refund: Refund | RefundDetail) =>
    write(() => call(refundReceived, { params: { refundId: refund.refundId } }), { success: '已确认收到退货' }).then(
      () => after(refund.refundId),
    )

  const actions = (refund: Refund | RefundDetail) => [
    mayDecide && canDecide(refund.status) && (
      <Popconfirm
        key="approve"
        title={
          refund.type === 'RETURN_REFUND' && refund.status === 'submitted'
            ? '同意后买家寄回商品，确定同意？'
            : `同意后将退回 ${yuan(refund.totalAmount)}，确定同意？`
        }
        onConfirm={() => approve(refund)}
      >
        <Typography.Link>同意</Typography.Link>
      </Popconfirm>
    ),
    mayDecide && (refund.status === 'submitted' || refund.status === 'received') && (
      <Typography.Link key="reject" type="danger" onClick={() => setRejecting(refund)}>
        拒绝
      </Typography.Link>
    ),
    mayReceive && refund.status === 'returned' && (
      <Popconfirm key="receive" title="确认已收到买家退回的商品？" onConfirm={() => receive(refund)}>
        <Typography.Link>确认收货</Typography.Link>
      </Popconfirm>
    ),
  ]

  const columns: ProColumns<Refund>[] = [
    {
      title: '退款单号',
      dataIndex: 'refundNo',
      render: (_, refund) => (
        <Typography.Link onClick={() => void show(refund.refundId)}>{refund.refundNo}</Typography.Link>
      ),
    },
    {
      title: '订单号',
      dataIndex: 'orderNo',
      render: (_, refund) => <Link to={`/orders/${refund.orderId}`}>{refund.orderNo}</Link>,
    },
    {
      title: '类型',
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: REFUND_TYPE_ENUM,
      render: (_, r) => r.typeLabel,
    },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: REFUND_STATUS_ENUM,
      render: (_, r) => (
        <Tag color={r.status === 'refunded' ? 'green' : r.status === 'rejected' ? 'default' : 'orange'}>
          {r.statusLabel}
        </Tag>
      ),
    },
    { title: '会员ID', dataIndex: 'customerId', render: (_, r) => `#${r.customerId}` },
    { title: '原因', dataIndex: 'reasonLabel', search: false },
    { title: '件数', dataIndex: 'goodsNum', search: false, width: 64 },
    { title: '金额', dataIndex: 'totalAmount', search: false, sorter: true, render: (_, r) => yuan(r.totalAmount) },
    {
      title: '申请时间',
      dataIndex: 'createTime',
      valueType: 'dateTimeRange',
      sorter: true,
      search: { transform: ([from, to]: string[]) => ({ createdFrom: from, createdTo: to }) },
      render: (_, r) => when(r.createTime),
    },
    { title: '退款时间', dataIndex: 'refundedAt', search: false, render: (_, r) => when(r.refundedAt) },
    { title: '操作', valueType: 'option', width: 160, render: (_, refund) => actions(refund) },
  ]

  return (
    <PageContainer title="退款售后">
      <PagedTable
        route={refundList}
        rowKey="refundId"
        actionRef={table}
        columns={columns}
        emptyText="暂无售后申请"
        csv={{
          filename: '售后',
          columns: [
            { title: '退款单号', value: (r) => r.refundNo },
            { title: '订单号', value: (r) => r.orderNo },
            { title: '会员ID', value: (r) => r.customerId },
            { title: '类型', value: (r) => r.typeLabel },
            { title: '状态', value: (r) => r.statusLabel },
            { title: '原因', value: (r) => r.reasonLabel },
            { title: '商品', value: (r) => r.lines.map((l) => `${l.name} ${l.specs} ×${l.quantity}`).join('；') },
            { title: '退款金额', value: (r) => formatFen(r.totalAmount) },
            { title: '退回积分', value: (r) => r.points },
            { title: '申请时间', value: (r) => when(r.createTime) },
            { title: '退款时间', value: (r) => when(r.refundedAt) },
          ],
        }}
      />

      <Drawer
        width={640}
        title={open ? `售后 ${open.refundNo}` : ''}
        open={!!open}
        onClose={() => setOpen(null)}
        extra={open && <Space>{actions(open)}</Space>}
      >
        {open && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="状态">{open.statusLabel}</Descriptions.Item>
              <Descriptions.Item label="类型">{open.typeLabel}</Descriptions.Item>
              <Descriptions.Item label="订单号">
                <Link to={`/orders/${open.orderId}`}>{open.orderNo}</Link>
              </Descriptions.Item>
              <Descriptions.Item label="会员ID">#{open.customerId}</Descriptions.Item>
              <Descriptions.Item label="商品退款">{yuan(open.goodsAmount)}</Descriptions.Item>
              <Descriptions.Item label="运费退款">{yuan(open.shippingAmount)}</Descriptions.Item>
              <Descriptions.Item label="合计">{yuan(open.totalAmount)}</Descriptions.Item>
              <Descriptions.Item label="退回积分">{open.points}</Descriptions.Item>
              <Descriptions.Item label="原因">{open.reasonLabel}</Descriptions.Item>
              <Descriptions.Item label="退货运单">
                {open.returnWaybillNo ? `${open.returnCarrierName ?? ''} ${open.returnWaybillNo}` : '-'}
              </Descriptions.Item>
              <Descriptions.Item label="说明" span={2}>
                {open.description || '-'}
              </Descriptions.Item>
              {open.rejectReason && (
                <Descriptions.Item label="拒绝原因" span={2}>
                  {open.rejectReason}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="商品" span={2}>
                {open.lines.map((l) => (
                  <div key={l.lineId}>
                    {l.name} {l.specs} ×{l.quantity}（{yuan(l.amount)}）
                  </div>
                ))}
              </Descriptions.Item>
            </Descriptions>
            {open.images.length > 0 && (
              <Image.PreviewGroup>
                <Space wrap>
                  {open.images.map((src) => (
                    <Image key={src} src={src} width={80} height={80} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
            <Timeline
              items={open.timeline.toReversed().map((entry) => ({
                children: `${entry.label}  ${when(entry.at)}`,
              }))}
            />
          </Space>
        )}
      </Drawer>

      <Can permission="refunds.decide">
        <ModalForm<{ reason: string }>
          name="rejectRefund"
          title={`拒绝售后 ${rejecting?.refundNo ?? ''}`}
          width={480}
          form={form}
          open={!!rejecting}
          onOpenChange={(visible) => !visible && setRejecting(null)}
          modalProps={{ destroyOnClose: true }}
          onFinish={({ reason }) =>
            write(() => call(rejectRefund, { params: { refundId: rejecting!.refundId }, body: { reason } }), {
              success: '已拒绝，买家将看到拒绝原因',
              form,
            }).then(async (done) => {
              if (done) await after(rejecting!.refundId)
              return done
            })
          }
        >
          <ProFormTextArea
            name="reason"
            label="拒绝原因"
            extra="买家可见"
            fieldProps={{ maxLength: 200, showCount: true }}
            rules={[{ required: true, message: '请填写拒绝原因' }]}
          />
        </ModalForm>
      </Can>
    </PageContainer>
  )
}
