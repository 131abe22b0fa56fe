import { useEffect, useState } from 'react'
import { Alert, Card, Col, Empty, Radio, Row, Statistic, Table } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { merchantDashboard, ResponseOf } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { Chart, type ChartOption } from '../../lib/chart'
import { call, endpoint, type ApiError } from '../../lib/http'

const dashboard = endpoint<typeof merchantDashboard>('GET', 'merchant/dashboard')
type Dashboard = ResponseOf<typeof merchantDashboard>
type Days = 7 | 30 | 90

const yuan = (fen: number) => Number(formatFen(fen))

/** 经营概况: today and the last days — sales, paid orders, average order value, refunds, new members, top goods. */
export default function DashboardPage() {
  const [days, setDays] = useState<Days>(30)
  const [data, setData] = useState<Dashboard | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setData(null)
    call(dashboard, { query: { days } })
      .then(setData)
      .catch((failure: ApiError) => setError(failure.message))
  }, [days])

  const figures = data && [
    {
      title: '今日销售额',
      value: `¥${formatFen(data.today.sales)}`,
      sub: `近${days}天 ¥${formatFen(data.period.sales)}`,
    },
    { title: '今日支付订单', value: data.today.paidOrders, sub: `近${days}天 ${data.period.paidOrders} 单` },
    {
      title: '今日客单价',
      value: `¥${formatFen(data.today.averageOrderValue)}`,
      sub: `近${days}天 ¥${formatFen(data.period.averageOrderValue)}`,
    },
    {
      title: '今日退款',
      value: `¥${formatFen(data.today.refunds)}`,
      sub: `近${days}天 ¥${formatFen(data.period.refunds)}（${data.period.refundCount} 笔）`,
    },
    { title: '今日新客', value: data.today.newMembers, sub: `近${days}天 ${data.period.newMembers} 人` },
  ]

  const dates = data?.days.map((day) => day.date.slice(5)) ?? []
  const salesOption: ChartOption | null = data && {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['销售额（元）', '退款（元）', '支付订单'] },
    grid: { left: 56, right: 56, top: 56, bottom: 32 },
    xAxis: { type: 'category', data: dates },
    yAxis: [
      { type: 'value', name: '元' },
      { type: 'value', name: '单', minInterval: 1 },
    ],
    series: [
      { name: '销售额（元）', type: 'line', smooth: true, areaStyle: {}, data: data.days.map((d) => yuan(d.sales)) },
      { name: '退款（元）', type: 'line', smooth: true, data: data.days.map((d) => yuan(d.refunds)) },
      { name: '支付订单', type: 'bar', yAxisIndex: 1, data: data.days.map((d) => d.paidOrders), barMaxWidth: 16 },
    ],
  }
  const membersOption: ChartOption | null = data && {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: '新客', type: 'bar', data: data.days.map((d) => d.newMembers), barMaxWidth: 16 }],
  }

  return (
    <PageContainer
      title="经营概况"
      loading={!data && !error}
      extra={
        <Radio.Group
          value={days}
          onChange={(event) => setDays(event.target.value as Days)}
          optionType="button"
          options={[
            { label: '近7天', value: 7 },
            { label: '近30天', value: 30 },
            { label: '近90天', value: 90 },
          ]}
        />
      }
    >
      {error && <Alert type="error" message={error} showIcon />}
      {data && (
        <>
          <Row gutter={16}>
            {figures!.map((figure) => (
              <Col key={figure.title} flex={1}>
                <Card size="small">
                  <Statistic title={figure.title} value={figure.value} />
                  <div style={{ color: 'rgba(0,0,0,.45)', marginTop: 4 }}>{figure.sub}</div>
                </Card>
              </Col>
            ))}
          </Row>
          <Card title={`销售趋势（${data.period.from} 至 ${data.period.to}）`} style={{ marginTop: 16 }}>
            <Chart option={salesOption!} />
          </Card>
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col span={10}>
              <Card title="每日新客">
                <Chart option={membersOption!} height={280} />
              </Card>
            </Col>
            <Col span={14}>
              <Card title={`热销商品（近${days}天）`}>
                <Table
                  rowKey="goodsId"
                  size="small"
                  pagination={false}
                  dataSource={data.topGoods}
                  locale={{
                    emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这段时间还没有成交" />,
                  }}
                  columns={[
                    { title: '排名', key: 'rank', width: 60, render: (_, __, index) => index + 1 },
                    { title: '商品', dataIndex: 'name', ellipsis: true },
                    { title: '销量', dataIndex: 'quantity', align: 'right', width: 80 },
                    {
                      title: '销售额',
                      dataIndex: 'sales',
                      align: 'right',
                      width: 120,
                      render: (fen: number) => `¥${formatFen(fen)}`,
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </PageContainer>
  )
}
