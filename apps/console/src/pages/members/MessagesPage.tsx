import { useEffect, useRef, useState } from 'react'
import { Button, Form, Progress, Tag } from 'antd'
import { SendOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MessageBroadcast, MessageSegment } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { broadcastList, levelOptions, requestId, startBroadcast } from './api'
import { MessageFields } from './MemberForms'

/** How often the list looks again while a send is still sending. */
const POLL_MS = 1500

interface BroadcastValues {
  kind: MessageSegment['kind']
  level?: string
  goodsId?: number
  title: string
  content: string
  link?: string
}

const segmentOf = ({ kind, level, goodsId }: BroadcastValues): MessageSegment =>
  kind === 'bought' ? { kind, goodsId: goodsId! } : kind === 'members' ? { kind, ...(level && { level }) } : { kind }

const percent = (send: MessageBroadcast) => (send.total === 0 ? 100 : Math.floor((send.sent / send.total) * 100))

const columns: ProColumns<MessageBroadcast>[] = [
  { title: '标题', dataIndex: 'title', search: false, width: 160 },
  { title: '内容', dataIndex: 'content', search: false, ellipsis: true },
  { title: '发送对象', dataIndex: 'segmentLabel', search: false, width: 180 },
  {
    title: '状态',
    dataIndex: 'status',
    valueType: 'select',
    valueEnum: { sending: { text: '发送中', status: 'Processing' }, sent: { text: '已完成', status: 'Success' } },
    width: 100,
  },
  {
    title: '进度',
    key: 'progress',
    search: false,
    width: 200,
    render: (_, send) => (
      <Progress
        percent={percent(send)}
        size="small"
        status={send.status === 'sending' ? 'active' : 'success'}
        format={() => `${send.sent}/${send.total}`}
      />
    ),
  },
  { title: '操作人', dataIndex: 'staffUserid', search: false, width: 110 },
  {
    title: '发送时间',
    dataIndex: 'createTime',
    search: false,
    width: 170,
    render: (_, send) => formatChinaDate(send.createTime, true),
  },
]

/**
 * 站内信群发: a notice to a segment (every customer, members of a level, who bought a goods), written in the
 * background; the list shows each send's progress and looks again while one is sending.
 */
export default function MessagesPage() {
  const table = useRef<ActionType>(null)
  const [form] = Form.useForm<BroadcastValues>()
  const [key, setKey] = useState(requestId)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!sending) return
    const timer = setInterval(() => table.current?.reload(), POLL_MS)
    return () => clearInterval(timer)
  }, [sending])

  return (
    <PageContainer title="站内信群发">
      <PagedTable
        route={broadcastList}
        rowKey="id"
        actionRef={table}
        columns={columns}
        emptyText="还没有群发过消息"
        postData={(rows: MessageBroadcast[]) => {
          setSending(rows.some((row) => row.status === 'sending'))
          return rows
        }}
        toolBarRender={() => [
          <ModalForm<BroadcastValues>
            key="send"
            title="群发站内信"
            width={560}
            form={form}
            initialValues={{ kind: 'all' }}
            trigger={
              <Button type="primary" icon={<SendOutlined />}>
                群发消息
              </Button>
            }
            modalProps={{ destroyOnClose: true }}
            onOpenChange={(open) => open && setKey(requestId())}
            onFinish={(values) =>
              write(
                () =>
                  call(startBroadcast, {
                    body: {
                      requestId: key,
                      segment: segmentOf(values),
                      title: values.title,
                      content: values.content,
                      link: values.link || undefined,
                    },
                  }),
                { success: '已开始发送', form },
              ).then((done) => {
                if (done) {
                  setSending(true)
                  table.current?.reload()
                }
                return done
              })
            }
          >
            <ProFormRadio.Group
              name="kind"
              label="发送对象"
              options={[
                { label: '全部客户', value: 'all' },
                { label: '会员', value: 'members' },
                { label: '购买过某商品的客户', value: 'bought' },
              ]}
            />
            <ProFormDependency name={['kind']}>
              {({ kind }) =>
                kind === 'members' ? (
                  <ProFormSelect
                    name="level"
                    label="会员等级"
                    request={levelOptions}
                    placeholder="全部等级"
                    allowClear
                  />
                ) : kind === 'bought' ? (
                  <ProFormDigit
                    name="goodsId"
                    label="商品ID"
                    fieldProps={{ precision: 0 }}
                    rules={[{ required: true, message: '请填写商品ID' }]}
                  />
                ) : null
              }
            </ProFormDependency>
            <MessageFields />
            <Tag color="blue">同一次提交只会发送一次；发送在后台分批进行，列表显示进度</Tag>
          </ModalForm>,
        ]}
      />
    </PageContainer>
  )
}
