import { useEffect, useRef, useState } from 'react'
import { Button, Card, Form, List, Popconfirm, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { Faq } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import {
  chatSettings,
  deleteFaq,
  deleteHelpCategory,
  faqList,
  helpCategories,
  saveChatSettings,
  saveFaq,
  saveHelpCategory,
} from './api'

type Category = { id: number; name: string; sort: number; faqCount: number }
type FaqValues = { categoryId: number; question: string; answer: string; sort: number; enabled: boolean }

function FaqForm({
  faq,
  categories,
  onDone,
  trigger,
}: {
  faq?: Faq
  categories: Category[]
  onDone: () => void
  trigger: JSX.Element
}) {
  const [form] = Form.useForm<FaqValues>()
  return (
    <ModalForm<FaqValues>
      name={faq ? `editFaq${faq.id}` : 'createFaq'}
      title={faq ? '编辑问题' : '新增问题'}
      form={form}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={faq ?? { sort: 0, enabled: true, categoryId: categories[0]?.id }}
      onFinish={(values) =>
        write(() => call(saveFaq, { body: { ...values, ...(faq && { id: faq.id }) } }).then(onDone), {
          success: faq ? '问题已保存' : '问题已添加',
          form,
        })
      }
    >
      <ProFormSelect
        name="categoryId"
        label="分类"
        rules={[{ required: true, message: '请选择分类' }]}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
      />
      <ProFormText name="question" label="问题" rules={[{ required: true, message: '请填写问题' }]} />
      <ProFormTextArea
        name="answer"
        label="答案"
        rules={[{ required: true, message: '请填写答案' }]}
        fieldProps={{ rows: 5 }}
      />
      <ProFormDigit name="sort" label="排序" min={0} max={9999} extra="数字小的在前" />
      <ProFormSwitch name="enabled" label="在帮助中心显示" />
    </ModalForm>
  )
}

function CategoryForm({
  category,
  onDone,
  trigger,
}: {
  category?: Category
  onDone: () => void
  trigger: JSX.Element
}) {
  const [form] = Form.useForm<{ name: string; sort: number }>()
  return (
    <ModalForm<{ name: string; sort: number }>
      name={category ? `editCategory${category.id}` : 'createCategory'}
      title={category ? '编辑分类' : '新增分类'}
      form={form}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={category ?? { sort: 0 }}
      onFinish={(values) =>
        write(
          () => call(saveHelpCategory, { body: { ...values, ...(category && { id: category.id }) } }).then(onDone),
          {
            success: '分类已保存',
            form,
          },
        )
      }
    >
      <ProFormText name="name" label="分类名称" rules={[{ required: true, message: '请填写分类名称' }]} />
      <ProFormDigit name="sort" label="排序" min={0} max={9999} extra="数字小的在前" />
    </ModalForm>
  )
}

/**
 * 帮助中心: the questions and answers shoppers read in serviceSystem, by category; and the customer-service setting
 * of the H5 shop (an outside customer-service URL its 在线客服 opens, or none: the shop's own chat).
 */
export default function HelpCentrePage() {
  const [categories, setCategories] = useState<Category[]>([])
  const table = useRef<ActionType>()
  const [settingsForm] = Form.useForm<{ outsideUrl: string }>()

  const loadCategories = () => void call(helpCategories).then(setCategories)
  const reload = () => {
    loadCategories()
    table.current?.reload()
  }
  useEffect(() => {
    loadCategories()
    void call(chatSettings).then((s) => settingsForm.setFieldsValue({ outsideUrl: s.outsideUrl ?? '' }))
  }, [settingsForm])

  const columns: ProColumns<Faq>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true },
    {
      title: '分类',
      dataIndex: 'categoryId',
      valueType: 'select',
      fieldProps: { options: categories.map((c) => ({ value: c.id, label: c.name })) },
      width: 120,
    },
    { title: '问题', dataIndex: 'question', search: false, width: 240 },
    { title: '答案', dataIndex: 'answer', search: false, ellipsis: true },
    { title: '排序', dataIndex: 'sort', search: false, width: 70 },
    {
      title: '状态',
      dataIndex: 'enabled',
      search: false,
      width: 80,
      render: (_, faq) => (faq.enabled ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
    },
    {
      title: '更新时间',
      dataIndex: 'updateTime',
      search: false,
      width: 160,
      render: (_, faq) => formatChinaDate(faq.updateTime, true),
    },
    {
      title: '操作',
      key: 'actions',
      search: false,
      width: 120,
      render: (_, faq) => (
        <Space>
          <FaqForm faq={faq} categories={categories} onDone={reload} trigger={<a>编辑</a>} />
          <Popconfirm
            title="删除这个问题？"
            onConfirm={() =>
              write(() => call(deleteFaq, { params: { id: faq.id } }).then(reload), { success: '问题已删除' })
            }
          >
            <a>删除</a>
          </Popconfirm>
        </Space>
      ),
    },
  ]

  return (
    <PageContainer title="帮助中心">
      <div style={{ display: 'grid', gridTemplateColumns: '280px 1fr', gap: 16 }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Card
            size="small"
            title="分类"
            extra={
              <CategoryForm
                onDone={reload}
                trigger={
                  <Button size="small" icon={<PlusOutlined />}>
                    新增
                  </Button>
                }
              />
            }
          >
            <List
              size="small"
              dataSource={categories}
              locale={{ emptyText: '暂无分类' }}
              renderItem={(category) => (
                <List.Item
                  actions={[
                    <CategoryForm key="edit" category={category} onDone={reload} trigger={<a>编辑</a>} />,
                    <Popconfirm
                      key="delete"
                      title="删除这个分类？"
                      onConfirm={() =>
                        write(() => call(deleteHelpCategory, { params: { id: category.id } }).then(reload), {
                          success: '分类已删除',
                        })
                      }
                    >
                      <a>删除</a>
                    </Popconfirm>,
                  ]}
                >
                  {category.name}
                  <Typography.Text type="secondary"> （{category.faqCount}）</Typography.Text>
                </List.Item>
              )}
            />
          </Card>
          <Card size="small" title="客服设置">
            <ProForm<{ outsideUrl: string }>
              name="chatSettings"
              form={settingsForm}
              submitter={{ searchConfig: { submitText: '保存' }, resetButtonProps: false }}
              onFinish={(values) =>
                write(() => call(saveChatSettings, { body: { outsideUrl: values.outsideUrl?.trim() || null } }), {
                  success: '客服设置已保存',
                  form: settingsForm,
                })
              }
            >
              <ProFormText
                name="outsideUrl"
                label="H5 外部客服链接"
                placeholder="https://"
                extra="填写后，H5 商城的「在线客服」打开此链接；留空则使用商城自己的在线客服"
              />
            </ProForm>
          </Card>
        </Space>
        <PagedTable
          route={faqList}
          rowKey="id"
          columns={columns}
          emptyText="暂无问题"
          actionRef={table}
          toolBarRender={() => [
            <FaqForm
              key="create"
              categories={categories}
              onDone={reload}
              trigger={
                <Button type="primary" icon={<PlusOutlined />} disabled={categories.length === 0}>
                  新增问题
                </Button>
              }
            />,
          ]}
        />
      </div>
    </PageContainer>
  )
}
