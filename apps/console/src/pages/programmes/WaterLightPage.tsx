import { Form, Space, Typography } from 'antd'
import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import type { MerchantWaterLight, waterLightInput } from '@shop/contracts'
import type { z } from 'zod'
import { formatChinaDate } from '@shop/domain'
import { Chart, type ChartOption } from '../../lib/chart'
import { call } from '../../lib/http'
import { ImageUpload } from '../../lib/image-upload'
import { write } from '../../lib/write'
import { EditableTablePage } from './editable-table'
import { couponOptions, createWaterLight, updateWaterLight, waterLightList } from './api'
import { WindowStatusTag } from './window-status'

type Input = z.input<typeof waterLightInput>
type Values = Omit<Input, 'startsAt' | 'endsAt' | 'couponTemplateId' | 'banner'> & {
  window: [dayjs.Dayjs, dayjs.Dayjs]
  couponTemplateId?: number
  banner: string[]
}

const whole = { precision: 0 }

const toValues = (a: MerchantWaterLight): Values => ({
  name: a.name,
  banner: a.banner ? [a.banner] : [],
  rule: a.rule,
  daysRequired: a.daysRequired,
  points: a.points,
  couponTemplateId: a.couponTemplateId ?? undefined,
  active: a.active,
  window: [dayjs(a.startsAt), dayjs(a.endsAt)],
})

/** The form: the name, banner and rule text, the window, the days required and the reward. */
function WaterLightForm({
  activity,
  onClose,
}: {
  activity: MerchantWaterLight | null
  onClose: (done: boolean) => void
}) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={activity ? `编辑水光打卡：${activity.name}` : '新建水光打卡'}
      open
      form={form}
      width={640}
      initialValues={activity ? toValues(activity) : { active: true, points: 100, daysRequired: 7, banner: [] }}
      dateFormatter={false}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ window, couponTemplateId, banner, ...values }) => {
        const body = {
          ...values,
          banner: banner[0] ?? '',
          couponTemplateId: couponTemplateId ?? null,
          startsAt: dayjs(window[0]).toISOString(),
          endsAt: dayjs(window[1]).toISOString(),
        }
        const ok = await write(
          () =>
            activity ? call(updateWaterLight, { params: { id: activity.id }, body }) : call(createWaterLight, { body }),
          { success: activity ? '水光打卡已保存' : '水光打卡已创建', form },
        )
        if (ok) onClose(true)
        return ok
      }}
    >
      <ProFormText name="name" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }]} />
      <Form.Item name="banner" label="活动头图">
        <ImageUpload max={1} />
      </Form.Item>
      <ProFormTextArea name="rule" label="活动规则" fieldProps={{ maxLength: 500 }} />
      <ProFormDateTimeRangePicker
        name="window"
        label="活动时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProFormDigit
        name="daysRequired"
        label="累计打卡天数"
        min={1}
        fieldProps={whole}
        rules={[{ required: true }]}
        extra="活动期间每天可打卡一次，累计达到天数（不必连续）即发放奖励，每人一次"
      />
      <Space wrap>
        <ProFormDigit name="points" label="奖励积分" min={0} fieldProps={whole} />
        <ProFormSelect
          name="couponTemplateId"
          label="奖励优惠券"
          request={couponOptions}
          width="md"
          allowClear
          extra="积分与优惠券至少选一项"
        />
      </Space>
      <ProFormSwitch name="active" label="上架" />
    </ModalForm>
  )
}

/** Check-ins per China day over the last 7 days, as a small bar chart. */
function DailyChart({ daily }: { daily: MerchantWaterLight['daily'] }) {
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 4, right: 4, top: 8, bottom: 20 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: daily.map((d) => d.date.slice(5)), axisLabel: { fontSize: 10 } },
      yAxis: { type: 'value', show: false, minInterval: 1 },
      series: [{ type: 'bar', name: '打卡人数', data: daily.map((d) => d.checkIns), itemStyle: { color: '#36a3d9' } }],
    }),
    [daily],
  )
  return (
    <div style={{ width: 220 }} aria-label={daily.map((d) => `${d.date} ${d.checkIns}`).join('，')}>
      <Chart option={option} height={90} />
    </div>
  )
}

/** 水光打卡: hydration check-in activities, their window, the days required, the reward and participation. */
export default function WaterLightPage() {
  const columns: ProColumns<MerchantWaterLight>[] = [
    {
      title: '活动',
      dataIndex: 'name',
      render: (_, a) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{a.name}</Typography.Text>
          <Typography.Text type="secondary">
            {a.windowDays}天内累计打卡{a.daysRequired}天
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '奖励',
      dataIndex: 'points',
      render: (_, a) => [a.points > 0 && `${a.points}积分`, a.couponTitle].filter(Boolean).join(' + '),
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, a) => <WindowStatusTag status={a.status} active={a.active} off="已下架" />,
    },
    {
      title: '活动时间',
      dataIndex: 'startsAt',
      render: (_, a) => `${formatChinaDate(a.startsAt, true)} ~ ${formatChinaDate(a.endsAt, true)}`,
    },
    {
      title: '参与',
      dataIndex: 'figures',
      render: (_, a) => (
        <Space direction="vertical" size={0}>
          <span>
            {a.figures.participants}人参与，打卡{a.figures.checkIns}次
          </span>
          <span>
            完成{a.figures.completions}人，今日打卡{a.figures.today}人
          </span>
        </Space>
      ),
    },
    { title: '近7日打卡', dataIndex: 'daily', render: (_, a) => <DailyChart daily={a.daily} /> },
  ]
  return (
    <EditableTablePage
      title="水光打卡"
      route={waterLightList}
      emptyText="暂无水光打卡活动"
      columns={columns}
      form={(row, close) => <WaterLightForm activity={row} onClose={close} />}
    />
  )
}
