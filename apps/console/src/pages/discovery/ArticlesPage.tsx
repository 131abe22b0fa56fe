import { useRef, useState } from 'react'
import { Button, Form, Image, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  DrawerForm,
  PageContainer,
  ProFormDateTimePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { BodyOf, MerchantArticleDetail, merchantCreateArticle, merchantArticles } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import dayjs from 'dayjs'
import { call, type RowOf } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { ARTICLE_STATUS, articleDetail, categoryOptions, articleList, createArticle, updateArticle } from './api'

type Row = RowOf<typeof merchantArticles>
type Body = BodyOf<typeof merchantCreateArticle>
/** The form's values: the body, with the time as a date-time picker gives it and ids typed as tags. */
type Values = Omit<Body, 'publishAt'> & { publishAt: dayjs.Dayjs | string | null }

const toIds = (values: unknown) =>
  (Array.isArray(values) ? values : []).map(Number).filter((value) => Number.isInteger(value) && value > 0)

/** 种草文章: the discovery feed's articles — write, schedule a publish time, link goods, take offline. */
export default function ArticlesPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantArticleDetail | 'new' | null>(null)
  const reload = () => table.current?.reload()
  const open = async (articleId: number) => setEditing(await call(articleDetail, { params: { id: articleId } }))

  const columns: ProColumns<Row>[] = [
    { title: 'ID', dataIndex: 'articleId', search: false, width: 64 },
    { title: '标题', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '标题关键词' } },
    {
      title: '封面',
      dataIndex: 'cover',
      search: false,
      render: (_, row) => <Image src={row.cover} width={48} height={64} style={{ objectFit: 'cover' }} />,
    },
    { title: '标题', dataIndex: 'title', search: false, ellipsis: true },
    { title: '作者', dataIndex: 'authorName', search: false },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: ARTICLE_STATUS },
    {
      title: '发布时间',
      dataIndex: 'publishAt',
      search: false,
      sorter: true,
      render: (_, row) => formatChinaDate(row.publishAt, true),
    },
    { title: '点赞', dataIndex: 'likeCount', search: false, sorter: true },
    { title: '评论', dataIndex: 'commentCount', search: false, sorter: true },
    {
      title: '操作',
      valueType: 'option',
      render: (_, row) => [
        <Typography.Link key="edit" onClick={() => void open(row.articleId)}>
          编辑
        </Typography.Link>,
      ],
    },
  ]

  return (
    <PageContainer title="种草文章">
      <PagedTable
        route={articleList}
        rowKey="articleId"
        actionRef={table}
        columns={columns}
        emptyText="暂无文章"
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            写文章
          </Button>,
        ]}
      />
      {editing && <ArticleForm article={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </PageContainer>
  )
}

function ArticleForm({
  article,
  onClose,
  onDone,
}: {
  article: MerchantArticleDetail | 'new'
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<Values>()
  const initial: Values =
    article === 'new'
      ? {
          title: '',
          cover: '',
          authorName: '',
          authorAvatar: null,
          categoryId: 0,
          keywords: [],
          contentHtml: '',
          goodsIds: [],
          status: 'draft',
          publishAt: null,
        }
      : {
          title: article.title,
          cover: article.cover,
          authorName: article.authorName,
          authorAvatar: article.authorAvatar,
          categoryId: article.categoryId,
          keywords: article.keywords,
          contentHtml: article.contentHtml,
          goodsIds: article.goodsIds,
          status: article.status === 'scheduled' ? 'published' : article.status,
          publishAt: article.status === 'draft' ? null : dayjs(article.publishAt),
        }
  return (
    <DrawerForm<Values>
      title={article === 'new' ? '写文章' : `编辑文章 #${article.articleId}`}
      open
      width={720}
      form={form}
      initialValues={initial}
      drawerProps={{ onClose, destroyOnClose: true }}
      onFinish={async (values) => {
        const publishAt = values.publishAt ? dayjs(values.publishAt).format() : null
        const body: Body = { ...values, authorAvatar: values.authorAvatar || null, publishAt }
        const ok = await write(
          () =>
            article === 'new'
              ? call(createArticle, { body })
              : call(updateArticle, { params: { id: article.articleId }, body }),
          { success: '文章已保存', form },
        )
        if (ok) {
          onDone()
          onClose()
        }
        return ok
      }}
    >
      <ProFormText name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]} />
      <ProFormText name="cover" label="封面图" extra="上传后的 /uploads/… 地址、/assets/… 或 https:// 图片地址" />
      <ProFormText name="authorName" label="作者" />
      <ProFormText name="authorAvatar" label="作者头像" />
      <ProFormSelect name="categoryId" label="分类" request={categoryOptions} />
      <ProFormSelect name="keywords" label="关键词" mode="tags" extra="回车添加，最多10个" />
      <ProFormSelect
        name="goodsIds"
        label="关联商品ID"
        mode="tags"
        fieldProps={{ open: false, tokenSeparators: [',', ' '] }}
        transform={(value: unknown) => ({ goodsIds: toIds(value) })}
        normalize={toIds}
        extra="输入商品ID后回车，文章页按顺序展示；须为已上架商品"
      />
      <ProFormTextArea
        name="contentHtml"
        label="正文（HTML）"
        fieldProps={{ rows: 12, style: { fontFamily: 'monospace' } }}
        extra="支持标题、段落、列表、加粗、链接和图片；脚本、样式会被清除"
      />
      <ProFormRadio.Group
        name="status"
        label="状态"
        options={[
          { label: '草稿', value: 'draft' },
          { label: '发布', value: 'published' },
          { label: '下线', value: 'offline' },
        ]}
      />
      <ProFormDateTimePicker
        name="publishAt"
        label="发布时间"
        extra="留空：立即发布（已发布过的保持原发布时间）；选择将来的时间即定时发布"
      />
    </DrawerForm>
  )
}
