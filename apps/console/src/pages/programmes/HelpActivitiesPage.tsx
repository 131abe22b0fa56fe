import { useRef } from 'react'
import { Button, Form } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { ResponseOf, merchantHelpActivities } from '@shop/contracts'
import { call } from '../../lib/http'
import { Can } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { helpActivities, helpActivityStatus, saveHelpActivity } from './api'
import { usePublishing } from './publishing'

type Row = ResponseOf<typeof merchantHelpActivities>['content'][number]

interface Values {
  name: string
  description?: string
  goal: number
  rewardPoints: number
  couponTemplateId?: number
  helperQuota: number
  newAccountsOnly: boolean
  taskHours: number
}

/** 新建好友助力. */
function ActivityForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title="新建好友助力"
      width={560}
      form={form}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          新建好友助力
        </Button>
      }
      modalProps={{ destroyOnClose: true }}
      initialValues={{ goal: 3, rewardPoints: 300, helperQuota: 3, newAccountsOnly: false, taskHours: 48 }}
      onFinish={async (v) => {
        const done = await write(
          () =>
            call(saveHelpActivity, {
              body: {
                name: v.name,
                description: v.description ?? '',
                image: null,
                goal: v.goal,
                rewardPoints: v.rewardPoints,
                couponTemplateId: v.couponTemplateId ?? null,
                helperQuota: v.helperQuota,
                newAccountsOnly: v.newAccountsOnly,
                taskHours: v.taskHours,
                startTime: null,
                endTime: null,
              },
            }),
          { success: '好友助力已创建（草稿）', form },
        )
        if (done) onDone()
        return done
      }}
    >
      <ProFormText name="name" label="活动名称" width="md" rules={[{ required: true }]} />
      <ProFormTextArea name="description" label="活动说明" />
      <ProFormDigit name="goal" label="需助力人数" width="sm" min={1} max={50} fieldProps={{ precision: 0 }} />
      <ProFormDigit name="rewardPoints" label="奖励积分" width="sm" min={0} fieldProps={{ precision: 0 }} />
      <ProFormDigit
        name="couponTemplateId"
        label="奖励优惠券模板ID"
        width="sm"
        min={1}
        fieldProps={{ precision: 0 }}
        extra="不填为不送券；积分与优惠券至少设置一项"
      />
      <ProFormDigit
        name="helperQuota"
        label="每位好友可助力次数"
        width="sm"
        min={1}
        fieldProps={{ precision: 0 }}
        extra="同一好友在本活动中最多为几位发起人助力"
      />
      <ProFormDigit name="taskHours" label="助力有效时长（小时）" width="sm" min={1} fieldProps={{ precision: 0 }} />
      <ProFormSwitch name="newAccountsOnly" label="仅限新用户助力" />
    </ModalForm>
  )
}

/** 好友助力: activities with their participation figures; create, publish, close. */
export default function HelpActivitiesPage() {
  const table = useRef<ActionType>(null)
  const reload = () => void table.current?.reload()
  const { statusColumn, actions } = usePublishing<Row>({
    move: (id, status) => call(helpActivityStatus, { params: { id }, body: { status } }),
    published: '已发布',
    closed: '已结束',
    closeConfirm: '结束后不能再发起和助力，确定结束？',
    reload,
  })

  const columns: ProColumns<Row>[] = [
    { title: '活动名称', dataIndex: 'name' },
    { title: '规则', key: 'rule', render: (_, a) => `${a.goal}位好友助力得${a.rewardLabel}` },
    { title: '每位好友可助力', dataIndex: 'helperQuota', render: (_, a) => `${a.helperQuota}次` },
    { title: '仅限新用户', dataIndex: 'newAccountsOnly', render: (_, a) => (a.newAccountsOnly ? '是' : '否') },
    { title: '发起', dataIndex: 'tasksStarted' },
    { title: '完成', dataIndex: 'tasksCompleted' },
    { title: '助力次数', dataIndex: 'helps' },
    statusColumn,
    { title: '操作', valueType: 'option', render: (_, a) => actions(a) },
  ]

  return (
    <PageContainer title="好友助力">
      <PagedTable
        route={helpActivities}
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        emptyText="暂无好友助力活动"
        toolBarRender={() => [
          <Can key="create" permission="programmes.edit">
            <ActivityForm onDone={reload} />
          </Can>,
        ]}
      />
    </PageContainer>
  )
}
