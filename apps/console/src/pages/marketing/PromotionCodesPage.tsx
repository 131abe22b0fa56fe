import { useRef, useState, type ReactElement } from 'react'
import { Form, Typography } from 'antd'
import {
  PageContainer,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormMoney,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantPromotionCode } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { createButton, EditDialog } from '../../lib/edit-dialog'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { createPromotionCode, PROMOTION_STATUS_OPTIONS, promotionCodes, updatePromotionCode } from './api'

interface CodeValues {
  code: string
  promotionType: 1 | 2
  reduction?: number
  rate?: number
  threshold?: number
  window: [string, string]
  usageLimit?: number
  active: boolean
}

const toBody = (v: CodeValues) => ({
  promotionType: v.promotionType,
  promotionValue: v.promotionType === 1 ? Math.round((v.reduction ?? 0) * 100) : (v.rate ?? 0),
  threshold: Math.round((v.threshold ?? 0) * 100),
  validFrom: v.window[0],
  validTo: v.window[1],
  usageLimit: v.usageLimit ?? null,
  active: v.active,
})

/** 新建优惠码 / 编辑优惠码. */
function CodeForm({
  code,
  trigger,
  onClose,
  onDone,
}: {
  code?: MerchantPromotionCode
  trigger?: ReactElement
  onClose?: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<CodeValues>()
  const editing = code !== undefined
  return (
    <EditDialog<CodeValues>
      editing={editing}
      onClose={onClose}
      title={editing ? `编辑优惠码 ${code.code}` : '新建优惠码'}
      width={560}
      form={form}
      trigger={trigger}
      initialValues={
        code
          ? {
              code: code.code,
              promotionType: code.promotionType,
              reduction: code.promotionType === 1 ? code.promotionValue / 100 : undefined,
              rate: code.promotionType === 2 ? code.promotionValue : undefined,
              threshold: code.threshold / 100,
              window: [code.validFrom, code.validTo],
              usageLimit: code.usageLimit ?? undefined,
              active: code.active,
            }
          : { promotionType: 1, threshold: 0, active: true }
      }
      onFinish={async (values) => {
        const done = await write(
          () =>
            editing
              ? call(updatePromotionCode, { params: { code: code.code }, body: toBody(values) })
              : call(createPromotionCode, { body: { code: values.code, ...toBody(values) } }),
          { success: editing ? '优惠码已保存' : '优惠码已创建', form },
        )
        if (done) onDone()
        return done
      }}
    >
      <ProFormText
        name="code"
        label="优惠码"
        width="md"
        disabled={editing}
        extra="3-32位字母或数字，不区分大小写"
        rules={[{ required: true }]}
      />
      <ProFormRadio.Group
        name="promotionType"
        label="优惠方式"
        radioType="button"
        options={[
          { value: 1, label: '减金额' },
          { value: 2, label: '打折' },
        ]}
      />
      <ProFormDependency name={['promotionType']}>
        {({ promotionType }) =>
          promotionType === 1 ? (
            <ProFormMoney name="reduction" label="减免金额" width="sm" min={0.01} rules={[{ required: true }]} />
          ) : (
            <ProFormDigit
              name="rate"
              label="折扣率"
              width="sm"
              min={0.0001}
              max={0.9999}
              fieldProps={{ step: 0.05, precision: 4 }}
              extra="支付比例，如0.9为9折"
              rules={[{ required: true }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormMoney name="threshold" label="使用门槛" width="sm" min={0} extra="0为无门槛" />
      <ProFormDateTimeRangePicker
        name="window"
        label="有效时间"
        rules={[{ required: true, message: '请选择有效时间' }]}
      />
      <ProFormDigit
        name="usageLimit"
        label="可用次数"
        width="sm"
        min={1}
        fieldProps={{ precision: 0 }}
        extra="不填为不限次数"
      />
      <ProFormSwitch name="active" label="启用" />
    </EditDialog>
  )
}

/** 优惠码: codes a shopper types at checkout, with their uses; create and edit. */
export default function PromotionCodesPage() {
  const table = useRef<ActionType>(null)
  const [editing, setEditing] = useState<MerchantPromotionCode | null>(null)
  const canEdit = useCan('coupons.edit')
  const reload = () => table.current?.reload()

  const columns: ProColumns<MerchantPromotionCode>[] = [
    { title: '优惠码', dataIndex: 'keyword', hideInTable: true },
    {
      title: '优惠码',
      dataIndex: 'code',
      search: false,
      render: (_, c) => <Typography.Text code>{c.code}</Typography.Text>,
    },
    {
      title: '优惠',
      key: 'value',
      search: false,
      render: (_, c) =>
        `${c.promotionType === 1 ? `减¥${formatFen(c.promotionValue)}` : `${Math.round(c.promotionValue * 1000) / 100}折`} · ${
          c.threshold > 0 ? `满¥${formatFen(c.threshold)}` : '无门槛'
        }`,
    },
    {
      title: '有效时间',
      dataIndex: 'validFrom',
      search: false,
      sorter: true,
      render: (_, c) => `${formatChinaDate(c.validFrom, true)} 至 ${formatChinaDate(c.validTo, true)}`,
    },
    {
      title: '已使用',
      dataIndex: 'usedCount',
      search: false,
      sorter: true,
      render: (_, c) => `${c.usedCount}${c.usageLimit === null ? '' : ` / ${c.usageLimit}`}`,
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: PROMOTION_STATUS_OPTIONS },
    {
      title: '操作',
      valueType: 'option',
      width: 100,
      render: (_, c) =>
        canEdit
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(c)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]

  return (
    <PageContainer title="优惠码">
      <PagedTable
        route={promotionCodes}
        rowKey="code"
        actionRef={table}
        columns={columns}
        emptyText="暂无优惠码"
        toolBarRender={() => [
          createButton('coupons.edit', '新建优惠码', (trigger) => <CodeForm trigger={trigger} onDone={reload} />),
        ]}
      />
      {editing && <CodeForm code={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </PageContainer>
  )
}
