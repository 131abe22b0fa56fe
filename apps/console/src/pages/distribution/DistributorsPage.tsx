import { useRef, useState, type ReactElement } from 'react'
import { Button, Form, Popconfirm, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormSelect,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { ResponseOf, merchantDistributors } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { Can, useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import {
  appointDistributor,
  CHANNELS,
  decideDistributor,
  distributorList,
  levelOptions,
  STATUSES,
  teamOptions,
  updateDistributor,
  yuan,
} from './api'

type Row = ResponseOf<typeof merchantDistributors>['content'][number]

/** 分销员与推荐官: applications to approve, inside staff to appoint, levels, teams and counters, balances. */
export default function DistributorsPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<Row | null>(null)
  const [refusing, setRefusing] = useState<Row | null>(null)
  const canManage = useCan('distribution.manage')
  const reload = () => table.current?.reload()

  const approve = (row: Row) =>
    write(() => call(decideDistributor, { params: { id: row.id }, body: { approve: true } }), {
      success: `已通过 ${row.realName} 的申请`,
    }).then(reload)
  const toggle = (row: Row) =>
    write(
      () =>
        call(updateDistributor, {
          params: { id: row.id },
          body: { status: row.status === 'approved' ? 'disabled' : 'approved' },
        }),
      { success: row.status === 'approved' ? '已停用' : '已启用' },
    ).then(reload)

  const columns: ProColumns<Row>[] = [
    { title: '手机号', dataIndex: 'mobile', hideInTable: true },
    {
      title: '姓名',
      dataIndex: 'realName',
      search: false,
      render: (_, row) => (
        <Space size={4}>
          {row.realName}
          <Typography.Text type="secondary">{row.nickName}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '身份',
      dataIndex: 'channel',
      valueType: 'select',
      valueEnum: { IN: { text: CHANNELS.IN }, OUT: { text: CHANNELS.OUT } },
      render: (_, row) => <Tag color={row.channel === 'IN' ? 'blue' : 'magenta'}>{row.channelLabel}</Tag>,
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUSES },
    { title: '手机', dataIndex: 'mobile', search: false, key: 'mobileShown' },
    { title: '等级', dataIndex: 'levelName', search: false, render: (_, row) => row.levelName ?? '-' },
    { title: '专柜', dataIndex: 'counterName', search: false, render: (_, row) => row.counterName ?? '-' },
    { title: '冻结佣金', dataIndex: 'frozen', search: false, render: (_, row) => yuan(row.frozen) },
    { title: '可提现', dataIndex: 'available', search: false, render: (_, row) => yuan(row.available) },
    { title: '提现中', dataIndex: 'withdrawing', search: false, render: (_, row) => yuan(row.withdrawing) },
    { title: '已提现', dataIndex: 'withdrawn', search: false, render: (_, row) => yuan(row.withdrawn) },
    {
      title: '待扣回',
      dataIndex: 'owed',
      search: false,
      tooltip: '结算后退款扣回、超出可提现的部分，从下一笔可提现佣金中扣除',
      render: (_, row) => yuan(row.owed),
    },
    {
      title: '申请时间',
      dataIndex: 'createTime',
      search: false,
      render: (_, row) => formatChinaDate(row.createTime, true),
    },
    {
      title: '操作',
      valueType: 'option',
      hideInTable: !canManage,
      render: (_, row) =>
        row.status === 'pending'
          ? [
              <Popconfirm key="approve" title={`通过 ${row.realName} 的推荐官申请？`} onConfirm={() => approve(row)}>
                <Typography.Link>通过</Typography.Link>
              </Popconfirm>,
              <Typography.Link key="refuse" type="danger" onClick={() => setRefusing(row)}>
                拒绝
              </Typography.Link>,
            ]
          : [
              <Typography.Link key="edit" onClick={() => setEditing(row)}>
                编辑
              </Typography.Link>,
              (row.status === 'approved' || row.status === 'disabled') && (
                <Popconfirm
                  key="toggle"
                  title={row.status === 'approved' ? '停用后不再产生佣金，确定停用？' : '确定启用？'}
                  onConfirm={() => toggle(row)}
                >
                  <Typography.Link>{row.status === 'approved' ? '停用' : '启用'}</Typography.Link>
                </Popconfirm>
              ),
            ],
    },
  ]

  return (
    <PageContainer title="分销员与推荐官">
      <PagedTable
        route={distributorList}
        rowKey="id"
        actionRef={table}
        columns={columns}
        emptyText="暂无分销员"
        toolBarRender={() => [
          <Can key="appoint" permission="distribution.manage">
            <Appoint
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  任命分销员
                </Button>
              }
              onDone={reload}
            />
          </Can>,
        ]}
      />
      {editing && <EditDistributor key={editing.id} row={editing} onClose={() => setEditing(null)} onDone={reload} />}
      {refusing && <Refuse key={refusing.id} row={refusing} onClose={() => setRefusing(null)} onDone={reload} />}
    </PageContainer>
  )
}

interface AppointValues {
  mobile: string
  realName: string
  staffId?: string
  levelId?: number
  teamId?: number
  counterId?: string
  counterName?: string
}

/** 任命分销员: inside staff (IN) by the mobile they signed in to the shop with. */
function Appoint({ trigger, onDone }: { trigger: ReactElement; onDone: () => void }) {
  const [form] = Form.useForm<AppointValues>()
  return (
    <ModalForm<AppointValues>
      name="appointDistributor"
      title="任命分销员"
      width={480}
      form={form}
      trigger={trigger}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) =>
        write(() => call(appointDistributor, { body: values }), { success: '已任命', form }).then(
          (done) => (done && onDone(), done),
        )
      }
    >
      <ProFormText name="mobile" label="手机号" extra="须已在商城登录过" rules={[{ required: true }]} />
      <ProFormText name="realName" label="姓名" rules={[{ required: true }]} />
      <ProFormText name="staffId" label="工号" />
      <ProFormSelect name="levelId" label="等级" request={levelOptions} />
      <ProFormSelect name="teamId" label="团队" request={teamOptions} />
      <ProFormText name="counterId" label="专柜编号" />
      <ProFormText name="counterName" label="专柜名称" />
    </ModalForm>
  )
}

