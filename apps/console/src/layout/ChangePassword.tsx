import type { staffChangePassword } from '@shop/contracts'
import { Form } from 'antd'
import { ModalForm, ProFormText } from '@ant-design/pro-components'
import { call, endpoint } from '../lib/http'
import { write } from '../lib/write'

const changePassword = endpoint<typeof staffChangePassword>('POST', 'merchant/me/password')

interface Values {
  oldPassword: string
  newPassword: string
  confirm: string
}

/** 修改密码: the old password again, the new one twice. */
export default function ChangePassword({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      name="changePassword"
      title="修改密码"
      width={420}
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnClose: true }}
      onFinish={({ oldPassword, newPassword }) =>
        write(() => call(changePassword, { body: { oldPassword, newPassword } }), { success: '密码已修改', form })
      }
    >
      <ProFormText.Password name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]} />
      <ProFormText.Password
        name="newPassword"
        label="新密码"
        extra="至少8位，包含字母和数字"
        rules={[{ required: true, message: '请输入新密码' }]}
      />
      <ProFormText.Password
        name="confirm"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的新密码不一致')),
          }),
        ]}
      />
    </ModalForm>
  )
}
