import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Badge, Button, Card, Col, Descriptions, Empty, Row, Statistic, Tag } from 'antd'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { CrmBindingRow, merchantCrmStatus, ResponseOf } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { Chart, type ChartOption } from '../../lib/chart'
import { call, type ApiError } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { crmBindings, crmStatus, crmSync } from './api'

type Status = ResponseOf<typeof merchantCrmStatus>

/**
 * 品牌CRM: which CRM the shop talks to and whether it answers now, the bound members by level, and every binding with
 * the figures the CRM gave last; a row's 同步 reads that member from the CRM again (docs/member-crm.md).
 */
export default function CrmPage() {
  const [status, setStatus] = useState<Status | null>(null)
  const [error, setError] = useState<string | null>(null)
  const table = useRef<ActionType>(null)

  const check = useCallback(() => {
    setError(null)
    call(crmStatus)
      .then(setStatus)
      .catch((failure: ApiError) => setError(failure.message))
  }, [])
  useEffect(check, [check])

  const levelsOption = useMemo<ChartOption | null>(
    () =>
      status && {
        tooltip: { trigger: 'item', formatter: '{b}：{c} 人（{d}%）' },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['40%', '68%'],
            data: status.levels.map((level) => ({ name: level.levelName, value: level.members })),
          },
        ],
      },
    [status],
  )

  const columns: ProColumns<CrmBindingRow>[] = [
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '会员卡号', dataIndex: 'memberNo', width: 150 },
    { title: '昵称', dataIndex: 'nickName', search: false, width: 140 },
    {
      title: '等级',
      dataIndex: 'levelName',
      search: false,
      width: 110,
      render: (_, row) => <Tag>{row.levelName}</Tag>,
    },
    { title: 'CRM积分', dataIndex: 'points', search: false, width: 100, align: 'right' },
    {
      title: '绑定时间',
      dataIndex: 'boundAt',
      search: false,
      width: 170,
      render: (_, row) => formatChinaDate(row.boundAt, true),
    },
    {
      title: '最近同步',
      dataIndex: 'syncedAt',
      search: false,
      width: 170,
      render: (_, row) => formatChinaDate(row.syncedAt, true),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
      render: (_, row) => (
        <Button
          key="sync"
          type="link"
          size="small"
          onClick={async () => {
            let stale = false
            const ok = await write(
              async () => {
                stale = (await call(crmSync, { params: { customerId: row.customerId } })).stale
              },
              { success: '已从CRM同步' },
            )
            if (ok && stale) setError('CRM暂时无法连接，显示的是上次同步的数据')
            if (ok) await table.current?.reload()
          }}
        >
          同步
        </Button>
      ),
    },
  ]

  return (
    <PageContainer>
      {error && <Alert type="warning" showIcon message={error} style={{ marginBottom: 16 }} closable />}
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={14}>
          <Card
            title="CRM连接"
            loading={!status && !error}
            extra={
              <Button size="small" onClick={check}>
                重新检测
              </Button>
            }
          >
            {status && (
              <Descriptions column={1} size="small">
                <Descriptions.Item label="接入方式">
                  {status.mode === 'live' ? <Tag color="blue">正式CRM</Tag> : <Tag>沙箱CRM（演示）</Tag>}
                </Descriptions.Item>
                {status.apiBase && <Descriptions.Item label="接口地址">{status.apiBase}</Descriptions.Item>}
                <Descriptions.Item label="连接状态">
                  {status.reachable ? (
                    <Badge status="success" text="正常" />
                  ) : (
                    <Badge status="error" text="无法连接：会员页显示上次同步的等级和积分" />
                  )}
                </Descriptions.Item>
                <Descriptions.Item label="检测时间">{formatChinaDate(status.checkedAt, true)}</Descriptions.Item>
              </Descriptions>
            )}
          </Card>
        </Col>
        <Col span={10}>
          <Card title="绑卡会员等级分布" loading={!status && !error}>
            {status && <Statistic title="已绑卡会员" value={status.boundMembers} suffix="人" />}
            {status && levelsOption && status.levels.length > 0 ? (
              <Chart option={levelsOption} height={220} />
            ) : (
              status && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有会员绑定品牌会员卡" />
            )}
          </Card>
        </Col>
      </Row>
      <PagedTable
        actionRef={table}
        route={crmBindings}
        rowKey="customerId"
        columns={columns}
        headerTitle="绑卡会员"
        emptyText="暂无绑卡会员"
      />
    </PageContainer>
  )
}
