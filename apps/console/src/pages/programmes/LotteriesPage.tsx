import { useRef, useState } from 'react'
import { Button, Drawer, Form, Space, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormList,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type { MerchantLottery, lotteryInput } from '@shop/contracts'
import type { z } from 'zod'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { couponOptions, createLottery, lotteryDraws, lotteryList, updateLottery } from './api'
import { WindowStatusTag } from './window-status'

type LotteryInput = z.input<typeof lotteryInput>
type Values = Omit<LotteryInput, 'startsAt' | 'endsAt'> & { window: [dayjs.Dayjs, dayjs.Dayjs] }

const KINDS = [
  { label: '积分', value: 'points' },
  { label: '优惠券', value: 'coupon' },
  { label: '实物（填地址领取）', value: 'goods' },
  { label: '谢谢参与', value: 'none' },
]

const whole = { precision: 0 }

const toValues = (l: MerchantLottery): Values => ({
  code: l.code,
  name: l.name,
  description: l.description,
  active: l.active,
  window: [dayjs(l.startsAt), dayjs(l.endsAt)],
  dailyFree: l.dailyFree,
  pointsPerDraw: l.pointsPerDraw,
  orderChances: l.orderChances,
  dailyCap: l.dailyCap,
  prizes: l.prizes
    .filter((p) => p.weight > 0)
    .map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      points: p.points,
      couponTemplateId: p.couponTemplateId,
      skuId: p.skuId,
      image: p.image,
      weight: p.weight,
      stock: p.stock,
      dailyQuota: p.dailyQuota,
    })),
})

const NEW_LOTTERY: Partial<Values> = {
  active: true,
  dailyFree: 1,
  pointsPerDraw: 100,
  orderChances: 1,
  dailyCap: 5,
  prizes: [
    { name: '50积分', kind: 'points', points: 50, weight: 50, stock: 1000 },
    { name: '谢谢参与', kind: 'none', weight: 50, stock: null },
  ],
}

/** The lottery form: the window, the chances (free a day, points a draw, per paid order), the cap and the prizes. */
function LotteryForm({ lottery, onClose }: { lottery: MerchantLottery | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={lottery ? `编辑抽奖：${lottery.name}` : '新建抽奖'}
      open
      form={form}
      width={860}
      initialValues={lottery ? toValues(lottery) : NEW_LOTTERY}
      // The window stays dayjs values (the instants the operator picked), sent as ISO text with their offset.
      dateFormatter={false}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ window, ...values }) => {
        const body = {
          ...values,
          startsAt: dayjs(window[0]).toISOString(),
          endsAt: dayjs(window[1]).toISOString(),
          prizes: (values.prizes ?? []).map((p) => ({ ...p, stock: p.kind === 'none' ? null : (p.stock ?? 0) })),
        }
        const ok = await write(
          () => (lottery ? call(updateLottery, { params: { id: lottery.id }, body }) : call(createLottery, { body })),
          { success: lottery ? '抽奖已保存' : '抽奖已创建', form },
        )
        if (ok) onClose(true)
        return ok
      }}
    >
      <ProFormText name="name" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormText
        name="code"
        label="活动编码"
        rules={[{ required: true, message: '请填写活动编码' }]}
        extra="2-32位字母、数字，如 WHEEL2026"
      />
      <ProFormTextArea name="description" label="活动说明" fieldProps={{ maxLength: 500 }} />
      <ProFormDateTimeRangePicker
        name="window"
        label="活动时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProFormSwitch name="active" label="启用" />
      <Space wrap>
        <ProFormDigit name="dailyFree" label="每日免费次数" min={0} fieldProps={whole} />
        <ProFormDigit name="pointsPerDraw" label="每次消耗积分" min={0} fieldProps={whole} extra="0 表示不能用积分抽" />
        <ProFormDigit name="orderChances" label="每笔支付订单赠送次数" min={0} fieldProps={whole} />
        <ProFormDigit name="dailyCap" label="每人每日上限" min={1} fieldProps={whole} />
      </Space>
      <ProFormList
        name="prizes"
        label="奖品（按转盘顺序）"
        min={1}
        max={12}
        copyIconProps={false}
        creatorButtonProps={{ creatorButtonText: '添加奖品' }}
        creatorRecord={{ name: '', kind: 'points', points: 10, weight: 10, stock: 100 }}
        itemRender={({ listDom, action }, { index }) => (
          <ProCard size="small" bordered title={`奖品 ${index + 1}`} extra={action} style={{ marginBottom: 8 }}>
            {listDom}
          </ProCard>
        )}
      >
        <Space wrap align="start">
          <ProFormText name="name" label="名称" rules={[{ required: true, message: '请填写奖品名称' }]} />
          <ProFormSelect name="kind" label="类型" options={KINDS} rules={[{ required: true }]} />
          <ProFormDigit name="weight" label="权重" min={0} fieldProps={whole} extra="中奖概率 = 权重 / 权重合计" />
          <ProFormDependency name={['kind']}>
            {({ kind }) => (
              <Space wrap align="start">
                {kind === 'points' && <ProFormDigit name="points" label="积分" min={1} fieldProps={whole} />}
                {kind === 'coupon' && (
                  <ProFormSelect name="couponTemplateId" label="优惠券" request={couponOptions} width="md" />
                )}
                {kind === 'goods' && <ProFormDigit name="skuId" label="SKU 编号" min={1} fieldProps={whole} />}
                {kind !== 'none' && (
                  <>
                    <ProFormDigit name="stock" label="总库存" min={0} fieldProps={whole} />
                    <ProFormDigit
                      name="dailyQuota"
                      label="每日奖池"
                      min={1}
                      fieldProps={whole}
                      extra="每天最多发出的数量，不填不限"
                    />
                  </>
                )}
              </Space>
            )}
          </ProFormDependency>
        </Space>
      </ProFormList>
    </ModalForm>
  )
}

