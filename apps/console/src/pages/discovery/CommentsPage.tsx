import { useRef, useState } from 'react'
import { Popconfirm, Typography } from 'antd'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { merchantComments } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call, type RowOf } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { COMMENT_STATUS, approveComment, commentList, hideComment } from './api'

type Row = RowOf<typeof merchantComments>

const TABS = [
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已通过' },
  { key: 'hidden', label: '已隐藏' },
  { key: 'all', label: '全部' },
]

/** 评论审核: comments show at once; the operator approves them, or hides one from the article (its count drops). */
export default function CommentsPage() {
  const table = useRef<ActionType>(null)
  const [tab, setTab] = useState('pending')
  const reload = () => table.current?.reload()
  const decide = (row: Row, action: 'approve' | 'hide') =>
    write(() => call(action === 'approve' ? approveComment : hideComment, { params: { id: row.id } }), {
      success: action === 'approve' ? '已通过' : '已隐藏，文章页不再显示',
    }).then(reload)

  const columns: ProColumns<Row>[] = [
    { title: '评论内容', dataIndex: 'keyword', hideInTable: true },
    { title: '文章ID', dataIndex: 'articleId', hideInTable: true, valueType: 'digit' },
    { title: '评论', dataIndex: 'content', search: false, ellipsis: true },
    { title: '文章', dataIndex: 'articleTitle', search: false, ellipsis: true },
    { title: '用户', dataIndex: 'nickName', search: false },
    {
      title: '时间',
      dataIndex: 'createTime',
      search: false,
      render: (_, row) => formatChinaDate(row.createTime, true),
    },
    { title: '状态', dataIndex: 'status', search: false, valueEnum: COMMENT_STATUS },
    {
      title: '审核',
      dataIndex: 'reviewedBy',
      search: false,
      render: (_, row) => (row.reviewedAt ? `${row.reviewedBy} ${formatChinaDate(row.reviewedAt, true)}` : '-'),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, row) => [
        row.status !== 'approved' && (
          <Typography.Link key="approve" onClick={() => void decide(row, 'approve')}>
            {row.status === 'hidden' ? '恢复显示' : '通过'}
          </Typography.Link>
        ),
        row.status !== 'hidden' && (
          <Popconfirm key="hide" title="隐藏后文章页不再显示这条评论，确定？" onConfirm={() => decide(row, 'hide')}>
            <Typography.Link type="danger">隐藏</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ]

  return (
    <PageContainer title="评论审核" tabList={TABS} tabActiveKey={tab} onTabChange={setTab}>
      <PagedTable
        route={commentList}
        rowKey="id"
        actionRef={table}
        columns={columns}
        query={tab === 'all' ? {} : { status: tab }}
        emptyText={tab === 'pending' ? '没有待审核的评论' : '暂无评论'}
      />
    </PageContainer>
  )
}
