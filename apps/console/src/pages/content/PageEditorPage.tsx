import { useCallback, useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import {
  Alert,
  Button,
  Card,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons'
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import type { PageBlock, PageDraft, PageVersionSummary, ResponseOf, merchantPreviewPage } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { ApiError, call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { feedback } from '../../lib/feedback'
import { write } from '../../lib/write'
import {
  discardPageDraft,
  pageDraft,
  pageVersionPreview,
  pageVersions,
  previewPage,
  publishPage,
  rollbackPage,
  savePageDraft,
} from './api'
import { BLOCK_NAMES, BlockFields, newBlock } from './BlockFields'
import { PhonePreview } from './PhonePreview'

type PageCode = PageDraft['code']
type Page = ResponseOf<typeof merchantPreviewPage>
interface Values {
  title: string
  blocks: PageBlock[]
}

/**
 * 页面装修 of one page code: its blocks in a form (banners, notice, hot zones drawn with the mouse, goods grids,
 * articles), saved as a draft, previewed on a phone-sized frame as the shop will serve it, published as a new
 * version; the history lists every version, each previewable and restorable (roll back publishes it again).
 */
export default function PageEditorPage() {
  const { code } = useParams() as { code: PageCode }
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const [draft, setDraft] = useState<PageDraft | null>(null)
  const [preview, setPreview] = useState<{ page: Page | null; label: string }>({ page: null, label: '' })
  const [history, setHistory] = useState(false)
  const canPublish = useCan('content.publish')

  const showDraftPreview = useCallback(async () => {
    setPreview({ page: await call(previewPage, { params: { code } }), label: '预览：当前草稿（发布后的样子）' })
  }, [code])

  const load = useCallback(async () => {
    const next = await call(pageDraft, { params: { code } })
    setDraft(next)
    form.setFieldsValue({ title: next.title, blocks: next.blocks })
    await showDraftPreview()
  }, [code, form, showDraftPreview])

  useEffect(() => {
    load().catch((error: unknown) => feedback.message.error(error instanceof ApiError ? error.message : '加载失败'))
  }, [load])

  const save = async () => {
    if (!draft) return false
    const values = form.getFieldsValue(true) as Values
    let saved: PageDraft | null = null
    const ok = await write(
      async () => {
        saved = await call(savePageDraft, { params: { code }, body: { ...values, revision: draft.revision } })
      },
      { success: '草稿已保存', form },
    )
    if (ok && saved) {
      setDraft(saved)
      await showDraftPreview()
    }
    return ok
  }

  const publish = async () => {
    if (!draft || !(await save())) return
    const current = await call(pageDraft, { params: { code } })
    const ok = await write(() => call(publishPage, { params: { code }, body: { revision: current.revision } }), {
      success: '已发布，商城立即生效',
    })
    if (ok) await load()
  }

  const discard = async () => {
    if (await write(() => call(discardPageDraft, { params: { code } }), { success: '草稿已放弃' })) await load()
  }

  if (!draft) return <Spin style={{ display: 'block', margin: '120px auto' }} />

  return (
    <PageContainer
      title={`页面装修 · ${draft.title || code}`}
      onBack={() => navigate('/content/pages')}
      subTitle={
        <Space>
          <Tag color="blue">线上版本 {draft.liveVersion}</Tag>
          {draft.saved ? (
            <Tag color="orange">
              草稿 · {draft.updatedBy} 保存于 {formatChinaDate(draft.updatedAt!, true)}
            </Tag>
          ) : (
            <Tag>无未发布的修改</Tag>
          )}
        </Space>
      }
      extra={[
        <Button key="history" icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
          历史版本
        </Button>,
        draft.saved && (
          <Popconfirm key="discard" title="放弃草稿后回到线上版本的内容，确定？" onConfirm={discard}>
            <Button>放弃草稿</Button>
          </Popconfirm>
        ),
        <Button key="save" onClick={() => void save()}>
          保存草稿
        </Button>,
        canPublish && (
          <Popconfirm key="publish" title="发布后商城立即展示新内容，确定发布？" onConfirm={publish}>
            <Button type="primary">发布</Button>
          </Popconfirm>
        ),
      ]}
    >
      {draft.saved && draft.baseVersion !== draft.liveVersion && (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          message={`草稿基于版本 ${draft.baseVersion}，线上已是版本 ${draft.liveVersion}（有人发布或回滚过）；发布会以草稿内容覆盖线上。`}
        />
      )}
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <Form form={form} layout="vertical" style={{ flex: 1, minWidth: 0 }}>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Form.Item name="title" label="页面标题" rules={[{ required: true, message: '请填写页面标题' }]}>
              <Input maxLength={16} style={{ width: 240 }} />
            </Form.Item>
          </Card>
          <Form.List name="blocks">
            {(blocks, { add, remove, move }) => (
              <>
                {blocks.length === 0 && <Empty description="页面还没有区块，点击下方添加" />}
                {blocks.map((block, index) => {
                  const type = form.getFieldValue(['blocks', block.name, 'type']) as PageBlock['type']
                  return (
                    <Card
                      key={block.key}
                      size="small"
                      data-testid={`block-${type}-${index}`}
                      title={`${index + 1}. ${BLOCK_NAMES[type]}`}
                      style={{ marginBottom: 16 }}
                      extra={
                        <Space>
                          <Button
                            size="small"
                            icon={<ArrowUpOutlined />}
                            aria-label="上移"
                            disabled={index === 0}
                            onClick={() => move(index, index - 1)}
                          />
                          <Button
                            size="small"
                            icon={<ArrowDownOutlined />}
                            aria-label="下移"
                            disabled={index === blocks.length - 1}
                            onClick={() => move(index, index + 1)}
                          />
                          <Popconfirm title="删除这个区块？" onConfirm={() => remove(block.name)}>
                            <Button size="small" danger icon={<DeleteOutlined />} aria-label="删除区块" />
                          </Popconfirm>
                        </Space>
                      }
                    >
                      <BlockFields form={form} index={block.name} type={type} />
                    </Card>
                  )
                })}
                <Dropdown
                  menu={{
                    items: (Object.keys(BLOCK_NAMES) as PageBlock['type'][]).map((type) => ({
                      key: type,
                      label: BLOCK_NAMES[type],
                    })),
                    onClick: ({ key }) => add(newBlock(key as PageBlock['type'])),
                  }}
                >
                  <Button icon={<PlusOutlined />} block type="dashed">
                    添加区块
                  </Button>
                </Dropdown>
              </>
            )}
          </Form.List>
        </Form>
        <div style={{ position: 'sticky', top: 72 }}>
          <PhonePreview page={preview.page} label={preview.label} />
        </div>
      </div>
      <Drawer title="历史版本" width={760} open={history} onClose={() => setHistory(false)} destroyOnClose>
        <Versions
          code={code}
          canPublish={canPublish}
          onPreview={async (version) => {
            setPreview({
              page: await call(pageVersionPreview, { params: { code, version } }),
              label: `预览：版本 ${version}（线上为版本 ${draft.liveVersion}）`,
            })
            setHistory(false)
          }}
          onRolledBack={async () => {
            setHistory(false)
            await load()
          }}
        />
      </Drawer>
    </PageContainer>
  )
}

/** A page's published versions, newest first, paged on the server; preview one or publish it again (roll back). */
function Versions({
  code,
  canPublish,
  onPreview,
  onRolledBack,
}: {
  code: PageCode
  canPublish: boolean
  onPreview: (version: number) => Promise<void>
  onRolledBack: () => Promise<void>
}) {
  const columns: ProColumns<PageVersionSummary>[] = [
    {
      title: '版本',
      dataIndex: 'version',
      render: (_, row) => (
        <Space>
          {row.version}
          {row.live && <Tag color="blue">线上</Tag>}
          {row.restoredFrom !== null && <Tag>回滚自版本 {row.restoredFrom}</Tag>}
        </Space>
      ),
    },
    { title: '标题', dataIndex: 'title' },
    { title: '区块数', dataIndex: 'blockCount' },
    { title: '发布人', dataIndex: 'publishedBy', render: (_, row) => row.publishedBy ?? '初始内容' },
    { title: '发布时间', dataIndex: 'publishedAt', render: (_, row) => formatChinaDate(row.publishedAt, true) },
    {
      title: '操作',
      valueType: 'option',
      render: (_, row) => [
        <Typography.Link key="preview" onClick={() => void onPreview(row.version)}>
          预览
        </Typography.Link>,
        canPublish && !row.live && (
          <Popconfirm
            key="rollback"
            title={`将版本 ${row.version} 的内容重新发布为新版本，商城立即生效，确定回滚？`}
            onConfirm={async () => {
              const ok = await write(() => call(rollbackPage, { params: { code, version: row.version } }), {
                success: `已回滚至版本 ${row.version}`,
              })
              if (ok) await onRolledBack()
            }}
          >
            <Typography.Link>回滚</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ]
  return (
    <ProTable<PageVersionSummary>
      rowKey="version"
      search={false}
      options={false}
      columns={columns}
      pagination={{ defaultPageSize: 10 }}
      locale={{ emptyText: '暂无发布记录' }}
      request={async ({ current = 1, pageSize = 10 }) => {
        const page = await call(pageVersions, { params: { code }, query: { page: current - 1, size: pageSize } })
        return { data: page.content, total: page.totalElements, success: true }
      }}
    />
  )
}
