import { useRef } from 'react'
import { Alert, Badge, Button, Popconfirm, Space, Tag, Typography } from 'antd'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { JobTaskHealth, merchantJobHealth, merchantRetryFailedJobs } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call, endpoint } from '../../lib/http'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'

const jobHealth = endpoint<typeof merchantJobHealth>('GET', 'merchant/jobs')
const retryFailed = endpoint<typeof merchantRetryFailedJobs>('POST', 'merchant/jobs/:task/retry')

/** What each task does, in the operator's words; a task the page does not know shows its own name. */
const TASK_NAMES: Record<string, string> = {
  'close-unpaid-order': '关闭超时未支付订单',
  'settle-refund': '查询退款到账',
  'settle-commission': '结算佣金',
  'chat-offline-reply': '客服离线留言通知',
  'flash-sale-remind': '秒杀开抢提醒',
  'expire-gift': '礼物过期退款',
}
const SWEEP = 'sweep:'
const taskName = (task: string) =>
  task.startsWith(SWEEP) ? `定时巡检 · ${task.slice(SWEEP.length)}` : (TASK_NAMES[task] ?? task)

/** How often the page reads the queue again. */
const POLL_MS = 5_000

/**
 * 后台任务: the job engine's queue per task (waiting, running, retried, given up, the next run and the last error),
 * read again every few seconds; an operator who fixed the cause of failures runs the failed jobs again.
 */
export default function JobsPage() {
  const canRetry = useCan('jobs.retry')
  const table = useRef<ActionType>(null)
  const columns: ProColumns<JobTaskHealth>[] = [
    {
      title: '任务',
      dataIndex: 'task',
      width: 260,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{taskName(row.task)}</Typography.Text>
          <Typography.Text type="secondary" copyable={{ text: row.task }}>
            {row.task}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '等待', dataIndex: 'queued', width: 90, align: 'right' },
    {
      title: '执行中',
      dataIndex: 'running',
      width: 90,
      align: 'right',
      render: (_, row) => (row.running > 0 ? <Badge status="processing" text={row.running} /> : 0),
    },
    {
      title: '重试中',
      dataIndex: 'retried',
      width: 90,
      align: 'right',
      render: (_, row) => (row.retried > 0 ? <Tag color="orange">{row.retried}</Tag> : 0),
    },
    {
      title: '已失败',
      dataIndex: 'failed',
      width: 90,
      align: 'right',
      render: (_, row) => (row.failed > 0 ? <Tag color="red">{row.failed}</Tag> : 0),
    },
    {
      title: '下次执行',
      dataIndex: 'nextRunAt',
      width: 170,
      render: (_, row) => (row.nextRunAt ? formatChinaDate(row.nextRunAt, true) : '—'),
    },
    {
      title: '最近错误',
      dataIndex: 'lastError',
      ellipsis: true,
      render: (_, row) => (row.lastError ? <Typography.Text type="danger">{row.lastError}</Typography.Text> : '—'),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      render: (_, row) =>
        canRetry && row.failed > 0 ? (
          <Popconfirm
            key="retry"
            title={`重新执行 ${row.failed} 个失败的任务？`}
            description="请先确认失败原因已经排除"
            onConfirm={async () => {
              const ok = await write(() => call(retryFailed, { params: { task: row.task } }), {
                success: '已重新排队',
              })
              if (ok) await table.current?.reload()
            }}
          >
            <Button type="link" size="small">
              重试失败
            </Button>
          </Popconfirm>
        ) : null,
    },
  ]

  return (
    <PageContainer
      content={
        <Alert
          type="info"
          showIcon
          message="订单超时关闭、退款查询、佣金结算等后台工作在这里排队执行；失败的任务会自动重试，多次失败后停在“已失败”，排除原因后可重试。"
        />
      }
    >
      <ProTable<JobTaskHealth>
        actionRef={table}
        rowKey="task"
        columns={columns}
        search={false}
        pagination={false}
        polling={POLL_MS}
        options={{ reload: true, density: false, setting: false }}
        locale={{ emptyText: '暂无后台任务' }}
        request={async () => {
          const health = await call(jobHealth)
          return { data: health.tasks, success: true, total: health.tasks.length }
        }}
        headerTitle="任务队列"
      />
    </PageContainer>
  )
}
