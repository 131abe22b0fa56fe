import { useRef, useState } from 'react'
import { Form, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { BodyOf, ResponseOf, merchantRichTexts, merchantUpdateRichText } from '@shop/contracts'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { richTexts, updateRichText } from './api'

type Row = ResponseOf<typeof merchantRichTexts>[number]
type Values = BodyOf<typeof merchantUpdateRichText>

/** 富文本页面: the six agreements richText/index shows; the server cleans the HTML (no scripts or styles). */
export default function RichTextPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<Row | null>(null)
  const canPublish = useCan('content.publish')
  const columns: ProColumns<Row>[] = [
    { title: '标题', dataIndex: 'title' },
    { title: '编号', dataIndex: 'id' },
    { title: '字数', key: 'length', render: (_, row) => row.html.replace(/<[^>]*>/g, '').length },
    {
      title: '操作',
      valueType: 'option',
      render: (_, row) => [
        <Typography.Link key="edit" onClick={() => setEditing(row)}>
          {canPublish ? '编辑' : '查看'}
        </Typography.Link>,
      ],
    },
  ]
  return (
    <PageContainer title="富文本页面" subTitle="用户协议、隐私政策等；保存即生效">
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        search={false}
        pagination={false}
        columns={columns}
        locale={{ emptyText: '暂无页面' }}
        request={async () => ({ data: await call(richTexts), success: true })}
      />
      {editing && (
        <RichTextForm
          page={editing}
          readOnly={!canPublish}
          onClose={() => setEditing(null)}
          onDone={() => table.current?.reload()}
        />
      )}
    </PageContainer>
  )
}

function RichTextForm({
  page,
  readOnly,
  onClose,
  onDone,
}: {
  page: Row
  readOnly: boolean
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<Values>()
  const html = Form.useWatch('html', form) ?? page.html
  return (
    <ModalForm<Values>
      title={page.title}
      open
      width={1100}
      form={form}
      readonly={readOnly}
      submitter={readOnly ? false : undefined}
      initialValues={{ title: page.title, html: page.html }}
      modalProps={{ onCancel: onClose, destroyOnClose: true }}
      onFinish={async (values) => {
        const ok = await write(() => call(updateRichText, { params: { id: page.id }, body: values }), {
          success: '已保存，商城立即生效（HTML 已清理）',
          form,
        })
        if (ok) {
          onDone()
          onClose()
        }
        return ok
      }}
    >
      <ProFormText name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]} />
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ flex: 1 }}>
          <ProFormTextArea
            name="html"
            label="正文（HTML）"
            extra="支持标题、段落、列表、加粗、链接、图片和表格；脚本、样式会被清除"
            fieldProps={{ rows: 20, style: { fontFamily: 'monospace' } }}
          />
        </div>
        <div style={{ flex: 1 }}>
          <Typography.Text type="secondary">预览</Typography.Text>
          {/* The operator's own HTML, shown in a sandboxed frame (no scripts run); the server cleans it on save. */}
          <iframe
            title="正文预览"
            sandbox=""
            srcDoc={`<meta charset="utf-8"><style>body{font:14px/1.7 sans-serif;padding:8px}img{max-width:100%}</style>${html}`}
            style={{ width: '100%', height: 460, border: '1px solid #f0f0f0', marginTop: 8 }}
          />
        </div>
      </div>
    </ModalForm>
  )
}
