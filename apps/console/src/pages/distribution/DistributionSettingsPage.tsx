import { useRef } from 'react'
import { Button, Card, Form, Space } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProTable,
  type ActionType,
} from '@ant-design/pro-components'
import type { ResponseOf, merchantDistributorLevels } from '@shop/contracts'
import { call } from '../../lib/http'
import { Can, useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { addTeam, goodsRates, levelsAndTeams, percent, saveGoodsRate, saveLevel, saveSettings, settings } from './api'

type Level = ResponseOf<typeof merchantDistributorLevels>['levels'][number]

interface SettingsValues {
  mode: 'first_wins' | 'latest_wins' | 'expires'
  days?: number
  defaultRate: number
  settleDays: number
}

/** 分销设置: the binding rule, the default rate, the settle days, levels with their rates, teams and goods rates. */
export default function DistributionSettingsPage() {
  const [form] = Form.useForm<SettingsValues>()
  const levels = useRef<ActionType>(null)
  const rates = useRef<ActionType>(null)
  const canManage = useCan('distribution.manage')

  return (
    <PageContainer title="分销设置">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title="绑定与结算">
          <ProForm<SettingsValues>
            name="distributionSettings"
            form={form}
            disabled={!canManage}
            submitter={canManage ? { searchConfig: { submitText: '保存' }, resetButtonProps: false } : false}
            request={async () => {
              const current = await call(settings)
              return {
                mode: current.bindRule.mode,
                days: current.bindRule.mode === 'expires' ? current.bindRule.days : 30,
                defaultRate: current.defaultRateBp / 100,
                settleDays: current.settleDays,
              }
            }}
            onFinish={(values) =>
              write(
                () =>
                  call(saveSettings, {
                    body: {
                      bindRule:
                        values.mode === 'expires'
                          ? { mode: 'expires', days: values.days ?? 30 }
                          : { mode: values.mode },
                      defaultRateBp: Math.round(values.defaultRate * 100),
                      settleDays: values.settleDays,
                    },
                  }),
                { success: '分销设置已保存', form },
              )
            }
          >
            <ProFormRadio.Group
              name="mode"
              label="顾客已绑定时打开他人分享"
              options={[
                { label: '首次绑定有效', value: 'first_wins' },
                { label: '询问顾客后改绑', value: 'latest_wins' },
                { label: '绑定到期后改绑', value: 'expires' },
              ]}
            />
            <ProFormDependency name={['mode']}>
              {({ mode }) =>
                mode === 'expires' && <ProFormDigit name="days" label="绑定有效天数" min={1} max={3650} width="sm" />
              }
            </ProFormDependency>
            <ProFormDigit
              name="defaultRate"
              label="默认佣金比例（%）"
              min={0}
              max={50}
              fieldProps={{ precision: 2 }}
              width="sm"
            />
            <ProFormDigit
              name="settleDays"
              label="确认收货后冻结天数"
              extra="佣金在售后期结束（付款后30天）且收货满这些天后转为可提现"
              min={0}
              max={90}
              width="sm"
            />
          </ProForm>
        </Card>

        <ProTable<Level>
          headerTitle="分销等级"
          actionRef={levels}
          rowKey="id"
          search={false}
          pagination={false}
          options={false}
          request={async () => ({ data: (await call(levelsAndTeams)).levels, success: true })}
          columns={[
            { title: '等级', dataIndex: 'name' },
            { title: '佣金比例', dataIndex: 'rateBp', render: (_, row) => percent(row.rateBp) },
            { title: '排序', dataIndex: 'sort' },
            {
              title: '操作',
              valueType: 'option',
              hideInTable: !canManage,
              render: (_, row) => [<LevelForm key="edit" level={row} onDone={() => levels.current?.reload()} />],
            },
          ]}
          toolBarRender={() => [
            <Can key="add" permission="distribution.manage">
              <LevelForm onDone={() => levels.current?.reload()} />
            </Can>,
            <Can key="team" permission="distribution.manage">
              <TeamForm />
            </Can>,
          ]}
        />

        <ProTable<{ goodsId: number; rateBp: number }>
          headerTitle="商品佣金比例（高于等级比例）"
          actionRef={rates}
          rowKey="goodsId"
          search={false}
          pagination={false}
          options={false}
          request={async () => ({ data: await call(goodsRates), success: true })}
          columns={[
            { title: '商品ID', dataIndex: 'goodsId' },
            { title: '佣金比例', dataIndex: 'rateBp', render: (_, row) => percent(row.rateBp) },
          ]}
          toolBarRender={() => [
            <Can key="rate" permission="distribution.manage">
              <GoodsRateForm onDone={() => rates.current?.reload()} />
            </Can>,
          ]}
        />
      </Space>
    </PageContainer>
  )
}

function LevelForm({ level, onDone }: { level?: Level; onDone: () => void }) {
  const [form] = Form.useForm<{ name: string; rate: number; sort: number }>()
  return (
    <ModalForm<{ name: string; rate: number; sort: number }>
      name={level ? `level${level.id}` : 'newLevel'}
      title={level ? `编辑等级 ${level.name}` : '新增等级'}
      width={420}
      form={form}
      trigger={level ? <a>编辑</a> : <Button icon={<PlusOutlined />}>新增等级</Button>}
      initialValues={level ? { name: level.name, rate: level.rateBp / 100, sort: level.sort } : { sort: 0 }}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) =>
        write(
          () =>
            call(saveLevel, {
              body: { id: level?.id, name: values.name, rateBp: Math.round(values.rate * 100), sort: values.sort },
            }),
          { success: '等级已保存', form },
        ).then((done) => (done && onDone(), done))
      }
    >
      <ProFormText name="name" label="等级名称" rules={[{ required: true }]} />
      <ProFormDigit
        name="rate"
        label="佣金比例（%）"
        min={0}
        max={50}
        fieldProps={{ precision: 2 }}
        rules={[{ required: true }]}
      />
      <ProFormDigit name="sort" label="排序" min={0} max={999} fieldProps={{ precision: 0 }} />
    </ModalForm>
  )
}

function TeamForm() {
  const [form] = Form.useForm<{ name: string }>()
  return (
    <ModalForm<{ name: string }>
      name="newTeam"
      title="新增团队"
      width={420}
      form={form}
      trigger={<Button icon={<PlusOutlined />}>新增团队</Button>}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) => write(() => call(addTeam, { body: values }), { success: '团队已添加', form })}
    >
      <ProFormText name="name" label="团队名称" rules={[{ required: true }]} />
    </ModalForm>
  )
}

function GoodsRateForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<{ goodsId: number; rate?: number }>()
  return (
    <ModalForm<{ goodsId: number; rate?: number }>
      name="goodsRate"
      title="设置商品佣金比例"
      width={420}
      form={form}
      trigger={<Button icon={<PlusOutlined />}>设置商品比例</Button>}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) =>
        write(
          () =>
            call(saveGoodsRate, {
              params: { goodsId: values.goodsId },
              body: {
                rateBp: values.rate === undefined || values.rate === null ? null : Math.round(values.rate * 100),
              },
            }),
          { success: '已保存', form },
        ).then((done) => (done && onDone(), done))
      }
    >
      <ProFormDigit name="goodsId" label="商品ID" min={1} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      <ProFormDigit
        name="rate"
        label="佣金比例（%）"
        extra="留空则改用等级比例"
        min={0}
        max={50}
        fieldProps={{ precision: 2 }}
      />
    </ModalForm>
  )
}
