import { useRef, useState, type ReactElement } from 'react'
import { Button, Form, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { BodyOf, MerchantGuide, merchantCreateGuide } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { Can } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createGuide, guideList, outletOptions, updateGuide } from './api'

type Guide = MerchantGuide
type Figures = Guide['month']
type Values = { name: string; mobile: string; active: boolean; outletId?: number; wecomUserId?: string }

const figures = (f: Figures) => (
  <Space size={4} wrap>
    <span>推单 {f.pushed}</span>
    <span>下单 {f.ordered}</span>
    <span>支付 {f.paid}</span>
    <Typography.Text strong>¥{formatFen(f.paidAmount)}</Typography.Text>
  </Space>
)

/**
 * 导购管理: the shopping guides (a mobile that is a guide sees 导购工作台 in the shop), the counter each works at,
 * the WeCom account they sign in to the counter portal with, and their figures (this month, all time).
 */
export default function GuidesPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<Guide | null>(null)
  const reload = () => table.current?.reload()

  const columns: ProColumns<Guide>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '姓名或手机号' } },
    { title: '专柜', dataIndex: 'outletId', hideInTable: true, valueType: 'select', request: outletOptions },
    {
      title: '导购',
      dataIndex: 'name',
      search: false,
      render: (_, g) => (
        <Space size={4}>
          {g.name}
          {!g.active && <Tag>已停用</Tag>}
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'mobile', search: false },
    { title: '专柜', dataIndex: 'outletName', search: false, render: (_, g) => g.outletName ?? '-' },
    { title: '企业微信账号', dataIndex: 'wecomUserId', search: false, render: (_, g) => g.wecomUserId ?? '-' },
    { title: '本月业绩', key: 'month', search: false, render: (_, g) => figures(g.month) },
    { title: '累计业绩', key: 'total', search: false, render: (_, g) => figures(g.total) },
    {
      title: '操作',
      valueType: 'option',
      render: (_, g) => (
        <Can permission="guides.edit">
          <Typography.Link onClick={() => setEditing(g)}>编辑</Typography.Link>
        </Can>
      ),
    },
  ]

  return (
    <PageContainer title="导购管理">
      <PagedTable
        route={guideList}
        rowKey="id"
        actionRef={table}
        columns={columns}
        emptyText="暂无导购"
        toolBarRender={() => [
          <Can key="create" permission="guides.edit">
            <GuideForm
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  新建导购
                </Button>
              }
              onDone={reload}
            />
          </Can>,
        ]}
      />
      {editing && <GuideForm key={editing.id} guide={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </PageContainer>
  )
}

/** 新建导购 (with a trigger) or 编辑导购 (mounted while open, from the row's values). */
function GuideForm({
  guide,
  trigger,
  onClose,
  onDone,
}: {
  guide?: Guide
  trigger?: ReactElement
  onClose?: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<Values>()
  const save = (values: Values) => {
    const body: BodyOf<typeof merchantCreateGuide> = {
      name: values.name,
      mobile: values.mobile,
      active: values.active,
      outletId: values.outletId ?? null,
      wecomUserId: values.wecomUserId?.trim() || null,
    }
    return write(
      () => (guide ? call(updateGuide, { params: { guideId: guide.id }, body }) : call(createGuide, { body })),
      { success: '导购已保存', form },
    ).then((done) => (done && onDone(), done))
  }
  return (
    <ModalForm<Values>
      name={guide ? 'editGuide' : 'createGuide'}
      title={guide ? `编辑导购 ${guide.name}` : '新建导购'}
      width={480}
      form={form}
      {...(guide
        ? { open: true, onOpenChange: (open: boolean) => !open && onClose?.() }
        : { trigger, modalProps: { destroyOnClose: true } })}
      initialValues={
        guide
          ? {
              name: guide.name,
              mobile: guide.mobile,
              active: guide.active,
              outletId: guide.outletId ?? undefined,
              wecomUserId: guide.wecomUserId ?? '',
            }
          : { active: true }
      }
      onFinish={save}
    >
      <ProFormText name="name" label="姓名" rules={[{ required: true }]} />
      <ProFormText name="mobile" label="手机号" extra="该手机号登录商城即为导购" rules={[{ required: true }]} />
      <ProFormSelect name="outletId" label="所属专柜" request={outletOptions} allowClear />
      <ProFormText name="wecomUserId" label="企业微信账号" extra="柜台工作台用此账号登录后可看到本人的推单与业绩" />
      <ProFormSwitch name="active" label="启用" />
    </ModalForm>
  )
}
