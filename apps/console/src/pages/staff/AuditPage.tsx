import { Table, Typography } from 'antd'
import { PageContainer, type ProColumns } from '@ant-design/pro-components'
import type { AuditEntry } from '@shop/contracts'
import { PERMISSIONS, type Permission } from '@shop/contracts/permissions'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { AUDIT_FIELDS } from '../../audit-fields'
import { auditLog, staffList } from './api'
import { auditDiff, type FieldChange } from './audit-diff'

const actionName = (action: string) => PERMISSIONS[action as Permission] ?? action

const staffOptions = async () =>
  (await call(staffList, { query: { size: 1000 } })).content.map((s) => ({
    label: `${s.name ?? s.username ?? s.userid}${s.username ? `（${s.username}）` : ''}`,
    value: s.userid,
  }))

/** What one write changed: field, before, after. */
function Diff({ entry }: { entry: AuditEntry }) {
  const changes = auditDiff(entry.before, entry.after, AUDIT_FIELDS[entry.targetType])
  if (changes.length === 0) return <Typography.Text type="secondary">没有记录字段变化</Typography.Text>
  return (
    <Table<FieldChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      columns={[
        { title: '字段', dataIndex: 'field', width: 240 },
        {
          title: '修改前',
          dataIndex: 'before',
          render: (v: string) => <Typography.Text delete={!!v}>{v}</Typography.Text>,
        },
        {
          title: '修改后',
          dataIndex: 'after',
          render: (v: string) => <Typography.Text mark={!!v}>{v}</Typography.Text>,
        },
      ]}
    />
  )
}

/** 操作日志: every write on price, stock, money, refunds, coupons, points or staff; filter, and open a row's diff. */
export default function AuditPage() {
  const canListStaff = useCan('staff.manage')
  const columns: ProColumns<AuditEntry>[] = [
    {
      title: '时间',
      dataIndex: 'at',
      valueType: 'dateTimeRange',
      width: 170,
      render: (_, entry) => formatChinaDate(entry.at, true),
      search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
    },
    {
      title: '员工',
      dataIndex: 'staffUserid',
      width: 160,
      ...(canListStaff
        ? { valueType: 'select' as const, request: staffOptions, fieldProps: { showSearch: true } }
        : { fieldProps: { placeholder: '员工ID' } }),
      render: (_, entry) => entry.staffName ?? entry.staffUserid,
    },
    {
      title: '操作',
      dataIndex: 'action',
      width: 150,
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(PERMISSIONS).map(([code, label]) => [code, { text: label }])),
      render: (_, entry) => actionName(entry.action),
    },
    { title: '对象类型', dataIndex: 'targetType', width: 110 },
    { title: '对象ID', dataIndex: 'targetId', width: 110 },
    { title: '摘要', dataIndex: 'summary', search: false, ellipsis: true },
  ]
  return (
    <PageContainer title="操作日志">
      <PagedTable
        route={auditLog}
        rowKey="auditId"
        columns={columns}
        emptyText="暂无操作记录"
        expandable={{ expandedRowRender: (entry) => <Diff entry={entry} />, expandRowByClick: true }}
      />
    </PageContainer>
  )
}
