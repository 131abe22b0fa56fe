import { Space, Tag, Typography } from 'antd'
import { PageContainer, type ProColumns } from '@ant-design/pro-components'
import type { ResponseOf, merchantWishes } from '@shop/contracts'
import { formatChinaDate, ORDER_TYPE_LABELS } from '@shop/domain'
import { PagedTable } from '../../lib/table'
import { wishList, yuan } from './api'

type Wish = ResponseOf<typeof merchantWishes>['content'][number]

const FILTERS = { open: { text: '待推荐' }, pushed: { text: '已推单' }, closed: { text: '已取消或过期' } }
const COLOURS: Record<Wish['status'], string> = {
  open: 'processing',
  pushed: 'warning',
  ordered: 'success',
  cancelled: 'default',
  expired: 'default',
}

/**
 * 顾客心愿 (docs/wish-list.md): every customer's wishes — the goods or their own words — with the push order their
 * distributor sent for each and the order it became (a 心愿单订单).
 */
export default function WishesPage() {
  const columns: ProColumns<Wish>[] = [
    { title: '心愿ID', dataIndex: 'id', search: false },
    { title: '顾客ID', dataIndex: 'customerId', hideInTable: true },
    {
      title: '顾客',
      key: 'customer',
      search: false,
      render: (_, row) => `${row.customer?.nickName ?? ''} ${row.customer?.mobile ?? ''}`,
    },
    {
      title: '心愿',
      key: 'what',
      search: false,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.goods && (
            <span>
              {row.goods.name} {row.goods.specifications} × {row.quantity}
              {row.goods.price !== null && <Typography.Text type="secondary"> {yuan(row.goods.price)}</Typography.Text>}
            </span>
          )}
          {row.text && <Typography.Text type={row.goods ? 'secondary' : undefined}>“{row.text}”</Typography.Text>}
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: FILTERS,
      render: (_, row) => <Tag color={COLOURS[row.status]}>{row.statusLabel}</Tag>,
    },
    {
      title: '推单',
      key: 'push',
      search: false,
      render: (_, row) =>
        row.pushOrder
          ? `${row.pushOrder.guide.name} · 推单 ${row.pushOrder.id}${
              row.pushOrder.orderId ? ` → ${ORDER_TYPE_LABELS.wish_list} ${row.pushOrder.orderId}` : ''
            }`
          : '-',
    },
    {
      title: '许愿时间',
      dataIndex: 'createTime',
      search: false,
      render: (_, row) => formatChinaDate(row.createTime, true),
    },
    { title: '到期', dataIndex: 'expiresAt', search: false, render: (_, row) => formatChinaDate(row.expiresAt, true) },
  ]
  return (
    <PageContainer title="顾客心愿">
      <PagedTable route={wishList} rowKey="id" columns={columns} emptyText="暂无心愿" />
    </PageContainer>
  )
}