/** Every draw of a lottery, for audit: who, paid with what, the roll over the total weight, the prize. */
function DrawsDrawer({ lottery, onClose }: { lottery: MerchantLottery; onClose: () => void }) {
  return (
    <Drawer open width={960} title={`抽奖记录：${lottery.name}`} onClose={onClose} destroyOnHidden>
      <PagedTable
        route={lotteryDraws}
        rowKey="id"
        query={{ id: lottery.id }}
        emptyText="暂无抽奖记录"
        search={false}
        columns={[
          { title: '时间', dataIndex: 'createTime', render: (_, r) => formatChinaDate(r.createTime, true) },
          { title: '会员ID', dataIndex: 'customerId' },
          {
            title: '支付',
            dataIndex: 'paidWith',
            render: (_, r) => (r.paidWith === 'points' ? `${r.pointsCost}积分` : '抽奖机会'),
          },
          { title: '随机数', dataIndex: 'roll', render: (_, r) => `${r.roll} / ${r.totalWeight}` },
          { title: '结果', dataIndex: 'prizeName' },
          { title: '状态', dataIndex: 'statusLabel' },
        ]}
      />
    </Drawer>
  )
}

/** 幸运抽奖: the lotteries with their status, window, prizes (stock left, odds) and participation figures. */
export default function LotteriesPage() {
  const canEdit = useCan('programmes.edit')
  const table = useRef<ActionType>()
  const [editing, setEditing] = useState<MerchantLottery | null | 'new'>(null)
  const [auditing, setAuditing] = useState<MerchantLottery | null>(null)
  const columns: ProColumns<MerchantLottery>[] = [
    {
      title: '活动',
      dataIndex: 'name',
      render: (_, l) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{l.name}</Typography.Text>
          <Typography.Text type="secondary">{l.code}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, l) => <WindowStatusTag status={l.status} active={l.active} off="已停用" />,
    },
    {
      title: '活动时间',
      dataIndex: 'startsAt',
      render: (_, l) => `${formatChinaDate(l.startsAt, true)} ~ ${formatChinaDate(l.endsAt, true)}`,
    },
    {
      title: '奖品（剩余/总量，概率）',
      dataIndex: 'prizes',
      render: (_, l) => (
        <Space direction="vertical" size={0}>
          {l.prizes
            .filter((p) => p.weight > 0)
            .map((p) => (
              <Typography.Text key={p.id}>
                {p.name}：{p.stock === null ? '不限' : `${p.remaining}/${p.stock}`}，{p.odds}%
              </Typography.Text>
            ))}
        </Space>
      ),
    },
    {
      title: '参与',
      dataIndex: 'figures',
      render: (_, l) => `${l.figures.customers}人 / ${l.figures.draws}次，中奖${l.figures.won}`,
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, l) => [
        <a key="draws" onClick={() => setAuditing(l)}>
          抽奖记录
        </a>,
        canEdit && (
          <a key="edit" onClick={() => setEditing(l)}>
            编辑
          </a>
        ),
      ],
    },
  ]
  return (
    <PageContainer title="幸运抽奖">
      <PagedTable
        actionRef={table}
        route={lotteryList}
        rowKey="id"
        emptyText="暂无抽奖活动"
        search={false}
        columns={columns}
        toolBarRender={() =>
          canEdit
            ? [
                <Button key="new" type="primary" onClick={() => setEditing('new')}>
                  新建抽奖
                </Button>,
              ]
            : []
        }
      />
      {editing !== null && (
        <LotteryForm
          lottery={editing === 'new' ? null : editing}
          onClose={(done) => {
            setEditing(null)
            if (done) void table.current?.reload()
          }}
        />
      )}
      {auditing && <DrawsDrawer lottery={auditing} onClose={() => setAuditing(null)} />}
    </PageContainer>
  )
}
