import { useRef, useState } from 'react'
import { Button, Form, Image, Popconfirm, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { BodyOf, MerchantDialog, merchantCreateDialog, merchantDialogs } from '@shop/contracts'
import { call, type RowOf } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { DIALOG_TYPE_NAMES, FREQUENCY_NAMES, createDialog, deleteDialog, dialogList, updateDialog } from './api'

type Row = RowOf<typeof merchantDialogs>
type Values = BodyOf<typeof merchantCreateDialog>

const typeOptions = Object.entries(DIALOG_TYPE_NAMES).map(([value, label]) => ({ value, label }))
const frequencyOptions = Object.entries(FREQUENCY_NAMES).map(([value, label]) => ({ value, label }))

/** 页面弹窗: the picture each page type shows on open (the enabled one with the highest sort), by type. */
export default function DialogsPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantDialog | 'new' | null>(null)
  const canPublish = useCan('content.publish')
  const reload = () => table.current?.reload()

  const columns: ProColumns<Row>[] = [
    {
      title: '位置',
      dataIndex: 'type',
      valueType: 'select',
      fieldProps: { options: typeOptions },
      render: (_, row) => DIALOG_TYPE_NAMES[row.type],
    },
    { title: '图片', dataIndex: 'image', search: false, render: (_, row) => <Image src={row.image} width={64} /> },
    { title: '链接', dataIndex: 'link', search: false, render: (_, row) => row.link ?? '-' },
    { title: '频率', dataIndex: 'frequency', search: false, render: (_, row) => FREQUENCY_NAMES[row.frequency] },
    { title: '排序', dataIndex: 'sort', search: false },
    {
      title: '状态',
      key: 'state',
      search: false,
      render: (_, row) =>
        row.showing ? (
          <Tag color="success">展示中</Tag>
        ) : row.enabled ? (
          <Tag>已启用（被更高排序覆盖）</Tag>
        ) : (
          <Tag>已停用</Tag>
        ),
    },
    {
      title: '操作',
      valueType: 'option',
      hideInTable: !canPublish,
      render: (_, row) => [
        <Typography.Link key="edit" onClick={() => setEditing(row)}>
          编辑
        </Typography.Link>,
        <Popconfirm
          key="delete"
          title="删除这个弹窗？"
          onConfirm={() =>
            write(() => call(deleteDialog, { params: { id: row.id } }), { success: '弹窗已删除' }).then(reload)
          }
        >
          <Typography.Link type="danger">删除</Typography.Link>
        </Popconfirm>,
      ],
    },
  ]

  return (
    <PageContainer title="页面弹窗" subTitle="每种位置展示已启用且排序最高的一个，保存即生效">
      <PagedTable
        route={dialogList}
        rowKey="id"
        actionRef={table}
        columns={columns}
        emptyText="暂无弹窗"
        toolBarRender={() =>
          canPublish
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  新建弹窗
                </Button>,
              ]
            : []
        }
      />
      {editing && <DialogForm dialog={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </PageContainer>
  )
}

function DialogForm({
  dialog,
  onClose,
  onDone,
}: {
  dialog: MerchantDialog | 'new'
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<Values>()
  const initial: Values =
    dialog === 'new'
      ? { type: 'HOME', image: '', link: null, frequency: 'daily', enabled: true, sort: 0 }
      : {
          type: dialog.type,
          image: dialog.image,
          link: dialog.link,
          frequency: dialog.frequency,
          enabled: dialog.enabled,
          sort: dialog.sort,
        }
  return (
    <ModalForm<Values>
      title={dialog === 'new' ? '新建弹窗' : '编辑弹窗'}
      open
      form={form}
      initialValues={initial}
      modalProps={{ onCancel: onClose, destroyOnClose: true }}
      onFinish={async (values) => {
        const ok = await write(
          () =>
            dialog === 'new'
              ? call(createDialog, { body: values })
              : call(updateDialog, { params: { id: dialog.id }, body: values }),
          { success: '弹窗已保存，商城立即生效', form },
        )
        if (ok) {
          onDone()
          onClose()
        }
        return ok
      }}
    >
      <ProFormSelect name="type" label="位置" options={typeOptions} rules={[{ required: true }]} />
      <ProFormText name="image" label="图片" extra="上传后的 /uploads/… 地址、/assets/… 或 https:// 图片地址" />
      <ProFormText name="link" label="链接" extra="商城页面如 pages/coupon/index，或 https:// 链接；留空则不跳转" />
      <ProFormSelect name="frequency" label="弹出频率" options={frequencyOptions} />
      <ProFormDigit name="sort" label="排序" extra="0-9999，同一位置排序高的优先" fieldProps={{ precision: 0 }} />
      <ProFormSwitch name="enabled" label="启用" />
    </ModalForm>
  )
}
