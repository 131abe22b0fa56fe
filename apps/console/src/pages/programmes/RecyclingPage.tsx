import { useRef, useState } from 'react'
import { Form, Space, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type {
  MerchantRecycleProgramme,
  merchantRecycleRecords,
  recycleProgrammeInput,
  ResponseOf,
} from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import type { z } from 'zod'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { ListTable, PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { couponOptions, inspectRecycle, recycleProgrammes, recycleRecords, saveRecycleProgramme } from './api'
import { WindowStatusTag } from './window-status'

type Input = z.input<typeof recycleProgrammeInput>
type Values = Omit<Input, 'startsAt' | 'endsAt'> & { window: [dayjs.Dayjs, dayjs.Dayjs] }
type Record = ResponseOf<typeof merchantRecycleRecords>['content'][number]

const whole = { precision: 0 }

const STATUS = {
  requested: { text: '待寄回/待送达', status: 'Default' },
  shipped: { text: '待验收', status: 'Processing' },
  inspected: { text: '已验收', status: 'Success' },
  rejected: { text: '未通过', status: 'Error' },
  cancelled: { text: '已取消', status: 'Default' },
} as const

const NEW: Partial<Values> = {
  acceptedGoods: [],
  pointsPerUnit: 30,
  couponMinUnits: 5,
  maxUnitsPerRequest: 20,
  active: true,
  description: '',
}

/** 新建 / 编辑回收活动: the goods taken back, the reward, the cap, the return address, the window. */
function ProgrammeForm({
  programme,
  onClose,
}: {
  programme: MerchantRecycleProgramme | null
  onClose: (done: boolean) => void
}) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={programme ? `编辑回收活动：${programme.name}` : '新建回收活动'}
      open
      form={form}
      width={640}
      dateFormatter={false}
      initialValues={programme ? { ...programme, window: [dayjs(programme.startsAt), dayjs(programme.endsAt)] } : NEW}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ window, ...values }) => {
        const body = {
          id: programme?.id ?? null,
          programme: {
            name: values.name,
            description: values.description ?? '',
            acceptedGoods: values.acceptedGoods,
            pointsPerUnit: values.pointsPerUnit ?? 0,
            couponTemplateId: values.couponTemplateId ?? null,
            couponMinUnits: values.couponMinUnits,
            maxUnitsPerRequest: values.maxUnitsPerRequest,
            returnAddress: values.returnAddress,
            active: values.active,
            startsAt: dayjs(window[0]).toISOString(),
            endsAt: dayjs(window[1]).toISOString(),
          },
        }
        const done = await write(() => call(saveRecycleProgramme, { body }), {
          success: programme ? '回收活动已保存' : '回收活动已创建',
          form,
        })
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormTextArea name="description" label="活动说明" />
      <ProFormSelect
        name="acceptedGoods"
        label="回收商品"
        mode="tags"
        rules={[{ required: true, message: '请至少填写一种回收商品' }]}
        extra="输入后回车，如：精华瓶、面霜罐"
      />
      <Space wrap>
        <ProFormDigit name="pointsPerUnit" label="每件积分" min={0} fieldProps={whole} />
        <ProFormDigit name="maxUnitsPerRequest" label="单次最多件数" min={1} max={99} fieldProps={whole} />
      </Space>
      <Space wrap>
        <ProFormSelect name="couponTemplateId" label="满件赠券" request={couponOptions} width="md" />
        <ProFormDigit name="couponMinUnits" label="验收满几件赠券" min={1} max={99} fieldProps={whole} />
      </Space>
      <ProFormText
        name="returnAddress"
        label="寄回地址"
        rules={[{ required: true, message: '请填写寄回地址' }]}
        extra="收件人 电话 地址，显示给寄回空瓶的会员"
      />
      <ProFormDateTimeRangePicker
        name="window"
        label="活动时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProFormSwitch name="active" label="启用" />
    </ModalForm>
  )
}

