import { useRef, useState, type ReactElement } from 'react'
import { Button, Form, Space, Tabs, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormList,
  ProFormMoney,
  ProFormSwitch,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantGroup, MerchantGroupBuy } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { Can, useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createGroupBuy, groupBuyGroups, groupBuys, updateGroupBuy } from './api'

const STATUS = {
  1: { text: '即将开始', status: 'Processing' },
  2: { text: '进行中', status: 'Success' },
  3: { text: '已结束', status: 'Default' },
} as const

const GROUP_STATUS = {
  open: { text: '拼团中', status: 'Processing' },
  succeeded: { text: '拼团成功', status: 'Success' },
  failed: { text: '拼团失败', status: 'Error' },
} as const

const MEMBER_STATUS: Record<string, string> = {
  seated: '已参团',
  succeeded: '已成团',
  failed: '已退款',
}

interface BuyValues {
  name: string
  goodsId: number
  window: [string, string]
  groupSize: number
  groupHours: number
  limitPerCustomer: number
  allowVirtual: boolean
  skus: { skuId: number; groupPrice: number }[]
}

const toBody = (v: BuyValues) => ({
  name: v.name,
  goodsId: v.goodsId,
  startTime: v.window[0],
  endTime: v.window[1],
  groupSize: v.groupSize,
  groupHours: v.groupHours,
  limitPerCustomer: v.limitPerCustomer,
  allowVirtual: v.allowVirtual,
  skus: (v.skus ?? []).map((sku) => ({ skuId: sku.skuId, groupPrice: Math.round(sku.groupPrice * 100) })),
})

