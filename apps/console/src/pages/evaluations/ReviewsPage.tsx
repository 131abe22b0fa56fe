import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Form, Image, Rate, Space, Tag, Typography } from 'antd'
import { ModalForm, PageContainer, ProFormTextArea, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { MerchantEvaluation } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { evaluationList, hideEvaluation, replyEvaluation } from './api'

const YES_NO = { true: { text: '是' }, false: { text: '否' } }

/** 评价管理: every evaluation, filtered by rating, words, replied or hidden; reply, hide or show again. */
export default function ReviewsPage() {
  const table = useRef<ActionType>(null)
  const [replying, setReplying] = useState<MerchantEvaluation | null>(null)
  const [form] = Form.useForm<{ reply: string }>()
  const reload = () => table.current?.reload()

  const setHidden = (evaluation: MerchantEvaluation, hidden: boolean) =>
    write(() => call(hideEvaluation, { params: { evaluationId: evaluation.id }, body: { hidden } }), {
      success: hidden ? '已隐藏，商品页不再显示' : '已恢复显示',
    }).then(reload)

  const columns: ProColumns<MerchantEvaluation>[] = [
    {
      title: '评分',
      dataIndex: 'rating',
      valueType: 'select',
      valueEnum: { 5: { text: '5星' }, 4: { text: '4星' }, 3: { text: '3星' }, 2: { text: '2星' }, 1: { text: '1星' } },
      sorter: true,
      width: 150,
      render: (_, e) => <Rate disabled value={e.rating} style={{ fontSize: 14 }} />,
    },
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '评价内容' } },
    {
      title: '评价',
      dataIndex: 'content',
      search: false,
      render: (_, e) => (
        <Space direction="vertical" size={4}>
          <span>{e.content || <Typography.Text type="secondary">（无文字）</Typography.Text>}</span>
          {e.images.length > 0 && (
            <Image.PreviewGroup>
              <Space>
                {e.images.map((src) => (
                  <Image key={src} src={src} width={48} height={48} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          {e.reply && <Typography.Text type="secondary">商家回复：{e.reply}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: '商品',
      dataIndex: 'goodsName',
      search: false,
      render: (_, e) => (
        <span>
          {e.goodsName}
          <div>
            <Typography.Text type="secondary">{e.specs}</Typography.Text>
          </div>
        </span>
      ),
    },
    {
      title: '订单',
      dataIndex: 'orderNo',
      search: false,
      render: (_, e) => <Link to={`/orders/${e.orderId}`}>{e.orderNo}</Link>,
    },
    { title: '买家', dataIndex: 'nickName', search: false },
    { title: '已回复', dataIndex: 'replied', hideInTable: true, valueType: 'select', valueEnum: YES_NO },
    {
      title: '显示',
      dataIndex: 'hidden',
      valueType: 'select',
      valueEnum: { false: { text: '显示中' }, true: { text: '已隐藏' } },
      render: (_, e) => (e.hidden ? <Tag>已隐藏</Tag> : <Tag color="green">显示中</Tag>),
    },
    {
      title: '评价时间',
      dataIndex: 'createTime',
      valueType: 'dateTimeRange',
      sorter: true,
      search: { transform: ([from, to]: string[]) => ({ createdFrom: from, createdTo: to }) },
      render: (_, e) => formatChinaDate(e.createTime, true),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      render: (_, e) => [
        <Typography.Link key="reply" onClick={() => setReplying(e)}>
          {e.reply ? '改回复' : '回复'}
        </Typography.Link>,
        <Typography.Link key="hide" onClick={() => void setHidden(e, !e.hidden)}>
          {e.hidden ? '显示' : '隐藏'}
        </Typography.Link>,
      ],
    },
  ]

  return (
    <PageContainer title="评价管理">
      <PagedTable route={evaluationList} rowKey="id" actionRef={table} columns={columns} emptyText="暂无评价" />
      <ModalForm<{ reply: string }>
        name="replyEvaluation"
        title="回复评价"
        width={480}
        form={form}
        open={!!replying}
        onOpenChange={(visible) => !visible && setReplying(null)}
        modalProps={{ destroyOnClose: true }}
        initialValues={{ reply: replying?.reply ?? '' }}
        onFinish={({ reply }) =>
          write(() => call(replyEvaluation, { params: { evaluationId: replying!.id }, body: { reply: reply ?? '' } }), {
            success: reply ? '回复已发布，商品页可见' : '回复已删除',
            form,
          }).then((done) => (done && reload(), done))
        }
      >
        <Typography.Paragraph>{replying?.content}</Typography.Paragraph>
        <ProFormTextArea
          name="reply"
          label="商家回复"
          extra="商品页公开显示，留空即删除回复"
          fieldProps={{ maxLength: 200, showCount: true }}
        />
      </ModalForm>
    </PageContainer>
  )
}
