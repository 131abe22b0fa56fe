import { useState, type ReactElement } from 'react'
import { Form } from 'antd'
import { ModalForm, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { adjustPoints, requestId, sendMessage } from './api'

interface AdjustValues {
  delta: number
  reason: string
}

/**
 * 调整积分: points added (positive) or taken (negative) with a reason. The form carries one request id while it is
 * open, so a second submit of the same adjustment (a double click, a retry after a lost answer) changes nothing.
 */
export function AdjustPoints({
  customerId,
  balance,
  trigger,
  onDone,
}: {
  customerId: number
  balance: number
  trigger: ReactElement
  onDone: () => void
}) {
  const [form] = Form.useForm<AdjustValues>()
  const [key, setKey] = useState(requestId)
  return (
    <ModalForm<AdjustValues>
      title="调整积分"
      width={440}
      form={form}
      trigger={trigger}
      modalProps={{ destroyOnClose: true }}
      onOpenChange={(open) => open && setKey(requestId())}
      onFinish={(values) =>
        write(() => call(adjustPoints, { params: { customerId }, body: { ...values, requestId: key } }), {
          success: '积分已调整',
          form,
        }).then((done) => (done && onDone(), done))
      }
    >
      <ProFormDigit
        name="delta"
        label="调整积分"
        extra={`当前余额 ${balance}；正数增加，负数扣减，扣减后余额不能为负`}
        fieldProps={{ precision: 0 }}
        min={-1_000_000}
        rules={[{ required: true, message: '请填写调整积分' }]}
      />
      <ProFormText
        name="reason"
        label="调整原因"
        placeholder="如：客服补偿、活动奖励"
        rules={[{ required: true, message: '请填写调整原因' }]}
      />
    </ModalForm>
  )
}

interface MessageValues {
  title: string
  content: string
  link?: string
}

/** 发消息: a notice to this customer in the shop's 消息通知. */
export function SendMessage({
  customerId,
  trigger,
  onDone,
}: {
  customerId: number
  trigger: ReactElement
  onDone: () => void
}) {
  const [form] = Form.useForm<MessageValues>()
  return (
    <ModalForm<MessageValues>
      title="发送站内信"
      width={520}
      form={form}
      trigger={trigger}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) =>
        write(() => call(sendMessage, { body: { customerId, ...values, link: values.link || undefined } }), {
          success: '消息已发送',
          form,
        }).then((done) => (done && onDone(), done))
      }
    >
      <MessageFields />
    </ModalForm>
  )
}

/** The fields of a notice: title, text, and the shop page it opens. */
export function MessageFields() {
  return (
    <>
      <ProFormText name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]} />
      <ProFormTextArea
        name="content"
        label="内容"
        fieldProps={{ rows: 4, showCount: true, maxLength: 2000 }}
        rules={[{ required: true, message: '请填写内容' }]}
      />
      <ProFormText name="link" label="链接" placeholder="/pages/coupon/index" extra="可选：点击消息打开的商城页面" />
    </>
  )
}
