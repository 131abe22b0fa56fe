import { useRef } from 'react'
import { Button, Form, Tabs, Tag } from 'antd'
import { SwapOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDigit,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { ResponseOf, merchantBindings, merchantCommissionEntries } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { Can } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { bindingList, CHANNELS, commissionList, percent, rebind, yuan } from './api'

type Binding = ResponseOf<typeof merchantBindings>['content'][number]
type Entry = ResponseOf<typeof merchantCommissionEntries>['content'][number]

const TYPES = { FIRST_ORDER: '首单邀请', SCENE_ID: '分享/二维码', TMC: '后台改绑' } as const
const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')

/** 绑定与佣金: every binding with its history, a manual change with a reason, and the commission ledger. */
export default function BindingsPage() {
  const bindings = useRef<ActionType>(null)

  const bindingColumns: ProColumns<Binding>[] = [
    { title: '顾客ID', dataIndex: 'customerId' },
    { title: '分销员ID', dataIndex: 'distributorId' },
    { title: '分销员', dataIndex: 'distributorName', search: false },
    { title: '渠道', dataIndex: 'channel', search: false, render: (_, row) => CHANNELS[row.channel] },
    { title: '方式', dataIndex: 'type', search: false, render: (_, row) => TYPES[row.type] },
    { title: '原因', dataIndex: 'reason', search: false, render: (_, row) => row.reason ?? '-' },
    { title: '绑定时间', dataIndex: 'boundAt', search: false, render: (_, row) => when(row.boundAt) },
    { title: '到期', dataIndex: 'expiresAt', search: false, render: (_, row) => when(row.expiresAt) },
    {
      title: '状态',
      key: 'state',
      search: false,
      render: (_, row) => (row.endedAt ? <Tag>已解除 {when(row.endedAt)}</Tag> : <Tag color="success">绑定中</Tag>),
    },
  ]
  const entryColumns: ProColumns<Entry>[] = [
    { title: '分销员ID', dataIndex: 'distributorId' },
    { title: '订单ID', dataIndex: 'orderId' },
    { title: '订单行', dataIndex: 'orderLineId', search: false },
    {
      title: '类型',
      dataIndex: 'kind',
      search: false,
      render: (_, row) => (row.kind === 'accrue' ? <Tag color="blue">计提</Tag> : <Tag color="red">退款冲回</Tag>),
    },
    { title: '基数', dataIndex: 'base', search: false, render: (_, row) => yuan(row.base) },
    { title: '比例', dataIndex: 'rateBp', search: false, render: (_, row) => percent(row.rateBp) },
    { title: '佣金', dataIndex: 'amount', search: false, render: (_, row) => yuan(row.amount) },
    {
      title: '状态',
      dataIndex: 'status',
      search: false,
      render: (_, row) => (row.status === 'frozen' ? <Tag>冻结中</Tag> : <Tag color="success">可提现</Tag>),
    },
    { title: '时间', dataIndex: 'createTime', search: false, render: (_, row) => when(row.createTime) },
  ]

  return (
    <PageContainer title="绑定与佣金">
      <Tabs
        items={[
          {
            key: 'bindings',
            label: '绑定关系',
            children: (
              <PagedTable
                route={bindingList}
                rowKey="id"
                actionRef={bindings}
                columns={bindingColumns}
                emptyText="暂无绑定"
                toolBarRender={() => [
                  <Can key="rebind" permission="distribution.manage">
                    <Rebind onDone={() => bindings.current?.reload()} />
                  </Can>,
                ]}
              />
            ),
          },
          {
            key: 'commission',
            label: '佣金明细',
            children: <PagedTable route={commissionList} rowKey="id" columns={entryColumns} emptyText="暂无佣金" />,
          },
        ]}
      />
    </PageContainer>
  )
}

interface RebindValues {
  customerId: number
  distributorId: number
  reason: string
}

/** 改绑: the customer's open binding of the distributor's channel ends; the new one is type TMC with the reason. */
function Rebind({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<RebindValues>()
  return (
    <ModalForm<RebindValues>
      name="rebind"
      title="改绑顾客"
      width={420}
      form={form}
      trigger={<Button icon={<SwapOutlined />}>改绑</Button>}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) =>
        write(() => call(rebind, { body: values }), { success: '已改绑', form }).then(
          (done) => (done && onDone(), done),
        )
      }
    >
      <ProFormDigit
        name="customerId"
        label="顾客ID"
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true }]}
      />
      <ProFormDigit
        name="distributorId"
        label="新分销员ID"
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true }]}
      />
      <ProFormText name="reason" label="改绑原因" rules={[{ required: true }]} />
    </ModalForm>
  )
}
