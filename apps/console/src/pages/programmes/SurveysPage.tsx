import { useRef, useState } from 'react'
import { Button, Descriptions, Form, Modal, Progress, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDigit,
  ProFormList,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { ResponseOf, merchantSurveys, merchantSurveyStats } from '@shop/contracts'
import { csvText } from '../../lib/csv'
import { call } from '../../lib/http'
import { Can } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createSurvey, surveyAnswers, surveys, surveyStats, surveyStatus } from './api'
import { usePublishing } from './publishing'

type Row = ResponseOf<typeof merchantSurveys>['content'][number]
type Stats = ResponseOf<typeof merchantSurveyStats>

const KINDS = { single: '单选', multiple: '多选', rating: '评分', text: '填空' } as const

interface QuestionValues {
  kind: keyof typeof KINDS
  title: string
  required: boolean
  /** One option a line. */
  options?: string
}
interface Values {
  title: string
  description?: string
  rewardPoints: number
  questions: QuestionValues[]
}

const toQuestions = (questions: QuestionValues[]) =>
  questions.map((q, i) => ({
    id: `q${i + 1}`,
    kind: q.kind,
    title: q.title,
    required: q.required,
    ...((q.kind === 'single' || q.kind === 'multiple') && {
      options: (q.options ?? '')
        .split('\n')
        .map((label) => label.trim())
        .filter(Boolean)
        .map((label, j) => ({ id: `o${j + 1}`, label })),
    }),
  }))

/** 新建问卷: questions with their kind; choices one a line. */
function SurveyForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title="新建问卷"
      width={680}
      form={form}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          新建问卷
        </Button>
      }
      modalProps={{ destroyOnClose: true }}
      initialValues={{ rewardPoints: 100, questions: [{ kind: 'single', title: '', required: true }] }}
      onFinish={async (v) => {
        const done = await write(
          () =>
            call(createSurvey, {
              body: {
                title: v.title,
                description: v.description ?? '',
                rewardPoints: v.rewardPoints,
                questions: toQuestions(v.questions),
                startTime: null,
                endTime: null,
              },
            }),
          { success: '问卷已创建（草稿），发布后会员可填写', form },
        )
        if (done) onDone()
        return done
      }}
    >
      <ProFormText name="title" label="问卷标题" width="md" rules={[{ required: true }]} />
      <ProFormTextArea name="description" label="问卷说明" />
      <ProFormDigit name="rewardPoints" label="奖励积分" width="sm" min={0} fieldProps={{ precision: 0 }} />
      <ProFormList name="questions" label="问题" creatorButtonProps={{ creatorButtonText: '添加问题' }} min={1}>
        <ProFormSelect name="kind" label="题型" width="sm" valueEnum={KINDS} rules={[{ required: true }]} />
        <ProFormText name="title" label="问题" width="lg" rules={[{ required: true }]} />
        <ProFormSwitch name="required" label="必答" />
        <ProFormTextArea name="options" label="选项" extra="单选、多选题填写，每行一个选项" />
      </ProFormList>
    </ModalForm>
  )
}

/** The figures of a survey, question by question. */
function StatsView({ stats }: { stats: Stats }) {
  return (
    <Descriptions column={1} bordered size="small" title={`共 ${stats.answerCount} 份答卷`}>
      {stats.questions.map((q) => (
        <Descriptions.Item key={q.id} label={`${q.title}（${KINDS[q.kind]}）`}>
          {q.counts.length === 0
            ? `${q.answered} 人填写`
            : q.counts.map((c) => (
                <div key={c.key}>
                  {c.label}：{c.count}
                  <Progress
                    percent={stats.answerCount ? Math.round((c.count / stats.answerCount) * 100) : 0}
                    size="small"
                  />
                </div>
              ))}
          {q.average !== null && <div>平均 {q.average} 分</div>}
        </Descriptions.Item>
      ))}
    </Descriptions>
  )
}

/** 问卷调查: surveys with their answers; create, publish, close, figures and an answers export. */
export default function SurveysPage() {
  const table = useRef<ActionType>(null)
  const [stats, setStats] = useState<Stats | null>(null)
  const reload = () => void table.current?.reload()
  const { statusColumn, actions } = usePublishing<Row>({
    move: (id, status) => call(surveyStatus, { params: { id }, body: { status } }),
    published: '问卷已发布',
    closed: '问卷已结束',
    closeConfirm: '结束后会员不能再提交，确定结束？',
    reload,
  })
  const showStats = async (id: number) => setStats(await call(surveyStats, { params: { id } }))
  const exportAnswers = async (row: Row) => {
    const page = await call(surveyAnswers, { params: { id: row.id }, query: { page: 0, size: 1000 } })
    const text = csvText(
      [
        { title: '答卷ID', value: (a) => a.id },
        { title: '会员ID', value: (a) => a.customerId },
        { title: '版本', value: (a) => a.version },
        { title: '答案', value: (a) => JSON.stringify(a.answers) },
        { title: '奖励积分', value: (a) => a.rewardPoints },
        { title: '提交时间', value: (a) => a.createTime },
      ],
      page.content,
    )
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
    link.download = `问卷${row.id}答卷.csv`
    link.click()
    URL.revokeObjectURL(link.href)
  }

  const columns: ProColumns<Row>[] = [
    { title: '问卷', dataIndex: 'title' },
    { title: '版本', dataIndex: 'version', render: (_, s) => `v${s.version}` },
    { title: '题数', dataIndex: 'questionCount' },
    { title: '奖励积分', dataIndex: 'rewardPoints' },
    { title: '答卷', dataIndex: 'answerCount' },
    { title: '已发积分', dataIndex: 'pointsGiven' },
    statusColumn,
    {
      title: '操作',
      valueType: 'option',
      render: (_, s) => [
        <Typography.Link key="stats" onClick={() => void showStats(s.id)}>
          统计
        </Typography.Link>,
        <Typography.Link key="export" onClick={() => void exportAnswers(s)}>
          导出答卷
        </Typography.Link>,
        ...actions(s),
      ],
    },
  ]

  return (
    <PageContainer title="问卷调查">
      <PagedTable
        route={surveys}
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        emptyText="暂无问卷"
        toolBarRender={() => [
          <Can key="create" permission="programmes.edit">
            <SurveyForm onDone={reload} />
          </Can>,
        ]}
      />
      <Modal open={stats !== null} title="问卷统计" footer={null} width={640} onCancel={() => setStats(null)}>
        {stats && <StatsView stats={stats} />}
      </Modal>
    </PageContainer>
  )
}
