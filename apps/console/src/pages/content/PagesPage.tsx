import { useNavigate } from 'react-router'
import { Space, Tag, Typography } from 'antd'
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import type { ResponseOf, merchantPages } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { pageList } from './api'

type Row = ResponseOf<typeof merchantPages>[number]

/** 页面装修: the eight page codes of the spec, each with its live version and whether a draft waits. */
export default function PagesPage() {
  const navigate = useNavigate()
  const columns: ProColumns<Row>[] = [
    {
      title: '页面',
      dataIndex: 'name',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary">{row.code}</Typography.Text>
        </Space>
      ),
    },
    { title: '页面标题', dataIndex: 'title' },
    { title: '线上版本', dataIndex: 'liveVersion', render: (_, row) => <Tag color="blue">版本 {row.liveVersion}</Tag> },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      render: (_, row) => (row.publishedAt ? formatChinaDate(row.publishedAt, true) : '-'),
    },
    {
      title: '草稿',
      dataIndex: 'draftUpdatedAt',
      render: (_, row) =>
        row.draftUpdatedAt ? (
          <Tag color="orange">
            {row.draftUpdatedBy} 修改于 {formatChinaDate(row.draftUpdatedAt, true)}，未发布
          </Tag>
        ) : (
          <Typography.Text type="secondary">无</Typography.Text>
        ),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, row) => [
        <Typography.Link key="edit" onClick={() => navigate(`/content/pages/${row.code}`)}>
          装修
        </Typography.Link>,
      ],
    },
  ]
  return (
    <PageContainer title="页面装修" subTitle="编辑草稿、预览后发布；每次发布保留一个版本，可随时回滚">
      <ProTable<Row>
        rowKey="code"
        search={false}
        pagination={false}
        columns={columns}
        locale={{ emptyText: '暂无页面' }}
        request={async () => ({ data: await call(pageList), success: true })}
      />
    </PageContainer>
  )
}
