import { Card, Form, Space } from 'antd'
import {
  PageContainer,
  ProCard,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  type ProColumns,
} from '@ant-design/pro-components'
import type {
  BodyOf,
  merchantSavePriceProtectionRules,
  ResponseOf,
  merchantPriceProtectionClaims,
} from '@shop/contracts'
import { formatFen, ORDER_TYPE_LABELS, ORDER_TYPES, PRICE_PROTECTION_DAYS_MAX } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { priceProtectionClaims, priceProtectionRules, savePriceProtectionRules } from './api'

type Values = BodyOf<typeof merchantSavePriceProtectionRules>
type Claim = ResponseOf<typeof merchantPriceProtectionClaims>['content'][number]

const ORDER_TYPE_OPTIONS = ORDER_TYPES.map((type) => ({ value: type, label: ORDER_TYPE_LABELS[type] }))
const yuan = (fen: number) => `¥${formatFen(fen)}`

const columns: ProColumns<Claim>[] = [
  { title: '申请时间', dataIndex: 'createdAt', valueType: 'dateTime', search: false },
  { title: '会员ID', dataIndex: 'customerId', valueType: 'digit' },
  { title: '订单号', dataIndex: 'orderNo', search: false },
  { title: '商品', dataIndex: 'name', search: false },
  { title: '实付单价', dataIndex: 'paidUnitPrice', search: false, render: (_, c) => yuan(c.paidUnitPrice) },
  { title: '降价后', dataIndex: 'lowestPrice', search: false, render: (_, c) => yuan(c.lowestPrice) },
  { title: '件数', dataIndex: 'units', search: false },
  { title: '退差价', dataIndex: 'amount', search: false, render: (_, c) => yuan(c.amount) },
  {
    title: '退款单',
    dataIndex: 'refundNo',
    search: false,
    render: (_, c) => `${c.refundNo}（${c.refundStatusLabel}）`,
  },
]

/**
 * 价格保护 (docs/price-protection.md): the rules (on or off, the days after payment, the order types and activity
 * prices left out) and every difference paid back, each with its refund.
 */
export default function PriceProtectionPage() {
  const [form] = Form.useForm<Values>()
  const canEdit = useCan('refunds.decide')
  return (
    <PageContainer title="价格保护">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title="价保规则">
          <ProForm<Values>
            name="priceProtectionRules"
            form={form}
            readonly={!canEdit}
            submitter={canEdit ? { searchConfig: { submitText: '保存规则' }, resetButtonProps: false } : false}
            request={async () => {
              const { updatedAt: _updatedAt, ...values } = await call(priceProtectionRules)
              return values
            }}
            onFinish={(values) =>
              write(
                () =>
                  call(savePriceProtectionRules, {
                    body: { ...values, excludedOrderTypes: values.excludedOrderTypes ?? [] },
                  }),
                {
                  success: '价保规则已保存（对之后的申请生效）',
                  form,
                },
              )
            }
            style={{ maxWidth: 720 }}
          >
            <ProFormSwitch name="enabled" label="开启价格保护" />
            <ProFormDigit
              name="days"
              label="价保天数"
              min={1}
              max={PRICE_PROTECTION_DAYS_MAX}
              fieldProps={{ precision: 0 }}
              extra="付款后该天数内，商品公开售价降低，顾客可申请退还差价（每件商品限一次，原路退回）"
              rules={[{ required: true, message: '请填写价保天数' }]}
            />
            <ProFormSelect
              name="excludedOrderTypes"
              label="不参与的订单类型"
              mode="multiple"
              options={ORDER_TYPE_OPTIONS}
              extra="活动订单（秒杀、拼团、积分等）通常不参与价保"
            />
            <ProFormSwitch
              name="excludeActivityPriced"
              label="活动价商品不参与"
              extra="以秒杀价、会员价等活动价购买的商品"
            />
          </ProForm>
        </Card>
        <ProCard title="价保记录" bordered>
          <PagedTable route={priceProtectionClaims} rowKey="id" columns={columns} emptyText="暂无价保记录" />
        </ProCard>
      </Space>
    </PageContainer>
  )
}
