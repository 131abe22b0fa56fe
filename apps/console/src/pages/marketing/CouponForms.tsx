import { useState, type ReactElement } from 'react'
import { Alert, Form } from 'antd'
import {
  ModalForm,
  ProFormDependency,
  ProFormDigit,
  ProFormGroup,
  ProFormList,
  ProFormMoney,
  ProFormRadio,
  ProFormSelect,
  ProFormDateTimeRangePicker,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import type {
  BodyOf,
  MerchantCouponTemplate,
  ResponseOf,
  merchantCreateCouponTemplate,
  merchantIssueCoupons,
} from '@shop/contracts'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { createCouponTemplate, issueCoupons, updateCouponTemplate } from './api'

/** The four types of spec §9. */
export const COUPON_TYPES = { 1: '满减券', 2: '满折券', 3: '赠品券', 4: '礼品券' } as const

interface TemplateValues {
  code: string
  title: string
  description?: string
  promotionType: 1 | 2 | 3 | 4
  /** Yuan off (type 1). */
  reduction?: number
  /** The rate paid (type 2). */
  rate?: number
  /** Yuan. */
  threshold?: number
  goodsIds?: string[]
  skuIds?: string[]
  gifts?: { skuId: number; quantity: number; costPrice: number }[]
  validity: 'days' | 'window'
  validDays?: number
  window?: [string, string]
  totalQuantity?: number
  perCustomerLimit?: number
}

type Body = BodyOf<typeof merchantCreateCouponTemplate>

const ids = (values?: string[]) => (values ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0)
const fen = (yuan?: number) => Math.round((yuan ?? 0) * 100)

/** The form's values → the call's body: yuan → fen, the value by type, one kind of validity. */
function toBody(v: TemplateValues): Omit<Body, 'code'> {
  return {
    title: v.title,
    description: v.description ?? '',
    promotionType: v.promotionType,
    promotionValue: v.promotionType === 1 ? fen(v.reduction) : v.promotionType === 2 ? (v.rate ?? 0) : 0,
    threshold: fen(v.threshold),
    goodsIds: ids(v.goodsIds),
    skuIds: ids(v.skuIds),
    gifts: v.promotionType === 3 ? (v.gifts ?? []).map((g) => ({ ...g, costPrice: fen(g.costPrice) })) : [],
    validDays: v.validity === 'days' ? (v.validDays ?? null) : null,
    validFrom: v.validity === 'window' && v.window ? v.window[0] : null,
    validTo: v.validity === 'window' && v.window ? v.window[1] : null,
    totalQuantity: v.totalQuantity ?? null,
    perCustomerLimit: v.perCustomerLimit ?? 1,
  }
}

/** A template → the form's values. */
function toValues(t: MerchantCouponTemplate): TemplateValues {
  return {
    code: t.code,
    title: t.title,
    description: t.description,
    promotionType: t.promotionType,
    reduction: t.promotionType === 1 ? t.promotionValue / 100 : undefined,
    rate: t.promotionType === 2 ? t.promotionValue : undefined,
    threshold: t.threshold / 100,
    goodsIds: t.goodsIds.map(String),
    skuIds: t.skuIds.map(String),
    gifts: t.gifts.map((g) => ({ skuId: g.skuId, quantity: g.quantity, costPrice: g.costPrice / 100 })),
    validity: t.validDays === null ? 'window' : 'days',
    validDays: t.validDays ?? undefined,
    window: t.validFrom && t.validTo ? [t.validFrom, t.validTo] : undefined,
    totalQuantity: t.totalQuantity ?? undefined,
    perCustomerLimit: t.perCustomerLimit,
  }
}

/** The fields of a template; value terms read-only once coupons of it are out. */
function TemplateFields({ locked, editing }: { locked: boolean; editing: boolean }) {
  return (
    <>
      {locked && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="已有优惠券发出，优惠内容不能再修改" />
      )}
      <ProFormGroup>
        <ProFormText name="title" label="名称" width="md" rules={[{ required: true }]} />
        <ProFormText
          name="code"
          label="编码"
          width="sm"
          disabled={editing}
          extra="2-32位字母、数字或 -"
          rules={[{ required: true }]}
        />
      </ProFormGroup>
      <ProFormTextArea name="description" label="使用说明" fieldProps={{ rows: 2, maxLength: 500 }} />
      <ProFormRadio.Group
        name="promotionType"
        label="类型"
        disabled={locked}
        radioType="button"
        options={Object.entries(COUPON_TYPES).map(([value, label]) => ({ value: Number(value), label }))}
        rules={[{ required: true }]}
      />
      <ProFormDependency name={['promotionType']}>
        {({ promotionType }) => (
          <ProFormGroup>
            {promotionType === 1 && (
              <ProFormMoney
                name="reduction"
                label="减免金额"
                width="sm"
                min={0.01}
                disabled={locked}
                rules={[{ required: true }]}
              />
            )}
            {promotionType === 2 && (
              <ProFormDigit
                name="rate"
                label="折扣率"
                width="sm"
                min={0.0001}
                max={0.9999}
                fieldProps={{ step: 0.05, precision: 4 }}
                extra="支付比例，如0.85为8.5折"
                disabled={locked}
                rules={[{ required: true }]}
              />
            )}
            <ProFormMoney name="threshold" label="使用门槛" width="sm" min={0} extra="0为无门槛" disabled={locked} />
          </ProFormGroup>
        )}
      </ProFormDependency>
      <ProFormGroup>
        <ProFormSelect
          name="goodsIds"
          label="适用商品ID"
          width="md"
          mode="tags"
          disabled={locked}
          extra="不填为全场通用"
        />
        <ProFormSelect name="skuIds" label="适用规格ID" width="md" mode="tags" disabled={locked} />
      </ProFormGroup>
      <ProFormDependency name={['promotionType']}>
        {({ promotionType }) =>
          promotionType === 3 && (
            <ProFormList
              name="gifts"
              label="赠品"
              initialValue={[{ quantity: 1 }]}
              creatorButtonProps={{ creatorButtonText: '添加赠品' }}
            >
              <ProFormGroup>
                <ProFormDigit name="skuId" label="规格ID" width="xs" fieldProps={{ precision: 0 }} disabled={locked} />
                <ProFormDigit
                  name="quantity"
                  label="数量"
                  width="xs"
                  min={1}
                  fieldProps={{ precision: 0 }}
                  disabled={locked}
                />
                <ProFormMoney name="costPrice" label="成本价" width="xs" min={0} disabled={locked} />
              </ProFormGroup>
            </ProFormList>
          )
        }
      </ProFormDependency>
      <ProFormRadio.Group
        name="validity"
        label="有效期"
        options={[
          { value: 'days', label: '领取后N天有效' },
          { value: 'window', label: '固定时间段' },
        ]}
      />
      <ProFormDependency name={['validity']}>
        {({ validity }) =>
          validity === 'window' ? (
            <ProFormDateTimeRangePicker name="window" label="有效时间" rules={[{ required: true }]} />
          ) : (
            <ProFormDigit
              name="validDays"
              label="有效天数"
              width="sm"
              min={1}
              fieldProps={{ precision: 0 }}
              rules={[{ required: true }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormGroup>
        <ProFormDigit
          name="totalQuantity"
          label="发放总量"
          width="sm"
          min={1}
          fieldProps={{ precision: 0 }}
          extra="不填为不限量"
        />
        <ProFormDigit
          name="perCustomerLimit"
          label="每人限领"
          width="sm"
          min={1}
          max={100}
          fieldProps={{ precision: 0 }}
        />
      </ProFormGroup>
    </>
  )
}

/** 新建优惠券 / 编辑优惠券. */
export function TemplateForm({
  template,
  trigger,
  open,
  onClose,
  onDone,
}: {
  template?: MerchantCouponTemplate
  trigger?: ReactElement
  open?: boolean
  onClose?: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<TemplateValues>()
  const editing = template !== undefined
  return (
    <ModalForm<TemplateValues>
      title={editing ? `编辑优惠券 ${template.title}` : '新建优惠券'}
      width={760}
      form={form}
      trigger={trigger}
      {...(open !== undefined && { open, onOpenChange: (o: boolean) => !o && onClose?.() })}
      modalProps={{ destroyOnClose: true }}
      dateFormatter={(value) => value.format()}
      initialValues={
        template
          ? toValues(template)
          : { promotionType: 1, validity: 'days', validDays: 30, perCustomerLimit: 1, threshold: 0 }
      }
      onFinish={async (values) => {
        const { code, ...body } = { code: values.code, ...toBody(values) }
        const done = await write(
          () =>
            editing
              ? call(updateCouponTemplate, {
                  params: { templateId: template.templateId },
                  body: template.termsLocked
                    ? {
                        title: body.title,
                        description: body.description,
                        validDays: body.validDays,
                        validFrom: body.validFrom,
                        validTo: body.validTo,
                        totalQuantity: body.totalQuantity,
                        perCustomerLimit: body.perCustomerLimit,
                      }
                    : body,
                })
              : call(createCouponTemplate, { body: { code, ...body } }),
          { success: editing ? '优惠券已保存' : '优惠券已创建', form },
        )
        if (done) onDone()
        return done
      }}
    >
      <TemplateFields locked={template?.termsLocked ?? false} editing={editing} />
    </ModalForm>
  )
}

interface IssueValues {
  targets: string
}

type IssueOutcome = ResponseOf<typeof merchantIssueCoupons>

/**
 * 发放: one coupon to each member named, one a line (an 11-digit mobile or a member id). The issue key is made when
 * the dialog opens, so pressing 发放 again after a lost answer gives nothing twice.
 */
export function IssueForm({
  template,
  onClose,
  onDone,
}: {
  template: MerchantCouponTemplate | null
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<IssueValues>()
  const [issueKey, setIssueKey] = useState(() => crypto.randomUUID())
  const [outcome, setOutcome] = useState<IssueOutcome | null>(null)
  return (
    <ModalForm<IssueValues>
      title={`发放优惠券 ${template?.title ?? ''}`}
      width={520}
      form={form}
      open={!!template}
      onOpenChange={(open) => {
        if (open) return
        setIssueKey(crypto.randomUUID())
        setOutcome(null)
        onClose()
      }}
      modalProps={{ destroyOnClose: true }}
      dateFormatter={(value) => value.format()}
      submitter={{ searchConfig: { submitText: '发放' } }}
      onFinish={async ({ targets }) => {
        const names = targets
          .split(/[\s,，]+/)
          .map((s) => s.trim())
          .filter(Boolean)
        const mobiles = names.filter((s) => /^1\d{10}$/.test(s))
        const customerIds = names.filter((s) => !/^1\d{10}$/.test(s)).map(Number)
        let answer: IssueOutcome | null = null
        const done = await write(
          async () => {
            answer = await call(issueCoupons, {
              params: { templateId: template!.templateId },
              body: { issueKey, mobiles, customerIds },
            })
          },
          { success: '发放完成', form },
        )
        if (done && answer) {
          setOutcome(answer)
          onDone()
        }
        return false
      }}
    >
      <ProFormTextArea
        name="targets"
        label="发放对象"
        placeholder={'每行一个：手机号或会员ID\n13900001234\n1024'}
        fieldProps={{ rows: 6 }}
        extra="一次最多1000人；同一会员本次只发一张"
        rules={[{ required: true, message: '请填写发放对象' }]}
      />
      {outcome && (
        <Alert
          type={outcome.notFound.length > 0 ? 'warning' : 'success'}
          showIcon
          message={`${outcome.replayed ? '本次发放已完成过：' : ''}已向${outcome.issued}位会员发放，累计发放${outcome.template.issuedCount}张`}
          description={outcome.notFound.length > 0 ? `未找到会员：${outcome.notFound.join('、')}` : undefined}
        />
      )}
    </ModalForm>
  )
}