/** 新建拼团 / 编辑拼团: the goods, the time, the group's size and hours, the limit, virtual completion, group prices. */
function BuyForm({
  buy,
  trigger,
  onClose,
  onDone,
}: {
  buy?: MerchantGroupBuy
  trigger?: ReactElement
  onClose?: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<BuyValues>()
  const editing = buy !== undefined
  return (
    <ModalForm<BuyValues>
      name={editing ? 'editGroupBuy' : 'createGroupBuy'}
      title={editing ? `编辑拼团「${buy.name}」` : '新建拼团'}
      width={680}
      form={form}
      trigger={trigger}
      {...(editing && { open: true, onOpenChange: (open: boolean) => !open && onClose?.() })}
      modalProps={{ destroyOnClose: true }}
      dateFormatter={(value) => value.format()}
      initialValues={
        buy
          ? {
              name: buy.name,
              goodsId: buy.goodsId,
              window: [buy.startTime, buy.endTime],
              groupSize: buy.groupSize,
              groupHours: buy.groupHours,
              limitPerCustomer: buy.limitPerCustomer,
              allowVirtual: buy.allowVirtual,
              skus: buy.skus.map((sku) => ({ skuId: sku.skuId, groupPrice: sku.groupPrice / 100 })),
            }
          : { groupSize: 2, groupHours: 24, limitPerCustomer: 3, allowVirtual: false, skus: [{}] }
      }
      onFinish={async (values) => {
        const done = await write(
          () =>
            buy
              ? call(updateGroupBuy, { params: { activityId: buy.activityId }, body: toBody(values) })
              : call(createGroupBuy, { body: toBody(values) }),
          { success: editing ? '拼团已保存' : '拼团已创建', form },
        )
        if (done) onDone()
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormDigit
        name="goodsId"
        label="商品ID"
        width="sm"
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请填写商品ID' }]}
      />
      <ProFormDateTimeRangePicker
        name="window"
        label="活动时间"
        extra="北京时间；每个团的成团时限不超过活动结束"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <Space size="large">
        <ProFormDigit name="groupSize" label="成团人数" width="xs" min={2} max={20} fieldProps={{ precision: 0 }} />
        <ProFormDigit
          name="groupHours"
          label="成团时限（小时）"
          width="xs"
          min={1}
          max={168}
          fieldProps={{ precision: 0 }}
        />
        <ProFormDigit
          name="limitPerCustomer"
          label="每人参团次数"
          width="xs"
          min={1}
          max={99}
          fieldProps={{ precision: 0 }}
        />
        <ProFormSwitch name="allowVirtual" label="未满员到时自动成团" />
      </Space>
      <ProFormList
        name="skus"
        label="拼团规格"
        creatorButtonProps={{ creatorButtonText: '添加规格' }}
        min={1}
        itemRender={({ listDom, action }) => (
          <Space align="start">
            {listDom}
            {action}
          </Space>
        )}
      >
        <Space align="start">
          <ProFormDigit
            name="skuId"
            label="规格ID"
            width="xs"
            min={1}
            fieldProps={{ precision: 0 }}
            rules={[{ required: true }]}
          />
          <ProFormMoney name="groupPrice" label="拼团价" width="xs" min={0.01} rules={[{ required: true }]} />
        </Space>
      </ProFormList>
    </ModalForm>
  )
}

function ActivitiesTable() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantGroupBuy | null>(null)
  const canEdit = useCan('coupons.edit')
  const reload = () => table.current?.reload()
  const columns: ProColumns<MerchantGroupBuy>[] = [
    {
      title: '活动',
      dataIndex: 'name',
      search: false,
      render: (_, b) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{b.name}</Typography.Text>
          <Typography.Text type="secondary">
            {b.goodsName} · {b.groupSize}人团 · {b.groupHours}小时 · 每人{b.limitPerCustomer}次
            {b.allowVirtual ? ' · 可虚拟成团' : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '时间',
      key: 'time',
      search: false,
      render: (_, b) => `${formatChinaDate(b.startTime, true)} 至 ${formatChinaDate(b.endTime, true)}`,
    },
    {
      title: '规格（拼团价）',
      key: 'skus',
      search: false,
      render: (_, b) => (
        <Space direction="vertical" size={2}>
          {b.skus.map((sku) => (
            <span key={sku.skuId}>
              <Tag>{sku.skuCode}</Tag>¥{formatFen(sku.groupPrice)}
              <Typography.Text delete type="secondary">
                {' '}
                ¥{formatFen(sku.price)}
              </Typography.Text>
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: '团（进行中 / 成功 / 失败）',
      key: 'groups',
      search: false,
      render: (_, b) => `${b.openGroups} / ${b.succeededGroups} / ${b.failedGroups}`,
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, search: false },
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      render: (_, b) =>
        canEdit && b.status !== 3
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(b)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]
  return (
    <>
      <PagedTable
        route={groupBuys}
        rowKey="activityId"
        actionRef={table}
        columns={columns}
        search={false}
        emptyText="暂无拼团活动"
        toolBarRender={() => [
          <Can key="create" permission="coupons.edit">
            <BuyForm
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  新建拼团
                </Button>
              }
              onDone={reload}
            />
          </Can>,
        ]}
      />
      {editing && <BuyForm key={editing.activityId} buy={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </>
  )
}

function GroupsTable() {
  const columns: ProColumns<MerchantGroup>[] = [
    { title: '团号', dataIndex: 'groupId', search: false, width: 80 },
    { title: '活动', dataIndex: 'activityName', search: false },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: GROUP_STATUS },
    {
      title: '虚拟成团',
      dataIndex: 'virtual',
      valueType: 'select',
      valueEnum: { true: { text: '是' }, false: { text: '否' } },
      render: (_, g) => (g.virtual ? <Tag color="purple">虚拟成团</Tag> : '—'),
    },
    { title: '人数', key: 'seats', search: false, render: (_, g) => `${g.joined}/${g.size}` },
    {
      title: '成员（订单）',
      key: 'members',
      search: false,
      render: (_, g) => (
        <Space direction="vertical" size={2}>
          {g.members.map((m) => (
            <span key={m.orderId}>
              {m.leader && <Tag color="gold">团长</Tag>}
              {m.nickName} · {m.orderNo} · {m.orderStatusLabel} · {MEMBER_STATUS[m.status] ?? m.status}
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: '截止',
      key: 'expiresAt',
      search: false,
      render: (_, g) => formatChinaDate(g.expiresAt, true),
    },
  ]
  return <PagedTable route={groupBuyGroups} rowKey="groupId" columns={columns} emptyText="暂无拼团" />
}

/** 拼团活动: the group buys (create and edit), and the groups with their members (failed and virtual ones by filter). */
export default function GroupBuysPage() {
  return (
    <PageContainer title="拼团活动">
      <Tabs
        items={[
          { key: 'activities', label: '拼团活动', children: <ActivitiesTable /> },
          { key: 'groups', label: '团与成员', children: <GroupsTable /> },
        ]}
      />
    </PageContainer>
  )
}
