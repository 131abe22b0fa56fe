import { useRef, useState } from 'react'
import { Form, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProFormDateTimeRangePicker,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantBuyGift } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { ListTable } from '../../lib/table'
import { write } from '../../lib/write'
import { couponOptions } from '../programmes/api'
import { buyGifts, createBuyGift, updateBuyGift } from './api'

interface Values {
  name: string
  /** SKU ids as typed: 12, 15 */
  skuIds: string
  couponTemplateId: number
  window: [string, string]
  enabled: boolean
}

const toBody = (v: Values) => ({
  name: v.name,
  skuIds: v.skuIds
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number),
  couponTemplateId: v.couponTemplateId,
  startsAt: v.window[0],
  endsAt: v.window[1],
  enabled: v.enabled,
})

const STATUS_COLORS: Record<string, string> = { 进行中: 'green', 未开始: 'blue', 已结束: 'default', 已停用: 'red' }

/** 新建 / 编辑买赠活动: the SKUs that earn the gift, the coupon given, the time, on or off. */
function ActivityForm({ activity, onClose }: { activity: MerchantBuyGift | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={activity ? `编辑买赠活动：${activity.name}` : '新建买赠活动'}
      open
      form={form}
      width={620}
      dateFormatter={(value) => value.format()}
      initialValues={
        activity
          ? {
              name: activity.name,
              skuIds: activity.skuIds.join(', '),
              couponTemplateId: activity.couponTemplateId,
              window: [activity.startsAt, activity.endsAt],
              enabled: activity.enabled,
            }
          : { enabled: true }
      }
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const body = toBody(values)
        const done = await write(
          () =>
            activity
              ? call(updateBuyGift, { params: { activityId: activity.id }, body })
              : call(createBuyGift, { body }),
          { success: activity ? '买赠活动已保存（已下单的订单仍按原礼券赠送）' : '买赠活动已创建', form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormText
        name="skuIds"
        label="参与规格（SKU ID）"
        width="lg"
        rules={[{ required: true, message: '请至少填写一个SKU ID' }]}
        extra="多个以逗号分隔；买家在这些规格的详情页看到「买赠」并通过活动下单（商品 → 商品管理中可查SKU ID）"
      />
      <ProFormSelect
        name="couponTemplateId"
        label="赠送优惠券"
        request={couponOptions}
        width="md"
        rules={[{ required: true, message: '请选择赠送的优惠券' }]}
        extra="订单支付成功后发放一张；订单全额退款时收回（已使用的不收回）"
      />
      <ProFormDateTimeRangePicker
        name="window"
        label="活动时间"
        extra="北京时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProFormSwitch name="enabled" label="启用" />
    </ModalForm>
  )
}

/** 买赠活动: buying the activity's SKUs gives a coupon (docs/gifts.md "买赠"); its orders counted by gift. */
export default function BuyGiftsPage() {
  const table = useRef<ActionType>(null)
  const canEdit = useCan('coupons.edit')
  const [editing, setEditing] = useState<MerchantBuyGift | null | 'new'>(null)

  const columns: ProColumns<MerchantBuyGift>[] = [
    { title: '活动', dataIndex: 'name' },
    {
      title: '参与商品',
      dataIndex: 'skuIds',
      render: (_, a) => a.skuIds.map((skuId, i) => `${a.skuNames[i]}（SKU ${skuId}）`).join('、'),
    },
    { title: '赠送优惠券', dataIndex: 'couponTitle' },
    {
      title: '活动时间',
      key: 'window',
      render: (_, a) => `${formatChinaDate(a.startsAt, true)} 至 ${formatChinaDate(a.endsAt, true)}`,
    },
    {
      title: '状态',
      dataIndex: 'statusLabel',
      render: (_, a) => <Tag color={STATUS_COLORS[a.statusLabel]}>{a.statusLabel}</Tag>,
    },
    {
      title: '订单 / 已赠 / 未赠 / 已收回',
      key: 'orders',
      render: (_, a) => `${a.orders.placed} / ${a.orders.given} / ${a.orders.missed} / ${a.orders.takenBack}`,
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, a) =>
        canEdit
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(a)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]

  return (
    <PageContainer title="买赠活动">
      <ListTable
        headerTitle="买商品赠优惠券"
        rowKey="id"
        actionRef={table}
        columns={columns}
        route={buyGifts}
        emptyText="暂无买赠活动"
        newLabel="新建买赠活动"
        onNew={canEdit ? () => setEditing('new') : undefined}
      />
      {editing !== null && (
        <ActivityForm
          activity={editing === 'new' ? null : editing}
          onClose={(done) => {
            setEditing(null)
            if (done) void table.current?.reload()
          }}
        />
      )}
    </PageContainer>
  )
}
