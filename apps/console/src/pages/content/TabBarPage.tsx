import { useRef, useState } from 'react'
import { Form, Image, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { BodyOf, NavigationSetting, merchantUpdateTab } from '@shop/contracts'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { tabBar, updateTab } from './api'

type Values = BodyOf<typeof merchantUpdateTab>

/** 底部导航: the five tabs' text, icons and an optional link that wins over the tab's page. */
export default function TabBarPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<NavigationSetting | null>(null)
  const canPublish = useCan('content.publish')
  const icon = (src: string | null) => (src ? <Image src={src} width={28} preview={false} /> : '-')
  const columns: ProColumns<NavigationSetting>[] = [
    { title: '文字', dataIndex: 'text' },
    { title: '页面', dataIndex: 'pagePath' },
    { title: '图标', dataIndex: 'iconPath', render: (_, row) => icon(row.iconPath) },
    { title: '选中图标', dataIndex: 'selectedIconPath', render: (_, row) => icon(row.selectedIconPath) },
    { title: '跳转链接', dataIndex: 'linkUrl', render: (_, row) => row.linkUrl ?? '-' },
    {
      title: '操作',
      valueType: 'option',
      hideInTable: !canPublish,
      render: (_, row) => [
        <Typography.Link key="edit" onClick={() => setEditing(row)}>
          编辑
        </Typography.Link>,
      ],
    },
  ]
  return (
    <PageContainer title="底部导航" subTitle="标签的页面由小程序声明，不能增删；可改文字、图标和跳转链接，保存即生效">
      <ProTable<NavigationSetting>
        rowKey="id"
        actionRef={table}
        search={false}
        pagination={false}
        columns={columns}
        locale={{ emptyText: '暂无标签' }}
        request={async () => ({ data: await call(tabBar), success: true })}
      />
      {editing && <TabForm tab={editing} onClose={() => setEditing(null)} onDone={() => table.current?.reload()} />}
    </PageContainer>
  )
}

function TabForm({ tab, onClose, onDone }: { tab: NavigationSetting; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={`编辑标签「${tab.text}」`}
      open
      form={form}
      initialValues={{
        text: tab.text,
        iconPath: tab.iconPath,
        selectedIconPath: tab.selectedIconPath,
        linkUrl: tab.linkUrl,
      }}
      modalProps={{ onCancel: onClose, destroyOnClose: true }}
      onFinish={async (values) => {
        const ok = await write(() => call(updateTab, { params: { id: tab.id }, body: values }), {
          success: '标签已保存，商城立即生效',
          form,
        })
        if (ok) {
          onDone()
          onClose()
        }
        return ok
      }}
    >
      <ProFormText name="text" label="文字" extra="最多4个字" rules={[{ required: true, message: '请填写标签文字' }]} />
      <ProFormText name="iconPath" label="图标" extra="/assets/… 、/uploads/… 或 https:// 图片地址" />
      <ProFormText name="selectedIconPath" label="选中图标" />
      <ProFormText name="linkUrl" label="跳转链接" extra="留空则打开标签页面；填写后点击标签跳转到该链接" />
    </ModalForm>
  )
}
