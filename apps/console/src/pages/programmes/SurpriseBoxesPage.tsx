import { Form, Space, Typography } from 'antd'
import {
  ModalForm,
  ProCard,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormList,
  ProFormSwitch,
  ProFormText,
  type ProColumns,
} from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type { MerchantSurpriseBox, surpriseBoxInput } from '@shop/contracts'
import type { z } from 'zod'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { EditableTablePage } from './editable-table'
import { createSurpriseBox, surpriseBoxList, updateSurpriseBox } from './api'
import { WindowStatusTag } from './window-status'

type Input = z.input<typeof surpriseBoxInput>
type Values = Omit<Input, 'startsAt' | 'endsAt' | 'price'> & { window: [dayjs.Dayjs, dayjs.Dayjs]; priceYuan: number }

const whole = { precision: 0 }
const percent = (odds: number) => `${(odds * 100).toFixed(2)}%`

const toValues = (box: MerchantSurpriseBox): Values => ({
  name: box.name,
  image: box.image,
  priceYuan: box.price / 100,
  stock: box.stock,
  limitPerCustomer: box.limitPerCustomer,
  fallbackSkuId: box.fallbackSkuId,
  active: box.active,
  window: [dayjs(box.startsAt), dayjs(box.endsAt)],
  pool: box.pool.map((p) => ({ skuId: p.skuId, weight: p.weight, allotment: p.allotment })),
})

/** The form: name, price, the box's stock and limit, the window, the fallback goods and the pool (weight, allotment). */
function SurpriseBoxForm({ box, onClose }: { box: MerchantSurpriseBox | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={box ? `编辑惊喜盲盒：${box.name}` : '新建惊喜盲盒'}
      open
      form={form}
      width={720}
      initialValues={
        box ? toValues(box) : { active: true, limitPerCustomer: 1, stock: 100, pool: [{ weight: 10, allotment: 10 }] }
      }
      dateFormatter={false}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ window, priceYuan, ...values }) => {
        const body = {
          ...values,
          price: Math.round((priceYuan ?? 0) * 100),
          startsAt: dayjs(window[0]).toISOString(),
          endsAt: dayjs(window[1]).toISOString(),
        }
        const ok = await write(
          () => (box ? call(updateSurpriseBox, { params: { id: box.id }, body }) : call(createSurpriseBox, { body })),
          { success: box ? '惊喜盲盒已保存' : '惊喜盲盒已创建', form },
        )
        if (ok) onClose(true)
        return ok
      }}
    >
      <ProFormText name="name" label="盲盒名称" rules={[{ required: true, message: '请填写盲盒名称' }]} />
      <ProFormText name="image" label="封面图片" placeholder="/uploads/… 或 https 链接，不填用保底商品图" />
      <Space wrap>
        <ProFormDigit
          name="priceYuan"
          label="售价（元）"
          min={0.01}
          fieldProps={{ precision: 2 }}
          rules={[{ required: true }]}
        />
        <ProFormDigit name="stock" label="盲盒库存" min={0} fieldProps={whole} rules={[{ required: true }]} />
        <ProFormDigit name="limitPerCustomer" label="每人限购" min={1} fieldProps={whole} />
        <ProFormDigit
          name="fallbackSkuId"
          label="保底商品 SKU"
          min={1}
          fieldProps={whole}
          rules={[{ required: true, message: '请填写保底商品' }]}
          extra="抽中的商品已开完时开出保底商品"
        />
      </Space>
      <ProFormDateTimeRangePicker
        name="window"
        label="销售时间"
        rules={[{ required: true, message: '请选择销售时间' }]}
      />
      <ProFormSwitch name="active" label="上架" />
      <ProFormList
        name="pool"
        label="商品池"
        min={1}
        max={20}
        copyIconProps={false}
        creatorButtonProps={{ creatorButtonText: '添加商品' }}
        creatorRecord={{ weight: 10, allotment: 10 }}
        itemRender={({ listDom, action }, { index }) => (
          <ProCard size="small" bordered title={`商品 ${index + 1}`} extra={action} style={{ marginBottom: 8 }}>
            {listDom}
          </ProCard>
        )}
      >
        <Space wrap align="start">
          <ProFormDigit name="skuId" label="SKU 编号" min={1} fieldProps={whole} rules={[{ required: true }]} />
          <ProFormDigit name="weight" label="权重" min={0} fieldProps={whole} extra="开出概率 = 权重 / 权重合计" />
          <ProFormDigit name="allotment" label="可开出数量" min={0} fieldProps={whole} />
        </Space>
      </ProFormList>
    </ModalForm>
  )
}

/** 惊喜盲盒: the boxes with their price, stock, pool (odds, revealed/allotment) and participation figures. */
export default function SurpriseBoxesPage() {
  const columns: ProColumns<MerchantSurpriseBox>[] = [
    {
      title: '盲盒',
      dataIndex: 'name',
      render: (_, box) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{box.name}</Typography.Text>
          <Typography.Text type="secondary">
            ¥{formatFen(box.price)}，保底：{box.fallbackName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, box) => <WindowStatusTag status={box.status} active={box.active} off="已下架" />,
    },
    {
      title: '销售时间',
      dataIndex: 'startsAt',
      render: (_, box) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{formatChinaDate(box.startsAt, true)} 起</Typography.Text>
          <Typography.Text>{formatChinaDate(box.endsAt, true)} 止</Typography.Text>
        </Space>
      ),
    },
    {
      title: '商品池（已开出/数量，概率）',
      dataIndex: 'pool',
      render: (_, box) => (
        <Space direction="vertical" size={0}>
          {box.pool.map((p) => (
            <Typography.Text key={p.skuId}>
              {p.goodsName}：{p.revealed}/{p.allotment}，{percent(p.odds)}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      title: '已售/库存',
      dataIndex: 'sold',
      render: (_, box) => `${box.sold}/${box.stock}，每人限${box.limitPerCustomer}`,
    },
    {
      title: '参与',
      dataIndex: 'figures',
      render: (_, box) =>
        `${box.figures.customers}人/${box.figures.orders}盒，已开${box.figures.revealed}，保底${box.figures.fallbacks}`,
    },
  ]
  return (
    <EditableTablePage
      title="惊喜盲盒"
      route={surpriseBoxList}
      emptyText="暂无惊喜盲盒"
      columns={columns}
      form={(row, close) => <SurpriseBoxForm box={row} onClose={close} />}
    />
  )
}