/** 验收: the units accepted (0 rejects), and why not all. */
function InspectForm({ record, onClose }: { record: Record; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<{ acceptedUnits: number; reason?: string }>()
  return (
    <ModalForm<{ acceptedUnits: number; reason?: string }>
      title={`验收回收记录 #${record.id}`}
      open
      form={form}
      width={480}
      initialValues={{ acceptedUnits: record.units }}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const done = await write(
          () =>
            call(inspectRecycle, {
              params: { id: record.id },
              body: { acceptedUnits: values.acceptedUnits, reason: values.reason ?? '' },
            }),
          { success: values.acceptedUnits === 0 ? '已驳回' : '验收完成，奖励已发放', form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <Typography.Paragraph>
        {record.nickName || '会员'} 申请回收：{record.items.map((i) => `${i.goods}×${i.units}`).join('，')}（共
        {record.units}件，
        {record.method === 'parcel' ? `快递 ${record.carrier ?? ''} ${record.trackingNo ?? ''}` : '专柜交回'}）
      </Typography.Paragraph>
      <ProFormDigit
        name="acceptedUnits"
        label="通过件数"
        min={0}
        max={record.units}
        fieldProps={whole}
        rules={[{ required: true }]}
        extra="0 为全部不通过"
      />
      <ProFormTextArea name="reason" label="说明" extra="未全部通过时必填，会员可见" fieldProps={{ maxLength: 100 }} />
    </ModalForm>
  )
}

/** 空瓶回收: the programmes (goods, reward, window) and the requests to inspect. */
export default function RecyclingPage() {
  const canEdit = useCan('programmes.edit')
  const programmes = useRef<ActionType>(null)
  const records = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantRecycleProgramme | null | 'new'>(null)
  const [inspecting, setInspecting] = useState<Record | null>(null)

  const programmeColumns: ProColumns<MerchantRecycleProgramme>[] = [
    { title: '活动', dataIndex: 'name' },
    { title: '回收商品', dataIndex: 'acceptedGoods', render: (_, p) => p.acceptedGoods.join('、') },
    {
      title: '奖励',
      key: 'reward',
      render: (_, p) =>
        [
          p.pointsPerUnit > 0 && `每件${p.pointsPerUnit}积分`,
          p.couponTitle && `满${p.couponMinUnits}件送「${p.couponTitle}」`,
        ]
          .filter(Boolean)
          .join('，'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, p) => <WindowStatusTag status={p.status} active={p.active} off="已停用" />,
    },
    {
      title: '活动时间',
      dataIndex: 'startsAt',
      render: (_, p) => `${formatChinaDate(p.startsAt, true)} ~ ${formatChinaDate(p.endsAt, true)}`,
    },
    { title: '申请/已回收', key: 'figures', render: (_, p) => `${p.requests}单 / ${p.acceptedUnits}件` },
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

  const recordColumns: ProColumns<Record>[] = [
    { title: '编号', dataIndex: 'id', search: false },
    {
      title: '会员',
      dataIndex: 'nickName',
      search: false,
      render: (_, r) => `${r.nickName || '—'}（ID ${r.customerId}）`,
    },
    { title: '会员ID', dataIndex: 'customerId', hideInTable: true, valueType: 'digit' },
    { title: '活动', dataIndex: 'programmeName', search: false },
    {
      title: '回收商品',
      key: 'items',
      search: false,
      render: (_, r) => r.items.map((i) => `${i.goods}×${i.units}`).join('，'),
    },
    {
      title: '方式',
      dataIndex: 'method',
      search: false,
      render: (_, r) =>
        r.method === 'parcel' ? `快递 ${r.carrier ?? ''} ${r.trackingNo ?? '（未寄出）'}` : '专柜交回',
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS },
    {
      title: '验收结果',
      key: 'result',
      search: false,
      render: (_, r) =>
        r.acceptedUnits === null
          ? '—'
          : `通过${r.acceptedUnits}/${r.units}件，${r.rewardPoints}积分${r.rewardCouponTitle ? `+${r.rewardCouponTitle}` : ''}${r.rejectReason ? `（${r.rejectReason}）` : ''}`,
    },
    { title: '申请时间', dataIndex: 'createTime', valueType: 'dateTime', search: false },
    {
      title: '操作',
      valueType: 'option',
      render: (_, r) =>
        canEdit && (r.status === 'shipped' || (r.status === 'requested' && r.method === 'counter'))
          ? [
              <Typography.Link key="inspect" onClick={() => setInspecting(r)}>
                验收
              </Typography.Link>,
            ]
          : [],
    },
  ]

  return (
    <PageContainer title="空瓶回收">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ListTable
          headerTitle="回收活动"
          rowKey="id"
          actionRef={programmes}
          columns={programmeColumns}
          route={recycleProgrammes}
          emptyText="暂无回收活动"
          newLabel="新建回收活动"
          onNew={canEdit ? () => setEditing('new') : undefined}
        />
        <ProCard title="回收申请" bordered>
          <PagedTable
            actionRef={records}
            route={recycleRecords}
            rowKey="id"
            columns={recordColumns}
            emptyText="暂无回收申请"
          />
        </ProCard>
      </Space>
      {editing !== null && (
        <ProgrammeForm
          programme={editing === 'new' ? null : editing}
          onClose={(done) => {
            setEditing(null)
            if (done) void programmes.current?.reload()
          }}
        />
      )}
      {inspecting && (
        <InspectForm
          record={inspecting}
          onClose={(done) => {
            setInspecting(null)
            if (done) {
              void records.current?.reload()
              void programmes.current?.reload()
            }
          }}
        />
      )}
    </PageContainer>
  )
}
