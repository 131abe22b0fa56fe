import { useEffect, useState, type ReactElement } from 'react'
import { Alert, Form } from 'antd'
import {
  BetaSchemaForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components'
import type { MerchantPromotion, PromotionKindCode, ResponseOf, merchantPromotionKinds } from '@shop/contracts'
import { EditDialog } from '../../lib/edit-dialog'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { createPromotion, promotionKinds, updatePromotion } from './api'
import { columnsOf, fromArgs, toArgs, type JsonSchema } from './schema-form'

type Kind = ResponseOf<typeof merchantPromotionKinds>[number]

interface PromotionValues {
  code: PromotionKindCode
  name: string
  window: [string, string]
  goodsIds?: string[]
  skuIds?: string[]
  args?: Record<string, unknown>
}

const ids = (values?: string[]) => (values ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0)

/** The registry's kinds, loaded once per page. */
export function usePromotionKinds(): Kind[] {
  const [kinds, setKinds] = useState<Kind[]>([])
  useEffect(() => {
    void call(promotionKinds).then(setKinds)
  }, [])
  return kinds
}

/**
 * 新建促销 / 编辑促销: the kind, name, window and goods, then the kind's rule as a form generated from its argument
 * schema (`schema-form.ts`): nothing here knows a kind.
 */
export function PromotionForm({
  kinds,
  promotion,
  trigger,
  onClose,
  onDone,
}: {
  kinds: Kind[]
  promotion?: MerchantPromotion
  trigger?: ReactElement
  onClose?: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<PromotionValues>()
  const schemaOf = (code?: string) => kinds.find((k) => k.code === code)?.argsSchema as JsonSchema | undefined
  const editing = promotion !== undefined
  return (
    <EditDialog<PromotionValues>
      editing={editing}
      onClose={onClose}
      title={editing ? `编辑促销 ${promotion.name}` : '新建促销'}
      width={820}
      form={form}
      trigger={trigger}
      initialValues={
        promotion && {
          code: promotion.code as PromotionKindCode,
          name: promotion.name,
          window: [promotion.startAt, promotion.endAt],
          goodsIds: promotion.scope.goodsIds.map(String),
          skuIds: promotion.scope.skuIds.map(String),
          args: fromArgs(promotion.args, schemaOf(promotion.code) ?? {}),
        }
      }
      onFinish={async (values) => {
        const body = {
          code: values.code,
          name: values.name,
          startAt: values.window[0],
          endAt: values.window[1],
          scope: { goodsIds: ids(values.goodsIds), skuIds: ids(values.skuIds) },
          args: toArgs(values.args ?? {}, schemaOf(values.code) ?? {}),
        }
        const done = await write(
          () =>
            editing
              ? call(updatePromotion, { params: { promotionId: promotion.promotionId }, body })
              : call(createPromotion, { body }),
          { success: editing ? '促销已保存' : '促销已创建', form },
        )
        if (done) onDone()
        return done
      }}
    >
      <ProFormSelect
        name="code"
        label="促销类型"
        width="md"
        disabled={editing}
        options={kinds.map((k) => ({ value: k.code, label: `${k.name}：${k.description}` }))}
        rules={[{ required: true, message: '请选择促销类型' }]}
        fieldProps={{ onChange: () => form.setFieldValue('args', undefined) }}
      />
      <ProFormText name="name" label="活动名称" width="lg" rules={[{ required: true }]} />
      <ProFormDateTimeRangePicker
        name="window"
        label="活动时间"
        rules={[{ required: true, message: '请选择活动时间' }]}
      />
      <ProFormSelect name="goodsIds" label="适用商品ID" width="lg" mode="tags" extra="不填为全场商品" />
      <ProFormSelect name="skuIds" label="适用规格ID" width="lg" mode="tags" />
      <ProFormDependency name={['code']}>
        {({ code }) => {
          const schema = schemaOf(code)
          if (!schema) return <Alert type="info" showIcon message="选择促销类型后填写活动规则" />
          return <BetaSchemaForm key={code} layoutType="Embed" columns={columnsOf(schema, ['args'])} />
        }}
      </ProFormDependency>
    </EditDialog>
  )
}
