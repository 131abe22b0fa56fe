import { useRef, useState, type ReactElement } from 'react'
import { Form, Progress, Space, Tag, Typography } from 'antd'
import {
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
import type { MerchantFlashSale } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { createButton, EditDialog } from '../../lib/edit-dialog'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createFlashSale, flashSales, updateFlashSale } from './api'

const STATUS = {
  1: { text: '即将开始', status: 'Processing' },
  2: { text: '抢购中', status: 'Success' },
  3: { text: '已结束', status: 'Default' },
} as const

/** How often the list is asked again while a sale on it runs (its sold counts). */
const LIVE_MS = 5_000

interface SaleValues {
  name: string
  window: [string, string]
  limitPerCustomer: number
  payMinutes: number
  allowCoupon: boolean
  allowPoints: boolean
  skus: { skuId: number; activityPrice: number; inventory: number }[]
}

const toBody = (v: SaleValues) => ({
  name: v.name,
  startTime: v.window[0],
  endTime: v.window[1],
  limitPerCustomer: v.limitPerCustomer,
  payMinutes: v.payMinutes,
  allowCoupon: v.allowCoupon,
  allowPoints: v.allowPoints,
  skus: (v.skus ?? []).map((sku) => ({
    skuId: sku.skuId,
    activityPrice: Math.round(sku.activityPrice * 100),
    inventory: sku.inventory,
  })),
})

/** 新建秒杀 / 编辑秒杀: the slot, the rules and each SKU's flash price and allotment. */
function SaleForm({
  sale,
  trigger,
  onClose,
  onDone,
}: {
  sale?: MerchantFlashSale
  trigger?: ReactElement
  onClose?: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<SaleValues>()
  const editing = sale !== undefined
  return (
    <EditDialog<SaleValues>
      editing={editing}
      onClose={onClose}
      name={editing ? 'editFlashSale' : 'createFlashSale'}
      title={editing ? `编辑秒杀「${sale.name}」` : '新建秒杀'}
      width={680}
      form={form}
      trigger={trigger}
      initialValues={
        sale
          ? {
              name: sale.name,
              window: [sale.startTime, sale.endTime],
              limitPerCustomer: sale.limitPerCustomer,
              payMinutes: sale.payMinutes,
              allowCoupon: sale.allowCoupon,
              allowPoints: sale.allowPoints,
              skus: sale.skus.map((sku) => ({
                skuId: sku.skuId,
                activityPrice: sku.activityPrice / 100,
                inventory: sku.inventory,
              })),
            }
          : { limitPerCustomer: 2, payMinutes: 5, allowCoupon: false, allowPoints: false, skus: [{}] }
      }
      onFinish={async (values) => {
        const done = await write(
          () =>
            sale
              ? call(updateFlashSale, { params: { activityId: sale.activityId }, body: toBody(values) })
              : call(createFlashSale, { body: toBody(values) }),
          { success: editing ? '秒杀已保存' : '秒杀已创建', form },
        )
        if (done) onDone()
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormDateTimeRangePicker
        name="window"
        label="场次时间"
        extra="北京时间，开始时刻属于本场，结束时刻不属于"
        rules={[{ required: true, message: '请选择场次时间' }]}
      />
      <Space size="large">
        <ProFormDigit
          name="limitPerCustomer"
          label="每人限购（件）"
          width="xs"
          min={1}
          max={99}
          fieldProps={{ precision: 0 }}
        />
        <ProFormDigit
          name="payMinutes"
          label="支付时限（分钟）"
          width="xs"
          min={1}
          max={30}
          fieldProps={{ precision: 0 }}
        />
        <ProFormSwitch name="allowCoupon" label="可用优惠券" />
        <ProFormSwitch name="allowPoints" label="可用积分" />
      </Space>
      <ProFormList
        name="skus"
        label="秒杀商品"
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
          <ProFormMoney name="activityPrice" label="秒杀价" width="xs" min={0.01} rules={[{ required: true }]} />
          <ProFormDigit
            name="inventory"
            label="秒杀库存"
            width="xs"
            min={1}
            fieldProps={{ precision: 0 }}
            rules={[{ required: true }]}
          />
        </Space>
      </ProFormList>
    </EditDialog>
  )
}

/**
 * 秒杀活动: the slots with each SKU's sold count, asked again every few seconds while a sale runs; create and edit (a
 * goods in an overlapping sale is refused by the server).
 */
export default function FlashSalesPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantFlashSale | null>(null)
  const [live, setLive] = useState(false)
  const canEdit = useCan('coupons.edit')
  const reload = () => table.current?.reload()

  const columns: ProColumns<MerchantFlashSale>[] = [
    {
      title: '活动',
      dataIndex: 'name',
      search: false,
      width: 200,
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{s.name}</Typography.Text>
          <Typography.Text type="secondary">
            每人限购{s.limitPerCustomer}件 · {s.payMinutes}分钟内支付
            {s.allowCoupon ? ' · 可用券' : ''}
            {s.allowPoints ? ' · 可用积分' : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '场次',
      key: 'slot',
      search: false,
      width: 150,
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <span>{formatChinaDate(s.startTime, true)}</span>
          <Typography.Text type="secondary">至 {formatChinaDate(s.endTime, true)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '商品（秒杀价 · 已售/库存）',
      key: 'skus',
      search: false,
      render: (_, s) => (
        <Space direction="vertical" size={2}>
          {s.skus.map((sku) => (
            <Space key={sku.skuId} size={4}>
              <Tag>{sku.skuCode}</Tag>
              <Typography.Text ellipsis={{ tooltip: sku.name }} style={{ maxWidth: 140 }}>
                {sku.name}
              </Typography.Text>
              <span>¥{formatFen(sku.activityPrice)}</span>
              <Typography.Text delete type="secondary">
                ¥{formatFen(sku.price)}
              </Typography.Text>
              <span>
                · {sku.sold}/{sku.inventory}
              </span>
            </Space>
          ))}
        </Space>
      ),
    },
    {
      title: '售出',
      key: 'sold',
      search: false,
      width: 120,
      render: (_, s) => (
        <Progress
          percent={s.inventory === 0 ? 0 : Math.floor((s.sold * 100) / s.inventory)}
          size="small"
          format={() => `${s.sold}/${s.inventory}`}
        />
      ),
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 90 },
    {
      title: '操作',
      valueType: 'option',
      width: 70,
      render: (_, s) =>
        canEdit && s.status !== 3
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(s)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]

  return (
    <PageContainer title="秒杀活动">
      <PagedTable
        route={flashSales}
        rowKey="activityId"
        actionRef={table}
        columns={columns}
        emptyText="暂无秒杀活动"
        // Sold counts live while a sale runs: the list is asked again every few seconds.
        onLoad={(rows) => setLive(rows.some((s) => s.status === 2))}
        polling={live ? LIVE_MS : undefined}
        toolBarRender={() => [
          createButton('coupons.edit', '新建秒杀', (trigger) => <SaleForm trigger={trigger} onDone={reload} />),
        ]}
      />
      {editing && <SaleForm key={editing.activityId} sale={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </PageContainer>
  )
}
