import { useRef, useState } from 'react'
import { Popconfirm, Tag, Typography } from 'antd'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { MerchantPromotion } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { createButton } from '../../lib/edit-dialog'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { endPromotion, PROMOTION_STATUS_OPTIONS, promotions } from './api'
import { PromotionForm, usePromotionKinds } from './PromotionForm'

/** 促销活动: the running, coming and past promotions; create and edit through the generated form, end. */
export default function PromotionsPage() {
  const table = useRef<ActionType>(null)
  const kinds = usePromotionKinds()
  const [editing, setEditing] = useState<MerchantPromotion | null>(null)
  const canEdit = useCan('coupons.edit')
  const reload = () => table.current?.reload()

  const end = (p: MerchantPromotion) =>
    write(() => call(endPromotion, { params: { promotionId: p.promotionId } }), {
      success: `${p.status === 'running' ? '已结束' : '已停止'} ${p.name}`,
    }).then(reload)

  const columns: ProColumns<MerchantPromotion>[] = [
    { title: '活动名称', dataIndex: 'keyword', hideInTable: true },
    {
      title: '活动',
      dataIndex: 'name',
      search: false,
      render: (_, p) => <Typography.Text strong>{p.name}</Typography.Text>,
    },
    {
      title: '类型',
      dataIndex: 'code',
      valueType: 'select',
      valueEnum: Object.fromEntries(kinds.map((k) => [k.code, { text: k.name }])),
      render: (_, p) => <Tag color="magenta">{p.kindName}</Tag>,
    },
    {
      title: '适用商品',
      key: 'scope',
      search: false,
      render: (_, p) =>
        p.scope.goodsIds.length + p.scope.skuIds.length === 0
          ? '全场'
          : `${p.scope.goodsIds.length}个商品 ${p.scope.skuIds.length}个规格`,
    },
    {
      title: '开始',
      dataIndex: 'startAt',
      search: false,
      sorter: true,
      render: (_, p) => formatChinaDate(p.startAt, true),
    },
    {
      title: '结束',
      dataIndex: 'endAt',
      search: false,
      sorter: true,
      render: (_, p) => formatChinaDate(p.endAt, true),
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: PROMOTION_STATUS_OPTIONS },
    {
      title: '操作',
      valueType: 'option',
      width: 140,
      render: (_, p) =>
        canEdit && (p.status === 'running' || p.status === 'upcoming')
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(p)}>
                编辑
              </Typography.Link>,
              <Popconfirm
                key="end"
                title={p.status === 'running' ? '立即结束该活动？' : '停止该活动（不再开始）？'}
                onConfirm={() => end(p)}
              >
                <Typography.Link type="danger">{p.status === 'running' ? '结束' : '停止'}</Typography.Link>
              </Popconfirm>,
            ]
          : [],
    },
  ]

  return (
    <PageContainer title="促销活动">
      <PagedTable
        route={promotions}
        rowKey="promotionId"
        actionRef={table}
        columns={columns}
        emptyText="暂无促销活动"
        toolBarRender={() => [
          createButton('coupons.edit', '新建促销', (trigger) => (
            <PromotionForm kinds={kinds} trigger={trigger} onDone={reload} />
          )),
        ]}
      />
      {editing && <PromotionForm kinds={kinds} promotion={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </PageContainer>
  )
}
