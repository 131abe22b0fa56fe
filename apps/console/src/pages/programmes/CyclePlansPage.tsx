import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react'
import { Alert, Badge, Calendar, Form, Space, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantCycleDelivery, MerchantCyclePlan, cyclePlanInput } from '@shop/contracts'
import { addressText, chinaDate, formatFen } from '@shop/domain'
import dayjs, { type Dayjs } from 'dayjs'
import type { z } from 'zod'
import { createButton, EditDialog } from '../../lib/edit-dialog'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { carrierOptions } from '../orders/api'
import { createCyclePlan, cycleCalendar, cyclePlans, shipCycleDelivery, updateCyclePlan } from './api'

type Values = z.input<typeof cyclePlanInput>

const whole = { precision: 0 }

const NEW_PLAN: Partial<Values> = {
  deliveries: 6,
  intervalDays: 30,
  unitsPerDelivery: 1,
  onSale: true,
  description: '',
}

const STATUS_TAGS: Record<
  MerchantCycleDelivery['status'],
  { color: string; badge: 'default' | 'processing' | 'success' | 'error' }
> = {
  scheduled: { color: 'default', badge: 'default' },
  ready: { color: 'orange', badge: 'processing' },
  shipped: { color: 'green', badge: 'success' },
  cancelled: { color: 'red', badge: 'error' },
}

/** 新建 / 编辑周期购: the SKU, how many deliveries how far apart, units each, the unit price. */
function PlanForm({
  plan,
  trigger,
  onDone,
}: {
  plan: MerchantCyclePlan | null
  trigger?: ReactElement
  onDone: (done: boolean) => void
}) {
  const [form] = Form.useForm<Values>()
  return (
    <EditDialog<Values>
      title={plan ? `编辑周期购：${plan.name}` : '新建周期购'}
      editing={plan !== null}
      onClose={() => onDone(false)}
      trigger={trigger}
      form={form}
      width={620}
      initialValues={plan ?? NEW_PLAN}
      onFinish={async (values) => {
        const body = { ...values, description: values.description ?? '' }
        const done = await write(
          () => (plan ? call(updateCyclePlan, { params: { planId: plan.id }, body }) : call(createCyclePlan, { body })),
          { success: plan ? '周期购已保存（已售出的订单按原计划配送）' : '周期购已创建', form },
        )
        if (done) onDone(true)
        return done
      }}
    >
      <ProFormText name="name" label="计划名称" width="md" rules={[{ required: true }]} />
      <ProFormTextArea name="description" label="计划说明" />
      <ProFormDigit
        name="skuId"
        label="配送SKU ID"
        width="sm"
        min={1}
        fieldProps={whole}
        rules={[{ required: true }]}
        extra="下单时一次扣减全部期数的库存（商品 → 商品管理中可查SKU ID）"
      />
      <ProFormDigit name="deliveries" label="配送期数" width="sm" min={2} max={24} fieldProps={whole} />
      <ProFormDigit name="intervalDays" label="间隔天数" width="sm" min={1} max={90} fieldProps={whole} />
      <ProFormDigit name="unitsPerDelivery" label="每期件数" width="sm" min={1} max={10} fieldProps={whole} />
      <ProFormDigit
        name="unitPrice"
        label="周期购单价（分）"
        width="sm"
        min={1}
        fieldProps={whole}
        rules={[{ required: true }]}
        extra="每件的价格，不高于商品售价；总价 = 单价 × 每期件数 × 期数，含各期运费"
      />
      <ProFormSwitch name="onSale" label="在售" />
    </EditDialog>
  )
}

/** 发货: a delivery's parcel, with a carrier and its waybill. */
function ShipForm({ delivery, onDone }: { delivery: MerchantCycleDelivery; onDone: (done: boolean) => void }) {
  const [form] = Form.useForm<{ carrierCode: string; waybillNo: string }>()
  return (
    <ModalForm<{ carrierCode: string; waybillNo: string }>
      title={`发货：${delivery.orderNo} 第${delivery.seq}/${delivery.deliveries}期`}
      open
      form={form}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: () => onDone(false) }}
      onFinish={async (body) => {
        const done = await write(() => call(shipCycleDelivery, { params: { deliveryId: delivery.id }, body }), {
          success: '已发货',
          form,
        })
        if (done) onDone(true)
        return done
      }}
    >
      <Typography.Paragraph>
        {delivery.goodsName} × {delivery.units}，寄往 {delivery.address.name} {delivery.address.mobile}，
        {addressText(delivery.address)}
      </Typography.Paragraph>
      <ProFormSelect name="carrierCode" label="快递公司" request={carrierOptions} rules={[{ required: true }]} />
      <ProFormText name="waybillNo" label="运单号" rules={[{ required: true }]} />
    </ModalForm>
  )
}

