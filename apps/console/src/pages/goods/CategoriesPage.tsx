import { useCallback, useEffect, useState } from 'react'
import { Button, Card, Empty, Form, Popconfirm, Space, Spin, Tree, Typography, type TreeProps } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { ModalForm, PageContainer, ProFormText } from '@ant-design/pro-components'
import type { MerchantCategoryNode } from '@shop/contracts'
import { call } from '../../lib/http'
import { feedback } from '../../lib/feedback'
import { ImageUpload } from '../../lib/image-upload'
import { Can, useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { categoryTree, createCategory, deleteCategory, orderCategories, updateCategory } from './api'
import { dropOrder } from './tree-order'

interface CategoryValues {
  name: string
  code: string
  image: string[]
}

type Editing = { kind: 'new'; parentId: number | null } | { kind: 'edit'; node: MerchantCategoryNode }

/**
 * 商品分类: the two-level tree as the shop shows it; drag a category to reorder it or move it under another top
 * category (the new order of the parent it lands in is saved at once); add, rename and delete empty ones.
 */
export default function CategoriesPage() {
  const canEdit = useCan('categories.edit')
  const [tree, setTree] = useState<MerchantCategoryNode[] | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)

  const load = useCallback(
    () => call(categoryTree).then(setTree, (error: Error) => feedback.message.error(error.message)),
    [],
  )
  useEffect(() => void load(), [load])

  const onDrop: TreeProps['onDrop'] = async (info) => {
    if (!tree) return
    // antd's dropPosition counts in the flattened list: relative to the target it is −1 (before) or 1 (after).
    const at = info.node.pos.split('-')
    const relative = info.dropPosition - Number(at[at.length - 1])
    const move = dropOrder(tree, Number(info.dragNode.key), Number(info.node.key), relative, info.dropToGap)
    if (!move) {
      feedback.message.warning('分类最多两级，有子分类的分类不能移入其他分类')
      return
    }
    await write(() => call(orderCategories, { body: move }), { success: '分类顺序已保存' })
    await load()
  }

  const title = (node: MerchantCategoryNode) => (
    <Space>
      <span>{node.name}</span>
      <Typography.Text type="secondary">
        {node.code} · {node.goodsCount}件商品
      </Typography.Text>
      {canEdit && (
        <>
          {node.parentId === null && (
            <Typography.Link onClick={() => setEditing({ kind: 'new', parentId: node.id })}>添加子分类</Typography.Link>
          )}
          <Typography.Link onClick={() => setEditing({ kind: 'edit', node })}>编辑</Typography.Link>
          <Popconfirm
            title={`删除分类「${node.name}」？`}
            onConfirm={() =>
              write(() => call(deleteCategory, { params: { categoryId: node.id } }), { success: '分类已删除' }).then(
                load,
              )
            }
          >
            <Typography.Link type="danger">删除</Typography.Link>
          </Popconfirm>
        </>
      )}
    </Space>
  )
  const toTreeData = (nodes: MerchantCategoryNode[]): TreeProps['treeData'] =>
    nodes.map((node) => ({ key: node.id, title: title(node), children: toTreeData(node.children) }))

  return (
    <PageContainer
      extra={
        <Can permission="categories.edit">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'new', parentId: null })}>
            新建一级分类
          </Button>
        </Can>
      }
    >
      <Card>
        {tree === null ? (
          <Spin />
        ) : tree.length === 0 ? (
          <Empty description="暂无分类" />
        ) : (
          <>
            {canEdit && (
              <Typography.Paragraph type="secondary">
                拖动分类可调整顺序，或移入其他一级分类；商城中越靠上越靠前。
              </Typography.Paragraph>
            )}
            <Tree
              blockNode
              defaultExpandAll
              draggable={canEdit ? { icon: false } : false}
              onDrop={onDrop}
              treeData={toTreeData(tree)}
              selectable={false}
            />
          </>
        )}
      </Card>
      {editing && <CategoryForm editing={editing} onClose={(done) => (setEditing(null), done && void load())} />}
    </PageContainer>
  )
}

function CategoryForm({ editing, onClose }: { editing: Editing; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<CategoryValues>()
  const node = editing.kind === 'edit' ? editing.node : null
  return (
    <ModalForm<CategoryValues>
      title={
        node ? `编辑分类：${node.name}` : editing.kind === 'new' && editing.parentId ? '添加子分类' : '新建一级分类'
      }
      open
      form={form}
      width={480}
      initialValues={node ? { name: node.name, code: node.code, image: node.image ? [node.image] : [] } : { image: [] }}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const body = { name: values.name, code: values.code, image: values.image[0] ?? null }
        const ok = await write(
          () =>
            node
              ? call(updateCategory, { params: { categoryId: node.id }, body })
              : call(createCategory, {
                  body: { ...body, parentId: editing.kind === 'new' ? editing.parentId : null },
                }),
          { success: node ? '分类已保存' : '分类已创建', form },
        )
        if (ok) onClose(true)
        return ok
      }}
    >
      <ProFormText name="name" label="分类名称" rules={[{ required: true, message: '请填写分类名称' }]} />
      <ProFormText
        name="code"
        label="分类编码"
        extra="字母、数字、- 或 _"
        rules={[{ required: true, message: '请填写分类编码' }]}
      />
      <Form.Item name="image" label="分类图片">
        <ImageUpload max={1} />
      </Form.Item>
    </ModalForm>
  )
}
