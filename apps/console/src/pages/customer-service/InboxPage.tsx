import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  Badge,
  Button,
  Card,
  Empty,
  Image,
  Input,
  List,
  Pagination,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
  type UploadProps,
} from 'antd'
import { PictureOutlined } from '@ant-design/icons'
import { PageContainer } from '@ant-design/pro-components'
import { Link } from 'react-router'
import type { ChatMessage, MerchantConversation, MerchantOrderSummary } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { feedback } from '../../lib/feedback'
import { ApiError, call, callUrl, getToken } from '../../lib/http'
import { useCan, useSession } from '../../lib/session'
import { write } from '../../lib/write'
import {
  assignConversation,
  chatAgents,
  clientId,
  conversationList,
  conversationMessages,
  customerOrders,
  openInboxSocket,
  readConversation,
  sendReply,
} from './api'

/** The IM list search pages by 10 (spec §7). */
const PAGE_SIZE = 10

const byseq = (list: ChatMessage[], more: ChatMessage[]) => {
  const bySeq = new Map(list.map((m) => [m.seq, m]))
  for (const m of more) bySeq.set(m.seq, m)
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq)
}

function Bubble({ message }: { message: ChatMessage }) {
  if (message.sender === 'system') {
    return (
      <div style={{ textAlign: 'center', margin: '12px 0' }}>
        <Typography.Text type="secondary">{message.content}</Typography.Text>
      </div>
    )
  }
  const staff = message.sender === 'staff'
  return (
    <div
      data-seq={message.seq}
      style={{ display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start', margin: '10px 0' }}
    >
      <div style={{ maxWidth: '70%' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {staff ? `${message.staffName ?? '客服'} · ` : '顾客 · '}
          {formatChinaDate(message.createTime, true)}
        </Typography.Text>
        {message.type === 'context' && message.context ? (
          <Card size="small" style={{ marginTop: 4 }}>
            <Space>
              {message.context.image && <Image src={message.context.image} width={56} height={56} preview={false} />}
              <div>
                <Typography.Text strong>
                  {{ goods: '咨询商品', order: '咨询订单', refund: '咨询售后', user: '个人中心' }[message.context.type]}
                  ：{message.context.title}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{message.context.subtitle}</Typography.Text>
              </div>
            </Space>
          </Card>
        ) : message.type === 'image' && message.imageUrl ? (
          <div style={{ marginTop: 4 }}>
            <Image src={message.imageUrl} width={200} alt={staff ? '客服发送的图片' : '顾客发送的图片'} />
          </div>
        ) : (
          <div
            style={{
              marginTop: 4,
              padding: '8px 12px',
              borderRadius: 8,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              background: staff ? '#a3214f' : '#f5f5f5',
              color: staff ? '#fff' : undefined,
            }}
          >
            {message.content}
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * 客服工作台: the conversations (search by nickname or mobile, 10 a page, unread counts, who answers), the chosen
 * one's messages live, the reply box, transfer, and the customer's orders. A staff socket tells the page of every
 * conversation's change and sends the chosen one's messages as they are kept (docs/customer-service.md).
 */
export default function InboxPage() {
  const { staff } = useSession()
  const canSeeOrders = useCan('orders.view')
  const [keyword, setKeyword] = useState('')
  const [mine, setMine] = useState(false)
  const [page, setPage] = useState(0)
  const [list, setList] = useState<{ content: MerchantConversation[]; totalElements: number; unreadTotal: number }>()
  const [selected, setSelected] = useState<number | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [orders, setOrders] = useState<MerchantOrderSummary[]>([])
  const [agents, setAgents] = useState<{ userid: string; name: string }[]>([])
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [live, setLive] = useState(false)
  const position = useRef<{ conversationId: number | null; after: number }>({ conversationId: null, after: 0 })
  const socket = useRef<ReturnType<typeof openInboxSocket> | null>(null)
  const thread = useRef<HTMLDivElement>(null)

  const current = useMemo(() => list?.content.find((c) => c.id === selected) ?? null, [list, selected])

  const loadList = useCallback(async () => {
    const answer = await call(conversationList, {
      query: { page, size: PAGE_SIZE, ...(keyword && { keyword }), ...(mine && { mine: 'true' }) },
    })
    setList(answer)
  }, [page, keyword, mine])

  useEffect(() => {
    void loadList()
  }, [loadList])

  const receive = useCallback((more: ChatMessage[]) => {
    const mineNow = more.filter((m) => m.conversationId === position.current.conversationId)
    if (mineNow.length === 0) return
    position.current.after = Math.max(position.current.after, ...mineNow.map((m) => m.seq))
    setMessages((now) => byseq(now, mineNow))
  }, [])

  // The list reloads when any conversation changed (at most every 300 ms).
  const reloadSoon = useRef<ReturnType<typeof setTimeout>>()
  const latestLoad = useRef(loadList)
  latestLoad.current = loadList
  useEffect(() => {
    const opened = openInboxSocket({
      position: () => position.current,
      onLive: setLive,
      onFrame: (frame) => {
        if (frame.type === 'message') receive([frame.message])
        if (frame.type === 'inbox') {
          clearTimeout(reloadSoon.current)
          reloadSoon.current = setTimeout(() => void latestLoad.current(), 300)
        }
      },
    })
    socket.current = opened
    void call(chatAgents).then(setAgents)
    return () => {
      clearTimeout(reloadSoon.current)
      opened.close()
    }
  }, [receive])

  const choose = async (conversation: MerchantConversation) => {
    setSelected(conversation.id)
    setMessages([])
    position.current = { conversationId: conversation.id, after: 0 }
    const answer = await call(conversationMessages, { params: { id: conversation.id }, query: { after: 0, size: 200 } })
    receive(answer.messages)
    socket.current?.watch(conversation.id, position.current.after)
    setOrders(
      canSeeOrders
        ? (await call(customerOrders, { query: { customer: String(conversation.customer.id), page: 0, size: 5 } }))
            .content
        : [],
    )
  }

  // What the chosen conversation shows is read.
  const lastSeq = messages.at(-1)?.seq ?? 0
  useEffect(() => {
    if (selected === null || lastSeq === 0) return
    thread.current?.scrollTo({ top: thread.current.scrollHeight })
    void call(readConversation, { params: { id: selected }, body: { seq: lastSeq } }).then(() => latestLoad.current())
  }, [selected, lastSeq])

  /** Sends a text or an uploaded picture; answers whether it was kept. */
  const post = async (body: { type: 'text'; content: string } | { type: 'image'; imageUrl: string }) => {
    if (selected === null) return false
    setSending(true)
    try {
      // A reply shows in the thread (no toast per message); a refusal says why.
      receive([await call(sendReply, { params: { id: selected }, body: { clientId: clientId(), ...body } })])
      void loadList()
      return true
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      feedback.message.error(error.message)
      return false
    } finally {
      setSending(false)
    }
  }

  const send = async () => {
    const content = draft.trim()
    if (content && (await post({ type: 'text', content }))) setDraft('')
  }

  // A picture: uploaded through the chat's own upload (checked by its bytes), then sent as an image message.
  const picture: UploadProps<{ url?: string; message?: string }> = {
    action: callUrl('merchant/chat/uploads'),
    name: 'file',
    accept: 'image/jpeg,image/png,image/webp,image/gif',
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    showUploadList: false,
    onChange: ({ file }) => {
      if (file.status === 'error') feedback.message.error(file.response?.message ?? '图片上传失败，请稍后再试')
      if (file.status === 'done' && file.response?.url) void post({ type: 'image', imageUrl: file.response.url })
    },
  }

  const transfer = (userid: string) =>
    selected !== null &&
    write(() => call(assignConversation, { params: { id: selected }, body: { userid } }).then(loadList), {
      success: userid === staff?.userid ? '已接入会话' : '会话已转接',
    })

  return (
    <PageContainer
      title="客服工作台"
      subTitle={
        <Space>
          <Badge status={live ? 'success' : 'warning'} text={live ? '实时连接' : '正在连接…'} />
          <span>未读 {list?.unreadTotal ?? 0}</span>
        </Space>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: '340px 1fr 320px', gap: 16, height: 'calc(100vh - 200px)' }}>
        <Card size="small" styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}>
          <Input.Search
            placeholder="搜索昵称或手机号"
            allowClear
            onSearch={(value) => {
              setPage(0)
              setKeyword(value.trim())
            }}
          />
          <Segmented
            style={{ margin: '8px 0' }}
            block
            options={[
              { label: '全部会话', value: 'all' },
              { label: '我的与待接待', value: 'mine' },
            ]}
            value={mine ? 'mine' : 'all'}
            onChange={(value) => {
              setPage(0)
              setMine(value === 'mine')
            }}
          />
          <List
            style={{ flex: 1, overflow: 'auto' }}
            dataSource={list?.content ?? []}
            locale={{ emptyText: '暂无会话' }}
            renderItem={(conversation) => (
              <List.Item
                aria-label={`会话 ${conversation.customer.nickName}`}
                onClick={() => void choose(conversation)}
                style={{
                  cursor: 'pointer',
                  padding: '8px',
                  background: conversation.id === selected ? '#f8e8ee' : undefined,
                }}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <Badge count={conversation.unread} size="small">
                        <span>{conversation.customer.nickName || '顾客'}</span>
                      </Badge>
                      {conversation.assignee ? (
                        <Tag>{conversation.assignee.name}</Tag>
                      ) : (
                        <Tag color="orange">待接待</Tag>
                      )}
                    </Space>
                  }
                  description={
                    <Typography.Text type="secondary" ellipsis style={{ width: 260 }}>
                      {conversation.lastMessage}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
          <Pagination
            size="small"
            simple
            current={page + 1}
            pageSize={PAGE_SIZE}
            total={list?.totalElements ?? 0}
            onChange={(next) => setPage(next - 1)}
          />
        </Card>

        <Card
          size="small"
          title={
            current
              ? `${current.customer.nickName || '顾客'}${current.customer.mobile ? `（${current.customer.mobile}）` : ''}`
              : '会话'
          }
          styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 40px)' } }}
        >
          {selected === null ? (
            <Empty description="在左侧选择一个会话" style={{ marginTop: 120 }} />
          ) : (
            <>
              <div ref={thread} style={{ flex: 1, overflow: 'auto', padding: '0 8px' }} aria-label="消息记录">
                {messages.map((message) => (
                  <Bubble key={message.seq} message={message} />
                ))}
              </div>
              <Space.Compact style={{ marginTop: 8 }}>
                <Input.TextArea
                  aria-label="回复内容"
                  value={draft}
                  maxLength={1000}
                  autoSize={{ minRows: 2, maxRows: 4 }}
                  placeholder="输入回复，Enter 发送，Shift+Enter 换行"
                  onChange={(event) => setDraft(event.target.value)}
                  onPressEnter={(event) => {
                    if (event.shiftKey) return
                    event.preventDefault()
                    void send()
                  }}
                />
                <Upload {...picture}>
                  <Button icon={<PictureOutlined />} aria-label="选择图片" disabled={sending} />
                </Upload>
                <Button type="primary" loading={sending} disabled={!draft.trim()} onClick={() => void send()}>
                  发送
                </Button>
              </Space.Compact>
            </>
          )}
        </Card>

        <Card size="small" title="顾客与接待">
          {current ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>会员ID：{current.customer.id}</Typography.Text>
              <Typography.Text>接待人：{current.assignee?.name ?? '待接待'}</Typography.Text>
              <Space>
                {current.assignee?.userid !== staff?.userid && staff && (
                  <Button size="small" onClick={() => void transfer(staff.userid)}>
                    接入
                  </Button>
                )}
                <Select
                  size="small"
                  style={{ width: 160 }}
                  placeholder="转接给…"
                  aria-label="转接给"
                  value={null}
                  options={agents
                    .filter((agent) => agent.userid !== current.assignee?.userid)
                    .map((agent) => ({ value: agent.userid, label: agent.name }))}
                  onChange={(userid: string) => void transfer(userid)}
                />
              </Space>
              {canSeeOrders && (
                <>
                  <Typography.Title level={5} style={{ marginTop: 12 }}>
                    最近订单
                  </Typography.Title>
                  <List
                    size="small"
                    dataSource={orders}
                    locale={{ emptyText: '暂无订单' }}
                    renderItem={(order) => (
                      <List.Item>
                        <Space direction="vertical" size={0}>
                          <Link to={`/orders/${order.orderId}`}>{order.orderNo}</Link>
                          <Typography.Text type="secondary">
                            {order.statusLabel} · ¥{formatFen(order.totalRealPayAmount)} ·{' '}
                            {formatChinaDate(order.createTime, true)}
                          </Typography.Text>
                        </Space>
                      </List.Item>
                    )}
                  />
                </>
              )}
            </Space>
          ) : (
            <Empty description="选择会话后显示顾客信息" />
          )}
        </Card>
      </div>
    </PageContainer>
  )
}
