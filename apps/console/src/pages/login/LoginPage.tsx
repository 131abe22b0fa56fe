import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { ApiError } from '../../lib/http'
import { useSession } from '../../lib/session'

interface Values {
  username: string
  password: string
}

/**
 * 登录: user name and password; the server's refusal (wrong password, locked for a while) shown above the form.
 * Plain antd fields rather than ProForm's LoginForm: this is every visitor's first load, and ProForm brings every
 * field type with it.
 */
export default function LoginPage() {
  const { status, signIn } = useSession()
  const navigate = useNavigate()
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/'
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (status === 'signedIn') return <Navigate to={from} replace />

  const submit = async ({ username, password }: Values) => {
    setRefusal(null)
    setBusy(true)
    try {
      await signIn(username, password)
      navigate(from, { replace: true })
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : '登录失败，请稍后再试')
      setBusy(false)
    }
  }

  return (
    <div style={{ minHeight: '100vh', background: '#f3f5f4', paddingTop: '14vh' }}>
      <Card style={{ width: 380, margin: '0 auto' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
          澜肌 · 运营后台
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
          员工账号登录
        </Typography.Paragraph>
        {refusal && <Alert role="alert" type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
        <Form<Values> size="large" onFinish={submit} disabled={busy}>
          <Form.Item name="username" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  )
}
