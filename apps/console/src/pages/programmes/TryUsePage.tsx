import { useRef, useState } from 'react'
import { Form, Popconfirm, Space, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type {
  MerchantTryUseActivity,
  merchantTryUseApplications,
  ResponseOf,
  tryUseActivityInput,
} from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import type { z } from 'zod'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { ListTable, PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { decideTryUse, saveTryUseActivity, tryUseActivities, tryUseApplications } from './api'
import { WindowStatusTag } from './window-status'

type Input = z.input<typeof tryUseActivityInput>
type Values = Omit<Input, 'startsAt' | 'endsAt' | 'shippingFee'> & {
  window: [dayjs.Dayjs, dayjs.Dayjs]
  shippingYuan: number
}
type Application = ResponseOf<typeof merchantTryUseApplications>['content'][number]

const whole = { precision: 0 }

const STATUS = {
  applied: { text: '审核中', status: 'Processing' },
  approved: { text: '已通过', status: 'Success' },
  rejected: { text: '未通过', status: 'Error' },
  lapsed: { text: '已失效', status: 'Default' },
} as const

/** 新建 / 编辑试用活动: the SKU given, the seats, the shipping fee (0: free), the window. */
function ActivityForm({
  activity,
  onClose,
}: {
  activity: MerchantTryUseActivity | null
  onClose: (done: boolean) => void
}) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={activity ? `编辑试用活动：${activity.name}` : '新建试用活动'}
      open
      form={form}
      width={620}
      dateFormatter={false}
      initialValues={
        activity
          ? {
              ...activity,
              shippingYuan: activity.shippingFee / 100,
              window: [dayjs(activity.startsAt), dayjs(activity.endsAt)],
            }
          : { seats: 20, shippingYuan: 0, active: true, description: '' }
      }
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ window, shippingYuan, ...values }) => {
        const body = {
          id: activity?.id ?? null,
          activity: {
            name: values.name,
            description: values.description ?? '',
            skuId: values.skuId,
            seats: values.seats,
            active: values.active,
            shippingFee: Math.round((shippingYuan ?? 0) * 100),
            startsAt: dayjs(window[0]).toISOString(),
            endsAt: dayjs(window[1]).toISOString(),
          },
        }
        const done = await write(() => call(saveTryUseActivity, { body }), {
          success: activity ? '试用活动已保存' : '试用活动已创建',
          form,
        })
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true, message: '请填写活动名称' }]} />
      <ProFormTextArea name="description" label="活动说明" />
      <Space wrap>
        <ProFormDigit name="skuId" label="试用SKU ID" min={1} fieldProps={whole} rules={[{ required: true }]} />
        <ProFormDigit name="seats" label="名额" min={1} fieldProps={whole} rules={[{ required: true }]} />
        <ProFormDigit
          name="shippingYuan"
          label="运费（元）"
          min={0}
          max={100}
          fieldProps={{ precision: 2 }}
          extra="0 为包邮；否则通过后由会员支付运费"
        />
      </Space>
      <ProFormDateTimeRangePicker
        name="window"
        label="申请时间"
        rules={[{ required: true, message: '请选择申请时间' }]}
      />
      <ProFormSwitch name="active" label="启用" />
    </ModalForm>
  )
}

