import { useRef, useState } from 'react'
import { Button, Form, Tag, Tooltip, Typography } from 'antd'
import { LockOutlined, PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProForm,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { StaffRoleView } from '@shop/contracts'
import { PERMISSION_CODES, type Permission } from '@shop/contracts/permissions'
import { call } from '../../lib/http'
import { feedback } from '../../lib/feedback'
import { write } from '../../lib/write'
import { createRole, roleList, updateRole } from './api'
import { PermissionChecklist } from './PermissionChecklist'

interface Values {
  code: string
  name: string
  permissions: Permission[]
}

/** 角色权限: every role with what it may do; the owner's role holds everything and is locked. */
export default function RolesPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<StaffRoleView | 'new' | null>(null)
  const columns: ProColumns<StaffRoleView>[] = [
    {
      title: '角色',
      dataIndex: 'name',
      render: (_, r) => (
        <>
          {r.name} {r.locked && <LockOutlined style={{ color: '#999' }} />}
        </>
      ),
    },
    { title: '编码', dataIndex: 'code', copyable: true },
    { title: '类型', key: 'builtIn', render: (_, r) => (r.builtIn ? <Tag>内置</Tag> : <Tag color="blue">自定义</Tag>) },
    {
      title: '权限',
      key: 'permissions',
      render: (_, r) => `${r.permissions.length} / ${PERMISSION_CODES.length}`,
    },
    { title: '员工数', dataIndex: 'staffCount' },
    {
      title: '操作',
      valueType: 'option',
      render: (_, r) =>
        r.locked ? (
          <Tooltip title="店主拥有全部权限，不可修改">
            <Typography.Link onClick={() => setEditing(r)}>查看</Typography.Link>
          </Tooltip>
        ) : (
          <Typography.Link onClick={() => setEditing(r)}>编辑权限</Typography.Link>
        ),
    },
  ]

  return (
    <PageContainer title="角色权限">
      <ProTable<StaffRoleView>
        rowKey="code"
        actionRef={table}
        cardBordered
        search={false}
        pagination={false}
        columns={columns}
        request={async () => ({ data: await call(roleList), success: true })}
        onRequestError={(error) => feedback.message.error(error.message)}
        options={{ density: false, setting: false, reload: true }}
        toolBarRender={() => [
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建角色
          </Button>,
        ]}
      />
      {editing && (
        <RoleForm
          key={editing === 'new' ? 'new' : editing.code}
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => table.current?.reload()}
        />
      )}
    </PageContainer>
  )
}

/** 新建角色 or 编辑角色 (mounted while open, from the role's values); the owner's role opens read-only. */
function RoleForm({ role, onClose, onDone }: { role: StaffRoleView | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>()
  const save = (values: Values) =>
    write(
      () =>
        role
          ? call(updateRole, {
              params: { code: role.code },
              body: { name: values.name, permissions: values.permissions },
            })
          : call(createRole, { body: values }),
      { success: role ? '角色已保存' : '角色已创建', form },
    ).then((done) => {
      if (done) onDone()
      return done
    })

  return (
    <ModalForm<Values>
      name="role"
      title={role ? (role.locked ? `${role.name}（不可修改）` : `编辑角色 ${role.name}`) : '新建角色'}
      width={880}
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      initialValues={role ?? { permissions: [] }}
      submitter={role?.locked ? false : undefined}
      disabled={role?.locked}
      onFinish={save}
    >
      <ProForm.Group>
        <ProFormText name="name" label="角色名称" width="sm" rules={[{ required: true, message: '请填写角色名称' }]} />
        <ProFormText
          name="code"
          label="角色编码"
          width="sm"
          disabled={!!role}
          extra={role ? undefined : '2-32位小写字母、数字或下划线，创建后不可修改'}
          rules={[{ required: true, message: '请填写角色编码' }]}
        />
      </ProForm.Group>
      <Form.Item name="permissions" label="权限">
        <PermissionChecklist disabled={role?.locked} />
      </Form.Item>
    </ModalForm>
  )
}
