import { useRef, useState } from 'react'
import { Form, Space, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormList,
  ProFormSwitch,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantOnePrice } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { ListTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createOnePrice, onePricesList, updateOnePrice } from './api'

interface GoodsValues {
  skuId: number
  /** Yuan in the form, fen on the wire. */
  price: number
  stock: number
}

interface Values {
  name: string
  title: string
  window: [string, string]
  limitPerCustomer: number
  limitPerOrder?: number | null
  onSale: boolean
  goods: GoodsValues[]
}

const toBody = (v: Values) => ({
  name: v.name,
  title: v.title,
  startsAt: v.window[0],
  endsAt: v.window[1],
  limitPerCustomer: v.limitPerCustomer,
  limitPerOrder: v.limitPerOrder ?? null,
  onSale: v.onSale,
  goods: v.goods.map((g) => ({ skuId: g.skuId, price: Math.round(g.price * 100), stock: g.stock })),
})

const valuesOf = (a: MerchantOnePrice): Values => ({
  name: a.name,
  title: a.title,
  window: [a.startsAt, a.endsAt],
  limitPerCustomer: a.limitPerCustomer,
  limitPerOrder: a.limitPerOrder,
  onSale: a.onSale,
  goods: a.goods.map((g) => ({ skuId: g.skuId, price: g.price / 100, stock: g.stock })),
})

const money = { precision: 2, step: 1 }
const whole = { precision: 0 }

/** 新建 / 编辑一口价: the name and banner title, the window, the limits, and each goods' one price and stock. */
function OnePriceForm({ activity, onClose }: { activity: MerchantOnePrice | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      name={activity ? 'editOnePrice' : 'createOnePrice'}
      title={activity ? `编辑一口价：${activity.name}` : '新建一口价'}
      open
      form={form}
      width={720}
      dateFormatter={(value) => value.format()}
      initialValues={
        activity ? valuesOf(activity) : { limitPerCustomer: 3, limitPerOrder: null, onSale: true, goods: [] }
      }
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const body = toBody(values)
        const done = await write(
          () =>
            activity
              ? call(updateOnePrice, { params: { activityId: activity.id }, body })
              : call(createOnePrice, { body }),
          { success: activity ? '一口价活动已保存（已下单的订单价格不变）' : '一口价活动已创建', form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormText
        name="title"
        label="活动标题"
        width="lg"
        rules={[{ required: true, message: '请填写活动标题' }]}
        extra="显示在一口价页面顶部的横幅上"
      />
      <ProFormDateTimeRangePicker
        name="window"
        label="活动时间"
        extra="北京时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <Space size="large">
        <ProFormDigit
          name="limitPerCustomer"
          label="每人限购（件）"
          width="xs"
          min={1}
          max={99}
          fieldProps={whole}
          extra="整个活动合计，未付款与已付款订单都计入"
        />
        <ProFormDigit
          name="limitPerOrder"
          label="每单限购（件）"
          width="xs"
          min={1}
          max={99}
          fieldProps={whole}
          extra="不填则不限"
        />
      </Space>
      <ProFormList
        name="goods"
        label="活动商品"
        min={1}
        max={50}
        copyIconProps={false}
        creatorButtonProps={{ creatorButtonText: '添加商品' }}
        creatorRecord={{ stock: 100 }}
        itemRender={({ listDom, action }, { index }) => (
          <ProCard size="small" bordered title={`商品 ${index + 1}`} extra={action} style={{ marginBottom: 8 }}>
            {listDom}
          </ProCard>
        )}
      >
        <Space wrap align="start">
          <ProFormDigit
            name="skuId"
            label="SKU ID"
            width="sm"
            min={1}
            fieldProps={whole}
            rules={[{ required: true, message: '请填写SKU ID' }]}
          />
          <ProFormDigit
            name="price"
            label="一口价（元）"
            width="sm"
            min={0.01}
            fieldProps={money}
            rules={[{ required: true, message: '请填写一口价' }]}
            extra="须低于商品原价"
          />
          <ProFormDigit
            name="stock"
            label="活动库存"
            width="xs"
            min={0}
            fieldProps={whole}
            extra="从SKU库存中划出，下单时同时扣减"
          />
        </Space>
      </ProFormList>
      <ProFormSwitch name="onSale" label="上架" />
    </ModalForm>
  )
}

/** 一口价: the activities (create, edit, take off sale), their goods and their participation. */
export default function OnePricesPage() {
  const table = useRef<ActionType>(null)
  const canEdit = useCan('programmes.edit')
  const [editing, setEditing] = useState<MerchantOnePrice | null | 'new'>(null)

  const columns: ProColumns<MerchantOnePrice>[] = [
    {
      title: '活动',
      dataIndex: 'name',
      render: (_, a) => (
        <Space direction="vertical" size={0}>
          <span>{a.name}</span>
          <Typography.Text type="secondary">{a.title}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '商品',
      key: 'goods',
      render: (_, a) => (
        <Space direction="vertical" size={0}>
          {a.goods.map((g) => (
            <span key={g.skuId}>
              {g.goodsName}（SKU {g.skuId}）¥{formatFen(g.price)}
              <Typography.Text type="secondary" delete style={{ marginLeft: 6 }}>
                ¥{formatFen(g.skuPrice)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
                已售 {g.sold} / {g.stock}
              </Typography.Text>
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: '时间',
      key: 'window',
      render: (_, a) => `${formatChinaDate(a.startsAt, true)} 至 ${formatChinaDate(a.endsAt, true)}`,
    },
    {
      title: '限购',
      key: 'limits',
      render: (_, a) => `每人${a.limitPerCustomer}件${a.limitPerOrder !== null ? ` · 每单${a.limitPerOrder}件` : ''}`,
    },
    {
      title: '参与',
      key: 'figures',
      render: (_, a) => `${a.orders}单 · ${a.units}件 · ${a.buyers}人`,
    },
    {
      title: '状态',
      dataIndex: 'statusLabel',
      render: (_, a) => <Tag color={a.onSale && a.statusLabel === '进行中' ? 'green' : undefined}>{a.statusLabel}</Tag>,
    },
    ...(canEdit
      ? ([
          {
            title: '操作',
            valueType: 'option',
            render: (_, a) => [
              <Typography.Link key="edit" onClick={() => setEditing(a)}>
                编辑
              </Typography.Link>,
            ],
          },
        ] satisfies ProColumns<MerchantOnePrice>[])
      : []),
  ]

  return (
    <PageContainer
      title="一口价"
      content="一组商品各以一口价出售：活动库存、每人限购（及每单限购），关单或发货前退款时退回。"
    >
      <ListTable
        headerTitle="一口价活动"
        rowKey="id"
        actionRef={table}
        columns={columns}
        scroll={{ x: 'max-content' }}
        route={onePricesList}
        emptyText="暂无一口价活动"
        newLabel="新建一口价"
        onNew={canEdit ? () => setEditing('new') : undefined}
      />
      {editing !== null && (
        <OnePriceForm
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
