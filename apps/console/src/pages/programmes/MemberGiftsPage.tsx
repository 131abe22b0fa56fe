import { Form, Space, Tag, Typography } from 'antd'
import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type { MerchantMemberGift, memberGiftInput } from '@shop/contracts'
import type { z } from 'zod'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { EditableTablePage } from './editable-table'
import { couponOptions, createMemberGift, memberGiftList, updateMemberGift } from './api'
import { WindowStatusTag } from './window-status'

type Input = z.input<typeof memberGiftInput>
type Values = Omit<Input, 'startsAt' | 'endsAt' | 'couponTemplateId'> & {
  window: [dayjs.Dayjs, dayjs.Dayjs]
  couponTemplateId?: number
}

const whole = { precision: 0 }
const KINDS = [
  { label: '新人礼包', value: 'new_member' },
  { label: '生日礼包', value: 'birthday' },
] as const
const KIND_NAMES = { new_member: '新人礼包', birthday: '生日礼包' } as const

const toValues = (g: MerchantMemberGift): Values => ({
  title: g.title,
  kind: g.kind,
  description: g.description,
  points: g.points,
  couponTemplateId: g.couponTemplateId ?? undefined,
  newMemberDays: g.newMemberDays,
  minAge: g.minAge,
  stock: g.stock,
  active: g.active,
  window: [dayjs(g.startsAt), dayjs(g.endsAt)],
})

/** Who may claim a gift, in the words of its rules. */
const ruleOf = (g: MerchantMemberGift) =>
  g.kind === 'new_member' ? `注册${g.newMemberDays}天内，每人一次` : `生日当月，年满${g.minAge}周岁，每年一次`

/** The form: the kind (fixed once made), what the pack holds, who may claim it, the packs and the window. */
function MemberGiftForm({ gift, onClose }: { gift: MerchantMemberGift | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={gift ? `编辑会员礼包：${gift.title}` : '新建会员礼包'}
      open
      form={form}
      width={640}
      initialValues={
        gift
          ? toValues(gift)
          : { kind: 'new_member', active: true, points: 200, stock: 1000, newMemberDays: 30, minAge: 14 }
      }
      dateFormatter={false}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ window, couponTemplateId, ...values }) => {
        const body = {
          ...values,
          couponTemplateId: couponTemplateId ?? null,
          startsAt: dayjs(window[0]).toISOString(),
          endsAt: dayjs(window[1]).toISOString(),
        }
        const ok = await write(
          () => (gift ? call(updateMemberGift, { params: { id: gift.id }, body }) : call(createMemberGift, { body })),
          { success: gift ? '会员礼包已保存' : '会员礼包已创建', form },
        )
        if (ok) onClose(true)
        return ok
      }}
    >
      <ProFormRadio.Group name="kind" label="礼包类型" options={[...KINDS]} disabled={gift !== null} />
      <ProFormText name="title" label="礼包名称" rules={[{ required: true, message: '请填写礼包名称' }]} />
      <ProFormTextArea name="description" label="礼包说明" fieldProps={{ maxLength: 200 }} />
      <Space wrap>
        <ProFormDigit name="points" label="赠送积分" min={0} fieldProps={whole} />
        <ProFormSelect
          name="couponTemplateId"
          label="赠送优惠券"
          request={couponOptions}
          width="md"
          allowClear
          extra="积分与优惠券至少选一项"
        />
      </Space>
      <ProFormDependency name={['kind']}>
        {({ kind }) =>
          kind === 'birthday' ? (
            <ProFormDigit
              name="minAge"
              label="最低年龄（周岁）"
              min={0}
              fieldProps={whole}
              extra="生日当月可领，每年一次；默认 14 周岁"
            />
          ) : (
            <ProFormDigit
              name="newMemberDays"
              label="新人期（天）"
              min={1}
              fieldProps={whole}
              extra="注册后这些天内可领，每人一次"
            />
          )
        }
      </ProFormDependency>
      <ProFormDigit name="stock" label="礼包数量" min={0} fieldProps={whole} rules={[{ required: true }]} />
      <ProFormDateTimeRangePicker
        name="window"
        label="领取时间"
        rules={[{ required: true, message: '请选择领取时间' }]}
      />
      <ProFormSwitch name="active" label="上架" />
    </ModalForm>
  )
}

/** 会员礼包: new members' and birthday gift packs, their packs, window and participation figures. */
export default function MemberGiftsPage() {
  const columns: ProColumns<MerchantMemberGift>[] = [
    {
      title: '礼包',
      dataIndex: 'title',
      render: (_, g) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <Tag color={g.kind === 'birthday' ? 'magenta' : 'blue'}>{KIND_NAMES[g.kind]}</Tag>
            <Typography.Text strong>{g.title}</Typography.Text>
          </Space>
          <Typography.Text type="secondary">{ruleOf(g)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '内容',
      dataIndex: 'points',
      render: (_, g) => [g.points > 0 && `${g.points}积分`, g.couponTitle].filter(Boolean).join(' + '),
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, g) => <WindowStatusTag status={g.status} active={g.active} off="已下架" />,
    },
    {
      title: '领取时间',
      dataIndex: 'startsAt',
      render: (_, g) => `${formatChinaDate(g.startsAt, true)} ~ ${formatChinaDate(g.endsAt, true)}`,
    },
    { title: '已领/数量', dataIndex: 'claimed', render: (_, g) => `${g.claimed}/${g.stock}` },
    {
      title: '参与',
      dataIndex: 'figures',
      render: (_, g) => `${g.figures.customers}人领取（今日${g.figures.today}），发放${g.figures.points}积分`,
    },
  ]
  return (
    <EditableTablePage
      title="会员礼包"
      route={memberGiftList}
      emptyText="暂无会员礼包"
      columns={columns}
      form={(row, close) => <MemberGiftForm gift={row} onClose={close} />}
    />
  )
}