/** 拒绝: the reason the applicant reads. */
function RejectForm({ application, onClose }: { application: Application; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<{ reason: string }>()
  return (
    <ModalForm<{ reason: string }>
      title={`拒绝试用申请 #${application.id}`}
      open
      form={form}
      width={440}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ reason }) => {
        const done = await write(
          () => call(decideTryUse, { params: { id: application.id }, body: { approve: false, reason } }),
          { success: '已拒绝', form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormTextArea
        name="reason"
        label="拒绝原因"
        rules={[{ required: true, message: '请填写拒绝原因' }]}
        fieldProps={{ maxLength: 100 }}
      />
    </ModalForm>
  )
}

/** 试用申请: the activities and their seats, the applications to approve or reject. */
export default function TryUsePage() {
  const canEdit = useCan('programmes.edit')
  const activities = useRef<ActionType>(null)
  const applications = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantTryUseActivity | null | 'new'>(null)
  const [rejecting, setRejecting] = useState<Application | null>(null)

  const reload = () => {
    void applications.current?.reload()
    void activities.current?.reload()
  }

  const approve = async (a: Application) => {
    if (
      await write(() => call(decideTryUse, { params: { id: a.id }, body: { approve: true } }), {
        success: '已通过，试用订单已生成',
      })
    )
      reload()
  }

  const activityColumns: ProColumns<MerchantTryUseActivity>[] = [
    { title: '活动', dataIndex: 'name' },
    { title: '试用商品', dataIndex: 'goodsName', render: (_, a) => `${a.goodsName}（SKU ${a.skuId}）` },
    {
      title: '运费',
      dataIndex: 'shippingFee',
      render: (_, a) => (a.shippingFee === 0 ? '包邮' : `¥${formatFen(a.shippingFee)}`),
    },
    { title: '名额', key: 'seats', render: (_, a) => `已通过${a.approved}/${a.seats}，申请${a.applicants}人` },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, a) => <WindowStatusTag status={a.status} active={a.active} off="已停用" />,
    },
    {
      title: '申请时间',
      dataIndex: 'startsAt',
      render: (_, a) => `${formatChinaDate(a.startsAt, true)} ~ ${formatChinaDate(a.endsAt, true)}`,
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, a) =>
        canEdit
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(a)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]

  const applicationColumns: ProColumns<Application>[] = [
    { title: '编号', dataIndex: 'id', search: false },
    { title: '活动', dataIndex: 'activityName', search: false },
    { title: '活动ID', dataIndex: 'activityId', hideInTable: true, valueType: 'digit' },
    {
      title: '会员',
      dataIndex: 'nickName',
      search: false,
      render: (_, a) => `${a.nickName || '—'}（ID ${a.customerId}）`,
    },
    { title: '申请理由', dataIndex: 'reason', search: false, ellipsis: true },
    { title: '收货地址', dataIndex: 'address', search: false, ellipsis: true },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS },
    {
      title: '结果',
      key: 'result',
      search: false,
      render: (_, a) =>
        a.orderId !== null ? `订单ID ${a.orderId}${a.invited ? '，已邀请评价' : ''}` : (a.rejectReason ?? '—'),
    },
    { title: '申请时间', dataIndex: 'createTime', valueType: 'dateTime', search: false },
    {
      title: '操作',
      valueType: 'option',
      render: (_, a) =>
        canEdit && a.status === 'applied'
          ? [
              <Popconfirm key="approve" title="通过后将占用一个名额并生成试用订单" onConfirm={() => approve(a)}>
                <Typography.Link>通过</Typography.Link>
              </Popconfirm>,
              <Typography.Link key="reject" type="danger" onClick={() => setRejecting(a)}>
                拒绝
              </Typography.Link>,
            ]
          : [],
    },
  ]

  return (
    <PageContainer title="试用申请">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ListTable
          headerTitle="试用活动"
          rowKey="id"
          actionRef={activities}
          columns={activityColumns}
          route={tryUseActivities}
          emptyText="暂无试用活动"
          newLabel="新建试用活动"
          onNew={canEdit ? () => setEditing('new') : undefined}
        />
        <ProCard title="试用申请" bordered>
          <PagedTable
            actionRef={applications}
            route={tryUseApplications}
            rowKey="id"
            columns={applicationColumns}
            emptyText="暂无试用申请"
          />
        </ProCard>
      </Space>
      {editing !== null && (
        <ActivityForm
          activity={editing === 'new' ? null : editing}
          onClose={(done) => {
            setEditing(null)
            if (done) void activities.current?.reload()
          }}
        />
      )}
      {rejecting && (
        <RejectForm
          application={rejecting}
          onClose={(done) => {
            setRejecting(null)
            if (done) reload()
          }}
        />
      )}
    </PageContainer>
  )
}
