import { useRef, useState } from 'react'
import { Form, Modal, Space, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProFormDateTimePicker,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantPresale, ResponseOf, merchantPresaleOrders } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { ListTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createPresale, presaleOrders, presalesList, updatePresale } from './api'

type PresaleOrder = ResponseOf<typeof merchantPresaleOrders>['content'][number]

interface Values {
  name: string
  skuId: number
  mode: 'deposit' | 'full'
  /** Yuan in the form, fen on the wire. */
  price: number
  deposit?: number
  depositValue?: number
  window: [string, string]
  balanceWindow?: [string, string]
  shipFrom: string
  unpaidRule: 'keep' | 'refund'
  stock: number
  limitPerCustomer: number
  onSale: boolean
}

const fen = (yuan: number | undefined) => (yuan === undefined ? null : Math.round(yuan * 100))

const toBody = (v: Values) => {
  const deposit = v.mode === 'deposit'
  return {
    name: v.name,
    skuId: v.skuId,
    mode: v.mode,
    price: fen(v.price)!,
    deposit: deposit ? fen(v.deposit) : null,
    depositValue: deposit ? fen(v.depositValue) : null,
    startsAt: v.window[0],
    endsAt: v.window[1],
    balanceStartsAt: deposit ? (v.balanceWindow?.[0] ?? null) : null,
    balanceEndsAt: deposit ? (v.balanceWindow?.[1] ?? null) : null,
    shipFrom: v.shipFrom,
    unpaidRule: v.unpaidRule,
    stock: v.stock,
    limitPerCustomer: v.limitPerCustomer,
    onSale: v.onSale,
  }
}

const valuesOf = (p: MerchantPresale): Values => ({
  name: p.name,
  skuId: p.skuId,
  mode: p.mode,
  price: p.price / 100,
  ...(p.deposit !== null && { deposit: p.deposit / 100 }),
  ...(p.depositValue !== null && { depositValue: p.depositValue / 100 }),
  window: [p.startsAt, p.endsAt],
  ...(p.balanceStartsAt && p.balanceEndsAt && { balanceWindow: [p.balanceStartsAt, p.balanceEndsAt] }),
  shipFrom: p.shipFrom,
  unpaidRule: p.unpaidRule,
  stock: p.stock,
  limitPerCustomer: p.limitPerCustomer,
  onSale: p.onSale,
})

const money = { precision: 2, step: 1 }
const whole = { precision: 0 }

