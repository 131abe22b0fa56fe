import { useRef, useState } from 'react'
import { Popconfirm, Space, Tag, Typography } from 'antd'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { MerchantCouponTemplate } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { createButton } from '../../lib/edit-dialog'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { COUPON_STATUS_OPTIONS, couponTemplates, updateCouponTemplate } from './api'
import { COUPON_TYPES, IssueForm, TemplateForm } from './CouponForms'

const validity = (t: MerchantCouponTemplate) =>
  t.validDays !== null
    ? `领取后${t.validDays}天`
    : `${formatChinaDate(t.validFrom!, true)} 至 ${formatChinaDate(t.validTo!, true)}`

/** 优惠券: templates of the four types with their usage counts; create, edit, stop, issue to members. */
export default function CouponsPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantCouponTemplate | null>(null)
  const [issuing, setIssuing] = useState<MerchantCouponTemplate | null>(null)
  const canEdit = useCan('coupons.edit')
  const canIssue = useCan('coupons.issue')
  const reload = () => table.current?.reload()

  const stop = (t: MerchantCouponTemplate) =>
    write(() => call(updateCouponTemplate, { params: { templateId: t.templateId }, body: { active: false } }), {
      success: `已停止发放 ${t.title}`,
    }).then(reload)

  const columns: ProColumns<MerchantCouponTemplate>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '名称或编码' } },
    {
      title: '优惠券',
      dataIndex: 'title',
      search: false,
      width: 220,
      render: (_, t) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{t.title}</Typography.Text>
          <Typography.Text type="secondary">{t.code}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '类型',
      dataIndex: 'promotionType',
      valueType: 'select',
      valueEnum: COUPON_TYPES,
      render: (_, t) => <Tag color="orange">{t.tag}</Tag>,
    },
    {
      title: '优惠',
      key: 'face',
      search: false,
      render: (_, t) =>
        `${t.promotionType === 1 ? `¥${t.displayValue}` : t.promotionType === 2 ? `${t.displayValue}折` : t.displayValue} · ${t.condition}`,
    },
    { title: '有效期', key: 'validity', search: false, render: (_, t) => validity(t) },
    {
      title: '已发放',
      dataIndex: 'issuedCount',
      search: false,
      sorter: true,
      render: (_, t) => `${t.issuedCount}${t.totalQuantity === null ? '' : ` / ${t.totalQuantity}`}`,
    },
    { title: '已使用', dataIndex: 'usedCount', search: false },
    { title: '已过期', dataIndex: 'expiredCount', search: false },
    { title: '未使用', dataIndex: 'usableCount', search: false },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: COUPON_STATUS_OPTIONS, width: 96 },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      search: false,
      width: 150,
      sorter: true,
      render: (_, t) => formatChinaDate(t.createdAt, true),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 180,
      render: (_, t) => [
        canIssue && (t.status === 'running' || t.status === 'upcoming') && (
          <Typography.Link key="issue" onClick={() => setIssuing(t)}>
            发放
          </Typography.Link>
        ),
        canEdit && (
          <Typography.Link key="edit" onClick={() => setEditing(t)}>
            编辑
          </Typography.Link>
        ),
        canEdit && t.active && (
          <Popconfirm key="stop" title="停止后会员不能再领取，已发出的券仍可使用。确定停止？" onConfirm={() => stop(t)}>
            <Typography.Link type="danger">停止发放</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ]

  return (
    <PageContainer title="优惠券">
      <PagedTable
        route={couponTemplates}
        rowKey="templateId"
        actionRef={table}
        columns={columns}
        emptyText="暂无优惠券"
        toolBarRender={() => [
          createButton('coupons.edit', '新建优惠券', (trigger) => <TemplateForm trigger={trigger} onDone={reload} />),
        ]}
      />
      {editing && <TemplateForm template={editing} open onClose={() => setEditing(null)} onDone={reload} />}
      <IssueForm template={issuing} onClose={() => setIssuing(null)} onDone={reload} />
    </PageContainer>
  )
}
