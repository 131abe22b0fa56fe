import { Link } from 'react-router'
import { Tag, Tooltip } from 'antd'
import { PageContainer, type ProColumns } from '@ant-design/pro-components'
import type { MerchantOrderSummary } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { CHANNEL_LABELS, ORDER_STATUS_ENUM, orderExport, orderList } from './api'

const STATUS_COLORS: Record<string, string> = {
  wait_pay: 'orange',
  wait_shipment: 'blue',
  partially_shipped: 'geekblue',
  wait_receive: 'cyan',
  wait_estimate: 'green',
  completed: 'success',
  cancelled: 'default',
  refunded: 'purple',
}

const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')

/** 订单列表: every order, filtered by status, number, customer, goods and date; sorted; exported as CSV. */
export default function OrdersPage() {
  const canExport = useCan('orders.export')

  const columns: ProColumns<MerchantOrderSummary>[] = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      copyable: true,
      render: (_, order) => <Link to={`/orders/${order.orderId}`}>{order.orderNo}</Link>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: ORDER_STATUS_ENUM,
      render: (_, order) => (
        <>
          <Tag color={STATUS_COLORS[order.status]}>{order.statusLabel}</Tag>
          {order.refundInProgress && <Tag color="red">售后中</Tag>}
        </>
      ),
    },
    {
      title: '会员',
      dataIndex: 'customer',
      fieldProps: { placeholder: '会员ID或手机号' },
      render: (_, order) => (
        <span>
          #{order.customerId}
          {order.customerMobile && <div>{order.customerMobile}</div>}
        </span>
      ),
    },
    { title: '商品', dataIndex: 'goods', hideInTable: true, fieldProps: { placeholder: '商品名称或SKU编码' } },
    {
      title: '收货人',
      dataIndex: 'receiverName',
      search: false,
      render: (_, order) => (
        <span>
          {order.receiverName}
          <div>{order.receiverMobile}</div>
        </span>
      ),
    },
    { title: '件数', dataIndex: 'goodsNum', search: false, width: 64 },
    {
      title: '实付',
      dataIndex: 'totalRealPayAmount',
      search: false,
      sorter: true,
      render: (_, order) => `¥${formatFen(order.totalRealPayAmount)}`,
    },
    {
      title: '渠道',
      dataIndex: 'channel',
      search: false,
      render: (_, order) => (order.channel ? CHANNEL_LABELS[order.channel] : '-'),
    },
    {
      title: '下单时间',
      dataIndex: 'createTime',
      valueType: 'dateTimeRange',
      sorter: true,
      defaultSortOrder: 'descend',
      search: { transform: ([from, to]: string[]) => ({ createdFrom: from, createdTo: to }) },
      render: (_, order) => when(order.createTime),
    },
    { title: '支付时间', dataIndex: 'paidAt', search: false, sorter: true, render: (_, order) => when(order.paidAt) },
    {
      title: '备注',
      dataIndex: 'merchantRemark',
      search: false,
      ellipsis: true,
      render: (_, order) =>
        order.merchantRemark ? <Tooltip title={order.merchantRemark}>{order.merchantRemark}</Tooltip> : '-',
    },
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      render: (_, order) => [
        <Link key="view" to={`/orders/${order.orderId}`}>
          详情
        </Link>,
      ],
    },
  ]

  return (
    <PageContainer title="订单列表">
      <PagedTable
        route={orderList}
        rowKey="orderId"
        columns={columns}
        emptyText="暂无订单"
        csv={
          canExport
            ? {
                route: orderExport,
                filename: '订单',
                columns: [
                  { title: '订单号', value: (o) => o.orderNo },
                  { title: '状态', value: (o) => o.statusLabel },
                  { title: '会员ID', value: (o) => o.customerId },
                  { title: '会员手机号', value: (o) => o.customerMobile },
                  { title: '收货人', value: (o) => o.receiverName },
                  { title: '收货手机', value: (o) => o.receiverMobile },
                  { title: '收货地址', value: (o) => o.address },
                  { title: '商品', value: (o) => o.goods },
                  { title: '件数', value: (o) => o.goodsNum },
                  { title: '商品金额', value: (o) => formatFen(o.totalOriginAmount) },
                  { title: '优惠', value: (o) => formatFen(o.totalBenefitAmount) },
                  { title: '运费', value: (o) => formatFen(o.actualShippingPrice) },
                  { title: '实付', value: (o) => formatFen(o.totalRealPayAmount) },
                  { title: '已退款', value: (o) => formatFen(o.refundedAmount) },
                  { title: '下单时间', value: (o) => when(o.createTime) },
                  { title: '支付时间', value: (o) => when(o.paidAt) },
                  { title: '发货时间', value: (o) => when(o.shippedAt) },
                  { title: '买家留言', value: (o) => o.remark },
                  { title: '商家备注', value: (o) => o.merchantRemark },
                ],
              }
            : undefined
        }
      />
    </PageContainer>
  )
}
