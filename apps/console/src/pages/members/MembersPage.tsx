import { Avatar, Space, Tag, Typography } from 'antd'
import { UserOutlined } from '@ant-design/icons'
import { PageContainer, type ProColumns } from '@ant-design/pro-components'
import { Link } from 'react-router'
import type { MemberRow } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { levelOptions, memberList } from './api'

const GENDERS = ['未知', '男', '女'] as const
const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')

/** 会员列表: every customer, searched by mobile, nickname or id; filters, sort, paging on the server; CSV export. */
export default function MembersPage() {
  const canExport = useCan('members.export')
  const columns: ProColumns<MemberRow>[] = [
    {
      title: '关键词',
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: '手机号、昵称或会员ID' },
    },
    { title: 'ID', dataIndex: 'customerId', search: false, sorter: true, width: 90 },
    {
      title: '客户',
      dataIndex: 'nickName',
      search: false,
      render: (_, member) => (
        <Space>
          <Avatar size="small" src={member.avatarUrl ?? undefined} icon={<UserOutlined />} />
          <Link to={`/members/${member.customerId}`}>{member.nickName}</Link>
          {member.realName && <Typography.Text type="secondary">{member.realName}</Typography.Text>}
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'mobile', search: false, render: (_, member) => member.mobile ?? '-' },
    {
      title: '会员',
      dataIndex: 'isMember',
      valueType: 'select',
      valueEnum: { true: { text: '是' }, false: { text: '否' } },
      render: (_, member) => (member.isMember ? <Tag color="gold">{member.level}</Tag> : <Tag>非会员</Tag>),
    },
    { title: '等级', dataIndex: 'level', valueType: 'select', request: levelOptions, hideInTable: true },
    { title: '性别', dataIndex: 'gender', search: false, render: (_, member) => GENDERS[member.gender] },
    { title: '积分', dataIndex: 'points', search: false, align: 'right' },
    { title: '首单时间', dataIndex: 'firstShopTime', search: false, render: (_, member) => when(member.firstShopTime) },
    {
      title: '注册时间',
      dataIndex: 'createTime',
      valueType: 'dateTimeRange',
      sorter: true,
      defaultSortOrder: 'descend',
      search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
      render: (_, member) => when(member.createTime),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      render: (_, member) => [
        <Link key="open" to={`/members/${member.customerId}`}>
          详情
        </Link>,
      ],
    },
  ]

  return (
    <PageContainer title="会员列表">
      <PagedTable
        route={memberList}
        rowKey="customerId"
        columns={columns}
        emptyText="没有找到会员"
        csv={
          canExport
            ? {
                filename: '会员',
                columns: [
                  { title: '会员ID', value: (m) => m.customerId },
                  { title: '昵称', value: (m) => m.nickName },
                  { title: '姓名', value: (m) => m.realName },
                  { title: '手机号', value: (m) => m.mobile },
                  { title: '会员等级', value: (m) => (m.isMember ? m.level : '非会员') },
                  { title: '积分', value: (m) => m.points },
                  { title: '首单时间', value: (m) => when(m.firstShopTime) },
                  { title: '注册时间', value: (m) => when(m.createTime) },
                ],
              }
            : undefined
        }
      />
    </PageContainer>
  )
}
