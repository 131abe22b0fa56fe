import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { FormInput, FormRow } from '../../../components/form-row'
import {
  TITLE_TYPE_LABELS,
  type InvoiceTitleForm,
  type TitleErrors,
  type TitleField,
  type TitleType,
} from '../invoice-rules'
import styles from './invoice.module.css'

const TYPES: TitleType[] = ['personal', 'company']

/**
 * The invoice title: 个人 or 单位, the name, and for a company its taxpayer number (required) and the optional
 * registration and bank details; then the email to send the invoice to. Errors show as `errors` says.
 */
export function InvoiceTitleFields({
  form,
  errors,
  onChange,
}: {
  form: InvoiceTitleForm
  /** The errors to show now (the page decides when: after a field is left, or on submit). */
  errors: TitleErrors
  onChange: (patch: Partial<InvoiceTitleForm>) => void
}) {
  const field = (name: TitleField, label: string, control: ReactNode) => (
    <FormRow label={label} error={errors[name]}>
      {control}
    </FormRow>
  )
  const input = (name: TitleField, placeholder: string, maxlength: number, type: 'text' | 'number' = 'text') => (
    <FormInput
      type={type}
      placeholder={placeholder}
      maxlength={maxlength}
      value={form[name]}
      onInput={(e) => onChange({ [name]: e.detail.value })}
    />
  )
  const company = form.type === 'company'

  return (
    <View className={styles.card}>
      <FormRow label="抬头类型">
        <View className={styles.types} role="radiogroup" aria-label="抬头类型">
          {TYPES.map((t) => (
            <View
              key={t}
              className={`${styles.type} ${form.type === t ? styles.typeOn : ''}`}
              role="radio"
              aria-checked={form.type === t}
              onClick={() => onChange({ type: t })}
            >
              {TITLE_TYPE_LABELS[t]}
            </View>
          ))}
        </View>
      </FormRow>
      {field('title', '发票抬头', input('title', company ? '请填写单位名称' : '请填写个人姓名或“个人”', 100))}
      {company && (
        <>
          {field('taxNumber', '税号', input('taxNumber', '请填写纳税人识别号', 20))}
          {field('registeredAddress', '注册地址', input('registeredAddress', '选填', 100))}
          {field('registeredPhone', '注册电话', input('registeredPhone', '选填', 20))}
          {field('bankName', '开户银行', input('bankName', '选填', 50))}
          {field('bankAccount', '银行账号', input('bankAccount', '选填', 30, 'number'))}
        </>
      )}
      {field('email', '收票邮箱', input('email', '选填，开票后可发送到邮箱', 254))}
    </View>
  )
}