interface EditValues {
  levelId?: number
  teamId?: number
  counterId?: string
  counterName?: string
  remark?: string
}

function EditDistributor({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<EditValues>()
  return (
    <ModalForm<EditValues>
      name="editDistributor"
      title={`编辑 ${row.realName}`}
      width={480}
      form={form}
      open
      initialValues={{
        levelId: row.level ?? undefined,
        teamId: row.teamId ?? undefined,
        counterId: row.counterId ?? undefined,
        counterName: row.counterName ?? undefined,
        remark: row.remark ?? undefined,
      }}
      modalProps={{ onCancel: onClose }}
      onFinish={(values) =>
        write(
          () =>
            call(updateDistributor, {
              params: { id: row.id },
              body: {
                levelId: values.levelId ?? null,
                teamId: values.teamId ?? null,
                counterId: values.counterId || null,
                counterName: values.counterName || null,
                remark: values.remark || null,
              },
            }),
          { success: '已保存', form },
        ).then((done) => (done && (onDone(), onClose()), done))
      }
    >
      <ProFormSelect name="levelId" label="等级" request={levelOptions} />
      <ProFormSelect name="teamId" label="团队" request={teamOptions} />
      <ProFormText name="counterId" label="专柜编号" />
      <ProFormText name="counterName" label="专柜名称" />
      <ProFormText name="remark" label="备注" />
    </ModalForm>
  )
}

function Refuse({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>()
  return (
    <ModalForm<{ reason: string }>
      name="refuseDistributor"
      title={`拒绝 ${row.realName} 的申请`}
      width={420}
      form={form}
      open
      modalProps={{ onCancel: onClose }}
      onFinish={(values) =>
        write(
          () => call(decideDistributor, { params: { id: row.id }, body: { approve: false, reason: values.reason } }),
          {
            success: '已拒绝',
            form,
          },
        ).then((done) => (done && (onDone(), onClose()), done))
      }
    >
      <ProFormText name="reason" label="拒绝原因" rules={[{ required: true }]} />
    </ModalForm>
  )
}
