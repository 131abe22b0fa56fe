import { Form, Space, Typography } from 'antd'
import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  type ProColumns,
} from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type { MerchantPointsGoods, pointsGoodsInput } from '@shop/contracts'
import type { z } from 'zod'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { EditableTablePage } from './editable-table'
import { createPointsGoods, pointsGoodsList, updatePointsGoods } from './api'
import { WindowStatusTag } from './window-status'

type Input = z.input<typeof pointsGoodsInput>
type Values = Omit<Input, 'startsAt' | 'endsAt' | 'cash'> & { window: [dayjs.Dayjs, dayjs.Dayjs]; cashYuan: number }

const whole = { precision: 0 }

const toValues = (g: MerchantPointsGoods): Values => ({
  title: g.title,
  skuId: g.skuId,
  points: g.points,
  cashYuan: g.cash / 100,
  stock: g.stock,
  limitPerCustomer: g.limitPerCustomer,
  active: g.active,
  window: [dayjs(g.startsAt), dayjs(g.endsAt)],
})

/** The form: the SKU, its points (and cash besides), the allotment, the limit and the window. */
function PointsGoodsForm({ goods, onClose }: { goods: MerchantPointsGoods | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={goods ? `编辑积分商品：${goods.title}` : '新建积分商品'}
      open
      form={form}
      width={640}
      initialValues={goods ? toValues(goods) : { active: true, cashYuan: 0, limitPerCustomer: 1, stock: 100 }}
      dateFormatter={false}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ window, cashYuan, ...values }) => {
        const body = {
          ...values,
          cash: Math.round((cashYuan ?? 0) * 100),
          startsAt: dayjs(window[0]).toISOString(),
          endsAt: dayjs(window[1]).toISOString(),
        }
        const ok = await write(
          () =>
            goods ? call(updatePointsGoods, { params: { id: goods.id }, body }) : call(createPointsGoods, { body }),
          { success: goods ? '积分商品已保存' : '积分商品已创建', form },
        )
        if (ok) onClose(true)
        return ok
      }}
    >
      <ProFormText name="title" label="商品名称" rules={[{ required: true, message: '请填写商品名称' }]} />
      <ProFormDigit name="skuId" label="SKU 编号" min={1} fieldProps={whole} rules={[{ required: true }]} />
      <Space wrap>
        <ProFormDigit name="points" label="兑换积分" min={1} fieldProps={whole} rules={[{ required: true }]} />
        <ProFormDigit
          name="cashYuan"
          label="加价（元）"
          min={0}
          fieldProps={{ precision: 2 }}
          extra="0 为纯积分兑换；须低于商品售价"
        />
        <ProFormDigit name="stock" label="兑换库存" min={0} fieldProps={whole} rules={[{ required: true }]} />
        <ProFormDigit name="limitPerCustomer" label="每人限兑" min={1} fieldProps={whole} />
      </Space>
      <ProFormDateTimeRangePicker
        name="window"
        label="兑换时间"
        rules={[{ required: true, message: '请选择兑换时间' }]}
      />
      <ProFormSwitch name="active" label="上架" />
    </ModalForm>
  )
}

/** 积分商品: goods for points (or points plus cash), their allotment, window and participation figures. */
export default function PointsGoodsPage() {
  const columns: ProColumns<MerchantPointsGoods>[] = [
    {
      title: '商品',
      dataIndex: 'title',
      render: (_, g) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{g.title}</Typography.Text>
          <Typography.Text type="secondary">
            {g.goodsName}（SKU {g.skuId}）
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '兑换价',
      dataIndex: 'points',
      render: (_, g) => `${g.points}积分${g.cash > 0 ? ` + ¥${formatFen(g.cash)}` : ''}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, g) => <WindowStatusTag status={g.status} active={g.active} off="已下架" />,
    },
    {
      title: '兑换时间',
      dataIndex: 'startsAt',
      render: (_, g) => `${formatChinaDate(g.startsAt, true)} ~ ${formatChinaDate(g.endsAt, true)}`,
    },
    { title: '已兑/库存', dataIndex: 'sold', render: (_, g) => `${g.sold}/${g.stock}，每人限${g.limitPerCustomer}` },
    {
      title: '参与',
      dataIndex: 'figures',
      render: (_, g) => `${g.figures.customers}人 / ${g.figures.orders}单，消耗${g.figures.points}积分`,
    },
  ]
  return (
    <EditableTablePage
      title="积分商品"
      route={pointsGoodsList}
      emptyText="暂无积分商品"
      columns={columns}
      form={(row, close) => <PointsGoodsForm goods={row} onClose={close} />}
    />
  )
}