/** 新建 / 编辑预售: the SKU, the mode and its amounts, the windows, the rule for an unpaid balance, stock and limit. */
function PresaleForm({ presale, onClose }: { presale: MerchantPresale | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      name={presale ? 'editPresale' : 'createPresale'}
      title={presale ? `编辑预售：${presale.name}` : '新建预售'}
      open
      form={form}
      width={680}
      dateFormatter={(value) => value.format()}
      initialValues={
        presale
          ? valuesOf(presale)
          : { mode: 'deposit', unpaidRule: 'keep', stock: 100, limitPerCustomer: 2, onSale: true }
      }
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const body = toBody(values)
        const done = await write(
          () =>
            presale ? call(updatePresale, { params: { presaleId: presale.id }, body }) : call(createPresale, { body }),
          { success: presale ? '预售已保存（已下单的订单金额不变）' : '预售已创建', form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormDigit
        name="skuId"
        label="预售SKU ID"
        width="sm"
        min={1}
        fieldProps={whole}
        rules={[{ required: true, message: '请填写SKU ID' }]}
        extra="预售库存是该SKU库存中划出的一部分，下单时两者同时扣减"
      />
      <ProFormRadio.Group
        name="mode"
        label="预售方式"
        options={[
          { label: '定金预售（先付定金，再付尾款）', value: 'deposit' },
          { label: '全款预售（付全款，按日期发货）', value: 'full' },
        ]}
      />
      <ProFormDigit
        name="price"
        label="预售价（元）"
        width="sm"
        min={0.01}
        fieldProps={money}
        rules={[{ required: true }]}
      />
      <ProFormDateTimeRangePicker
        name="window"
        label="预售时间（定金预售为付定金的时间）"
        extra="北京时间"
        rules={[{ required: true, message: '请选择预售时间' }]}
      />
      <ProFormDependency name={['mode']}>
        {({ mode }) =>
          mode === 'deposit' && (
            <>
              <Space size="large">
                <ProFormDigit
                  name="deposit"
                  label="定金（元）"
                  width="sm"
                  min={0.01}
                  fieldProps={money}
                  rules={[{ required: true, message: '请填写定金' }]}
                  extra="不超过预售价的20%"
                />
                <ProFormDigit
                  name="depositValue"
                  label="定金抵扣（元）"
                  width="sm"
                  min={0.01}
                  fieldProps={money}
                  rules={[{ required: true, message: '请填写定金抵扣金额' }]}
                  extra="付尾款时定金可抵的金额（定金膨胀）"
                />
              </Space>
              <ProFormDateTimeRangePicker
                name="balanceWindow"
                label="尾款时间"
                rules={[{ required: true, message: '请选择尾款时间' }]}
              />
              <ProFormRadio.Group
                name="unpaidRule"
                label="未付尾款"
                options={[
                  { label: '定金不退，订单关闭', value: 'keep' },
                  { label: '定金原路退回', value: 'refund' },
                ]}
              />
            </>
          )
        }
      </ProFormDependency>

      <ProFormDateTimePicker name="shipFrom" label="发货时间" rules={[{ required: true, message: '请选择发货时间' }]} />
      <Space size="large">
        <ProFormDigit name="stock" label="预售库存" width="xs" min={0} fieldProps={whole} />
        <ProFormDigit name="limitPerCustomer" label="每人限购" width="xs" min={1} max={99} fieldProps={whole} />
      </Space>
      <ProFormSwitch name="onSale" label="上架" />
    </ModalForm>
  )
}

/** A pre-sale's orders: deposit, balance, how an unpaid balance ended. */
function OrdersDialog({ presale, onClose }: { presale: MerchantPresale; onClose: () => void }) {
  const columns: ProColumns<PresaleOrder>[] = [
    { title: '订单号', dataIndex: 'orderNo' },
    { title: '会员', dataIndex: 'nickName', render: (_, o) => `${o.nickName || '—'}（ID ${o.customerId}）` },
    { title: '件数', dataIndex: 'quantity' },
    {
      title: presale.mode === 'deposit' ? '定金' : '实付',
      dataIndex: 'paidNow',
      render: (_, o) => `¥${formatFen(o.paidNow)}`,
    },
    ...(presale.mode === 'deposit'
      ? ([
          { title: '尾款', dataIndex: 'balance', render: (_, o) => `¥${formatFen(o.balance)}` },
          {
            title: '尾款状态',
            key: 'balancePaid',
            render: (_, o) =>
              o.balancePaid ? (
                <Tag color="green">已付尾款</Tag>
              ) : o.settled === 'keep' ? (
                <Tag>未付·定金不退</Tag>
              ) : o.settled === 'refund' ? (
                <Tag>未付·定金已退</Tag>
              ) : (
                <Tag color="orange">待付尾款</Tag>
              ),
          },
        ] satisfies ProColumns<PresaleOrder>[])
      : []),
    { title: '订单状态', dataIndex: 'statusLabel' },
    { title: '下单时间', dataIndex: 'createdAt', valueType: 'dateTime' },
  ]
  return (
    <Modal title={`预售订单：${presale.name}`} open width={960} footer={null} onCancel={onClose}>
      <ProTable<PresaleOrder>
        rowKey="orderId"
        columns={columns}
        search={false}
        options={false}
        pagination={{ defaultPageSize: 10 }}
        locale={{ emptyText: '暂无预售订单' }}
        request={async ({ current = 1, pageSize = 10 }) => {
          const page = await call(presaleOrders, {
            params: { presaleId: presale.id },
            query: { page: current - 1, size: pageSize },
          })
          return { data: page.content, total: page.totalElements, success: true }
        }}
      />
    </Modal>
  )
}

const amountsOf = (p: MerchantPresale) =>
  p.mode === 'deposit' ? (
    <Space direction="vertical" size={0}>
      <span>预售价 ¥{formatFen(p.price)}</span>
      <span>
        定金 ¥{formatFen(p.deposit!)} 抵 ¥{formatFen(p.depositValue!)}
      </span>
      <span>尾款 ¥{formatFen(p.price - p.depositValue!)}</span>
    </Space>
  ) : (
    <span>全款 ¥{formatFen(p.price)}</span>
  )

/** 预售: the pre-sales (create, edit, take off sale) and each one's orders. */
export default function PresalesPage() {
  const table = useRef<ActionType>(null)
  const canEdit = useCan('programmes.edit')
  const [editing, setEditing] = useState<MerchantPresale | null | 'new'>(null)
  const [viewing, setViewing] = useState<MerchantPresale | null>(null)

  const columns: ProColumns<MerchantPresale>[] = [
    {
      title: '活动',
      dataIndex: 'name',
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <span>{p.name}</span>
          {p.mode === 'deposit' ? <Tag color="purple">定金预售</Tag> : <Tag color="blue">全款预售</Tag>}
        </Space>
      ),
    },
    {
      title: '商品',
      dataIndex: 'skuName',
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <span>{p.skuName}</span>
          <Typography.Text type="secondary">SKU {p.skuId}</Typography.Text>
        </Space>
      ),
    },
    { title: '金额', key: 'amounts', render: (_, p) => amountsOf(p) },
    {
      title: '时间',
      key: 'times',
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <span>
            {p.mode === 'deposit' ? '定金' : '预售'}：{formatChinaDate(p.startsAt, true)} 至{' '}
            {formatChinaDate(p.endsAt, true)}
          </span>
          {p.balanceStartsAt && p.balanceEndsAt && (
            <span>
              尾款：{formatChinaDate(p.balanceStartsAt, true)} 至 {formatChinaDate(p.balanceEndsAt, true)}
            </span>
          )}
          <span>发货：{formatChinaDate(p.shipFrom, true)} 起</span>
        </Space>
      ),
    },
    { title: '库存', key: 'stock', render: (_, p) => `已售 ${p.sold} / ${p.stock}` },
    { title: '限购', dataIndex: 'limitPerCustomer', render: (_, p) => `${p.limitPerCustomer}件` },
    {
      title: '状态',
      dataIndex: 'phaseLabel',
      render: (_, p) => <Tag color={p.onSale ? 'green' : undefined}>{p.phaseLabel}</Tag>,
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, p) => [
        <Typography.Link key="orders" onClick={() => setViewing(p)}>
          订单
        </Typography.Link>,
        ...(canEdit
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(p)}>
                编辑
              </Typography.Link>,
            ]
          : []),
      ],
    },
  ]

  return (
    <PageContainer title="预售" content="定金预售（定金膨胀、尾款时间、未付尾款的处理）与全款预售（按日期发货）。">
      <ListTable
        headerTitle="预售活动"
        rowKey="id"
        actionRef={table}
        columns={columns}
        scroll={{ x: 'max-content' }}
        route={presalesList}
        emptyText="暂无预售活动"
        newLabel="新建预售"
        onNew={canEdit ? () => setEditing('new') : undefined}
      />
      {editing !== null && (
        <PresaleForm
          presale={editing === 'new' ? null : editing}
          onClose={(done) => {
            setEditing(null)
            if (done) void table.current?.reload()
          }}
        />
      )}
      {viewing && <OrdersDialog presale={viewing} onClose={() => setViewing(null)} />}
    </PageContainer>
  )
}
