import type { ReactElement } from 'react'
import { Form } from 'antd'
import { ModalForm, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import type { StaffMember } from '@shop/contracts'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { createStaff, resetStaffPassword, roleOptions, updateStaff } from './api'

interface CreateValues {
  username: string
  name: string
  mobile?: string
  roleCode: string
  password: string
}

const PASSWORD_HINT = '至少8位，包含字母和数字'

/** 新建员工: a console account with its first password (the staff member changes it in 修改密码). */
export function CreateStaff({ trigger, onDone }: { trigger: ReactElement; onDone: () => void }) {
  const [form] = Form.useForm<CreateValues>()
  return (
    <ModalForm<CreateValues>
      name="createStaff"
      title="新建员工"
      width={480}
      form={form}
      trigger={trigger}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) =>
        write(() => call(createStaff, { body: { ...values, mobile: values.mobile || undefined } }), {
          success: '员工已创建',
          form,
        }).then((done) => (done && onDone(), done))
      }
    >
      <ProFormText name="username" label="用户名" extra="3-32位字母、数字或 _ . -" rules={[{ required: true }]} />
      <ProFormText name="name" label="姓名" rules={[{ required: true }]} />
      <ProFormText name="mobile" label="手机号" />
      <ProFormSelect name="roleCode" label="角色" request={roleOptions} rules={[{ required: true }]} />
      <ProFormText.Password name="password" label="初始密码" extra={PASSWORD_HINT} rules={[{ required: true }]} />
    </ModalForm>
  )
}

interface EditValues {
  name: string
  mobile?: string
  roleCode: string
  disabled: boolean
}

/** 编辑员工: name, mobile, role, and whether the account may sign in (mounted while open, from the row's values). */
export function EditStaff({ staff, onClose, onDone }: { staff: StaffMember; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<EditValues>()
  return (
    <ModalForm<EditValues>
      name="editStaff"
      title={`编辑员工 ${staff.username ?? staff.name ?? ''}`}
      width={480}
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      initialValues={{
        name: staff.name ?? '',
        mobile: staff.mobile ?? '',
        roleCode: staff.roleCode,
        disabled: staff.disabled,
      }}
      onFinish={(values) =>
        write(
          () =>
            call(updateStaff, {
              params: { userid: staff.userid },
              body: { ...values, mobile: values.mobile || null },
            }),
          { success: '员工已保存', form },
        ).then((done) => (done && onDone(), done))
      }
    >
      <ProFormText name="name" label="姓名" rules={[{ required: true }]} />
      <ProFormText name="mobile" label="手机号" />
      <ProFormSelect name="roleCode" label="角色" request={roleOptions} rules={[{ required: true }]} />
      <ProFormSwitch name="disabled" label="停用账号" extra="停用后不能登录，已登录的会话在下一次操作时失效" />
    </ModalForm>
  )
}

/** 重置密码: a new password for a console account, told to its holder outside the console (mounted while open). */
export function ResetPassword({ staff, onClose }: { staff: StaffMember; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>()
  return (
    <ModalForm<{ password: string }>
      name="resetPassword"
      title={`重置 ${staff.username ?? ''} 的密码`}
      width={420}
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      onFinish={({ password }) =>
        write(() => call(resetStaffPassword, { params: { userid: staff.userid }, body: { password } }), {
          success: '密码已重置',
          form,
        })
      }
    >
      <ProFormText.Password name="password" label="新密码" extra={PASSWORD_HINT} rules={[{ required: true }]} />
    </ModalForm>
  )
}