/** 配送日历: the deliveries of a month on a calendar, and the day's (or the month's) list with its parcels to ship. */
function DeliveryCalendar() {
  const canShip = useCan('orders.ship')
  const [month, setMonth] = useState<Dayjs>(() => dayjs())
  const [day, setDay] = useState<string | null>(null)
  const [shipping, setShipping] = useState<MerchantCycleDelivery | null>(null)
  const [rows, setRows] = useState<MerchantCycleDelivery[] | undefined>()
  const [failed, setFailed] = useState<unknown>()
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let live = true
    setRows(undefined)
    setFailed(undefined)
    call(cycleCalendar, {
      query: { from: month.startOf('month').format('YYYY-MM-DD'), days: month.daysInMonth() },
    }).then(
      (data) => live && setRows(data),
      (error: unknown) => live && setFailed(error),
    )
    return () => {
      live = false
    }
  }, [month, version])

  const byDay = useMemo(() => {
    const days = new Map<string, MerchantCycleDelivery[]>()
    for (const row of rows ?? []) {
      const key = chinaDate(new Date(row.dueAt))
      days.set(key, [...(days.get(key) ?? []), row])
    }
    return days
  }, [rows])

  const columns: ProColumns<MerchantCycleDelivery>[] = [
    { title: '配送日', dataIndex: 'dueAt', valueType: 'date' },
    { title: '订单', dataIndex: 'orderNo' },
    { title: '会员', dataIndex: 'nickName', render: (_, d) => `${d.nickName || '—'}（ID ${d.customerId}）` },
    { title: '计划', dataIndex: 'planName' },
    { title: '期数', key: 'seq', render: (_, d) => `${d.seq}/${d.deliveries}` },
    { title: '商品', key: 'goods', render: (_, d) => `${d.goodsName} × ${d.units}` },
    { title: '收货地址', key: 'address', render: (_, d) => `${d.address.name} ${addressText(d.address)}` },
    { title: '价值', dataIndex: 'worth', render: (_, d) => `¥${formatFen(d.worth)}` },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, d) => (
        <Space size={4}>
          <Tag color={STATUS_TAGS[d.status].color}>{d.statusLabel}</Tag>
          {d.paused && d.status === 'scheduled' && <Tag>已暂停</Tag>}
          {d.waybillNo && <Typography.Text type="secondary">{d.waybillNo}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, d) =>
        canShip && d.status === 'ready'
          ? [
              <Typography.Link key="ship" onClick={() => setShipping(d)}>
                发货
              </Typography.Link>,
            ]
          : [],
    },
  ]

  const all = rows ?? []
  const shown = day ? all.filter((r) => chinaDate(new Date(r.dueAt)) === day || r.status === 'ready') : all

  return (
    <ProCard title="配送日历" bordered>
      <Calendar
        value={day ? dayjs(day) : month}
        onPanelChange={(value) => {
          setMonth(value)
          setDay(null)
        }}
        onSelect={(value, { source }) => {
          if (source === 'date') setDay(value.format('YYYY-MM-DD'))
        }}
        cellRender={(value, info) => {
          if (info.type !== 'date') return info.originNode
          const list = byDay.get(value.format('YYYY-MM-DD')) ?? []
          if (list.length === 0) return null
          const counts = Object.entries(
            list.reduce<Record<string, number>>((n, d) => ({ ...n, [d.statusLabel]: (n[d.statusLabel] ?? 0) + 1 }), {}),
          )
          return (
            <Space direction="vertical" size={0}>
              {counts.map(([label, n]) => {
                const status = list.find((d) => d.statusLabel === label)!.status
                return <Badge key={label} status={STATUS_TAGS[status].badge} text={`${label} ${n}`} />
              })}
            </Space>
          )
        }}
      />
      {failed !== undefined && (
        <Alert
          type="error"
          showIcon
          message="配送日历加载失败"
          action={<a onClick={() => setVersion((v) => v + 1)}>重试</a>}
        />
      )}
      <ProTable<MerchantCycleDelivery>
        headerTitle={day ? `${day} 的配送（及待发货）` : `${month.format('YYYY年M月')}的配送（及待发货）`}
        rowKey="id"
        columns={columns}
        search={false}
        options={false}
        loading={rows === undefined && failed === undefined}
        pagination={{ pageSize: 20 }}
        dataSource={shown}
        locale={{ emptyText: day ? '当天没有配送' : '本月没有配送' }}
      />
      {shipping && (
        <ShipForm
          delivery={shipping}
          onDone={(done) => {
            setShipping(null)
            if (done) setVersion((v) => v + 1)
          }}
        />
      )}
    </ProCard>
  )
}

/** 周期购: the plans (create, edit, take off sale) and the delivery calendar with its parcels to ship. */
export default function CyclePlansPage() {
  const plans = useRef<ActionType>(null)
  const canEdit = useCan('programmes.edit')
  const [editing, setEditing] = useState<MerchantCyclePlan | null>(null)
  const reload = (done: boolean) => {
    setEditing(null)
    if (done) void plans.current?.reload()
  }

  const columns: ProColumns<MerchantCyclePlan>[] = [
    { title: '计划', dataIndex: 'name' },
    { title: '配送商品', dataIndex: 'skuName', render: (_, p) => `${p.skuName}（SKU ${p.skuId}）` },
    {
      title: '配送',
      key: 'schedule',
      render: (_, p) => `${p.deliveries}期，每${p.intervalDays}天，每期${p.unitsPerDelivery}件`,
    },
    {
      title: '价格',
      key: 'price',
      render: (_, p) => `单价¥${formatFen(p.unitPrice)}（原价¥${formatFen(p.price)}），总价¥${formatFen(p.totalPrice)}`,
    },
    {
      title: '状态',
      dataIndex: 'onSale',
      render: (_, p) => (p.onSale ? <Tag color="green">在售</Tag> : <Tag>停售</Tag>),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, p) =>
        canEdit
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(p)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]

  return (
    <PageContainer title="周期购">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ProTable<MerchantCyclePlan>
          headerTitle="周期购计划"
          rowKey="id"
          actionRef={plans}
          columns={columns}
          search={false}
          pagination={false}
          request={async () => ({ data: await call(cyclePlans), success: true })}
          locale={{ emptyText: '暂无周期购计划' }}
          toolBarRender={() => [
            createButton('programmes.edit', '新建周期购', (trigger) => (
              <PlanForm plan={null} trigger={trigger} onDone={reload} />
            )),
          ]}
        />
        <DeliveryCalendar />
      </Space>
      {editing && <PlanForm key={editing.id} plan={editing} onDone={reload} />}
    </PageContainer>
  )
}
