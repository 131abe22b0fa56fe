import { useRef, useState } from 'react'
import { Button, Popconfirm, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { StaffMember } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { roleOptions, staffList, updateStaff } from './api'
import { CreateStaff, EditStaff, ResetPassword } from './StaffForms'

const isLocked = (staff: StaffMember) => !!staff.lockedUntil && Date.parse(staff.lockedUntil) > Date.now()

/** 员工管理: console accounts and WeCom counter staff; create, change role or name, disable, unlock, reset password. */
export default function StaffPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<StaffMember | null>(null)
  const [resetting, setResetting] = useState<StaffMember | null>(null)
  const reload = () => table.current?.reload()

  const unlock = (staff: StaffMember) =>
    write(() => call(updateStaff, { params: { userid: staff.userid }, body: { unlock: true } }), {
      success: `已解锁 ${staff.name ?? staff.username}`,
    }).then(reload)

  const columns: ProColumns<StaffMember>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '姓名或用户名' } },
    {
      title: '用户名',
      dataIndex: 'username',
      search: false,
      render: (_, staff) => (
        <Space size={4}>
          {staff.username ?? '-'}
          {staff.wecom && <Tag color="green">企业微信</Tag>}
        </Space>
      ),
    },
    { title: '姓名', dataIndex: 'name', search: false },
    { title: '手机号', dataIndex: 'mobile', search: false },
    {
      title: '角色',
      dataIndex: 'roleCode',
      valueType: 'select',
      request: roleOptions,
      render: (_, staff) => staff.roleName,
    },
    { title: '专柜', dataIndex: 'counterName', search: false },
    {
      title: '状态',
      key: 'state',
      search: false,
      render: (_, staff) =>
        staff.disabled ? (
          <Tag>已停用</Tag>
        ) : isLocked(staff) ? (
          <Tag color="red">锁定至 {formatChinaDate(staff.lockedUntil!, true)}</Tag>
        ) : (
          <Tag color="success">正常</Tag>
        ),
    },
    {
      title: '最近登录',
      dataIndex: 'lastLoginAt',
      search: false,
      render: (_, staff) => (staff.lastLoginAt ? formatChinaDate(staff.lastLoginAt, true) : '-'),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, staff) => [
        <Typography.Link key="edit" onClick={() => setEditing(staff)}>
          编辑
        </Typography.Link>,
        isLocked(staff) && (
          <Popconfirm key="unlock" title="解锁后可立即重新登录，确定解锁？" onConfirm={() => unlock(staff)}>
            <Typography.Link>解锁</Typography.Link>
          </Popconfirm>
        ),
        !staff.wecom && (
          <Typography.Link key="password" onClick={() => setResetting(staff)}>
            重置密码
          </Typography.Link>
        ),
      ],
    },
  ]

  return (
    <PageContainer title="员工管理">
      <PagedTable
        route={staffList}
        rowKey="userid"
        actionRef={table}
        columns={columns}
        emptyText="暂无员工"
        toolBarRender={() => [
          <CreateStaff
            key="create"
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                新建员工
              </Button>
            }
            onDone={reload}
          />,
        ]}
      />
      {editing && <EditStaff key={editing.userid} staff={editing} onClose={() => setEditing(null)} onDone={reload} />}
      {resetting && <ResetPassword key={resetting.userid} staff={resetting} onClose={() => setResetting(null)} />}
    </PageContainer>
  )
}
