import { useRef, useState } from 'react'
import { Form, Space, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProForm,
  ProFormDigit,
  ProFormList,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Link } from 'react-router'
import type { keyClientInput, MerchantKeyClient, merchantKeyClientOrders, ResponseOf } from '@shop/contracts'
import { formatFen, KEY_CLIENT_DISCOUNT_MIN, KEY_CLIENT_PAY_DAYS_MAX } from '@shop/domain'
import type { z } from 'zod'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { ListTable, PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createKeyClient, keyClientOrders, keyClients, placeKeyClientOrder, updateKeyClient } from './api'

type Values = z.input<typeof keyClientInput>
type Order = ResponseOf<typeof merchantKeyClientOrders>['content'][number]
type OrderValues = { items: { skuId: number; quantity: number }[]; remark?: string }

const whole = { precision: 0 }
const NEW_ACCOUNT: Partial<Values> = { discountPercent: 85, payDays: 7, active: true, note: '' }

/** 新建 / 编辑大客户: the account, its contact (whose shop account receives the orders), address and terms. */
function AccountForm({ account, onClose }: { account: MerchantKeyClient | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={account ? `编辑大客户：${account.name}` : '新建大客户'}
      open
      form={form}
      width={640}
      initialValues={account ?? NEW_ACCOUNT}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async ({ contactMobile, ...terms }) => {
        const body = { ...terms, note: terms.note ?? '' }
        const done = await write(
          () =>
            account
              ? call(updateKeyClient, { params: { accountId: account.id }, body })
              : call(createKeyClient, { body: { ...body, contactMobile } }),
          { success: account ? '大客户已保存（对之后的订单生效）' : '大客户已创建', form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormText
        name="name"
        label="客户名称"
        width="md"
        placeholder="如：静安澜庭美容院"
        rules={[{ required: true }]}
      />
      <ProForm.Group>
        <ProFormText name="contactName" label="联系人" width="sm" rules={[{ required: true }]} />
        <ProFormText
          name="contactMobile"
          label="联系人手机号"
          width="sm"
          disabled={account !== null}
          extra={
            account ? '订单归属该手机号的商城账号，创建后不可修改' : '订单下到该手机号的商城账号（没有则自动开户）'
          }
          rules={[{ required: true }]}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText name="province" label="省份" width="xs" rules={[{ required: true }]} />
        <ProFormText name="city" label="城市" width="xs" rules={[{ required: true }]} />
        <ProFormText name="district" label="区县" width="xs" rules={[{ required: true }]} />
      </ProForm.Group>
      <ProFormText name="detail" label="详细地址" width="lg" rules={[{ required: true }]} />
      <ProForm.Group>
        <ProFormDigit
          name="discountPercent"
          label="协议价（原价的百分比）"
          width="sm"
          min={KEY_CLIENT_DISCOUNT_MIN}
          max={100}
          fieldProps={whole}
          extra="85 即按售价的 85% 结算"
        />
        <ProFormDigit
          name="payDays"
          label="付款期限（天）"
          width="sm"
          min={1}
          max={KEY_CLIENT_PAY_DAYS_MAX}
          fieldProps={whole}
          extra="下单后该天数内未付款自动关闭"
        />
      </ProForm.Group>
      <ProFormTextArea name="note" label="备注" />
      <ProFormSwitch name="active" label="启用" />
    </ModalForm>
  )
}

/** 代客下单: SKUs and units for the account, placed at its agreed price; the member pays it in the shop. */
function OrderForm({ account, onClose }: { account: MerchantKeyClient; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<OrderValues>()
  // One request id per opened form: a retry after a lost answer places one order.
  const [requestId] = useState(() => crypto.randomUUID())
  return (
    <ModalForm<OrderValues>
      title={`代客下单：${account.name}`}
      open
      form={form}
      width={560}
      initialValues={{ items: [{ quantity: 1 }] }}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const done = await write(
          () =>
            call(placeKeyClientOrder, {
              params: { accountId: account.id },
              body: { items: values.items, remark: values.remark || undefined, requestId },
            }),
          { success: `已下单，待 ${account.contactName} 在商城付款（${account.payDays}天内）`, form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <Typography.Paragraph type="secondary">
        按售价的 {account.discountPercent}% 结算，寄往 {account.province}
        {account.city}
        {account.district}
        {account.detail}。
      </Typography.Paragraph>
      <ProFormList name="items" label="商品" creatorButtonProps={{ creatorButtonText: '添加商品' }} min={1} max={20}>
        <ProForm.Group>
          <ProFormDigit
            name="skuId"
            label="SKU ID"
            width="sm"
            min={1}
            fieldProps={whole}
            rules={[{ required: true }]}
          />
          <ProFormDigit
            name="quantity"
            label="数量"
            width="xs"
            min={1}
            max={999}
            fieldProps={whole}
            rules={[{ required: true }]}
          />
        </ProForm.Group>
      </ProFormList>
      <ProFormText name="remark" label="订单备注" width="lg" />
    </ModalForm>
  )
}

/**
 * 大客户 (docs/key-clients.md): the salons and companies the brand supplies, with their agreed price and payment terms,
 * 代客下单 for them, and their orders (each paid by the account's member in the shop).
 */
export default function KeyClientsPage() {
  const accounts = useRef<ActionType>(null)
  const orders = useRef<ActionType>(null)
  const canManage = useCan('keyClients.manage')
  const [editing, setEditing] = useState<MerchantKeyClient | null | 'new'>(null)
  const [ordering, setOrdering] = useState<MerchantKeyClient | null>(null)

  const columns: ProColumns<MerchantKeyClient>[] = [
    { title: '客户', dataIndex: 'name' },
    { title: '联系人', key: 'contact', render: (_, a) => `${a.contactName} ${a.contactMobile}` },
    { title: '收货地址', key: 'address', render: (_, a) => `${a.province}${a.city}${a.district}${a.detail}` },
    { title: '协议价', dataIndex: 'discountPercent', render: (_, a) => `${a.discountPercent}%` },
    { title: '付款期限', dataIndex: 'payDays', render: (_, a) => `${a.payDays}天` },
    {
      title: '状态',
      dataIndex: 'active',
      render: (_, a) => (a.active ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, a) =>
        canManage
          ? [
              a.active && (
                <Typography.Link key="order" onClick={() => setOrdering(a)}>
                  代客下单
                </Typography.Link>
              ),
              <Typography.Link key="edit" onClick={() => setEditing(a)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]

  const orderColumns: ProColumns<Order>[] = [
    { title: '下单时间', dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    { title: '客户', dataIndex: 'accountName', search: false },
    { title: '客户ID', dataIndex: 'accountId', hideInTable: true, valueType: 'digit' },
    {
      title: '订单号',
      dataIndex: 'orderNo',
      search: false,
      render: (_, o) => <Link to={`/orders/${o.orderId}`}>{o.orderNo}</Link>,
    },
    {
      title: '应付',
      dataIndex: 'totalRealPayAmount',
      search: false,
      render: (_, o) => `¥${formatFen(o.totalRealPayAmount)}`,
    },
    { title: '状态', dataIndex: 'statusLabel', search: false },
    { title: '下单人', dataIndex: 'placedBy', search: false },
  ]

  return (
    <PageContainer title="大客户">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ListTable
          headerTitle="大客户与协议"
          rowKey="id"
          actionRef={accounts}
          columns={columns}
          route={keyClients}
          emptyText="暂无大客户"
          newLabel="新建大客户"
          onNew={canManage ? () => setEditing('new') : undefined}
        />
        <ProCard title="大客户订单" bordered>
          <PagedTable
            route={keyClientOrders}
            rowKey="orderId"
            actionRef={orders}
            columns={orderColumns}
            emptyText="暂无大客户订单"
          />
        </ProCard>
      </Space>
      {editing !== null && (
        <AccountForm
          account={editing === 'new' ? null : editing}
          onClose={(done) => {
            setEditing(null)
            if (done) void accounts.current?.reload()
          }}
        />
      )}
      {ordering !== null && (
        <OrderForm
          account={ordering}
          onClose={(done) => {
            setOrdering(null)
            if (done) void orders.current?.reload()
          }}
        />
      )}
    </PageContainer>
  )
}
