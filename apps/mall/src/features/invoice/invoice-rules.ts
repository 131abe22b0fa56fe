import type { INVOICE_TITLE_TYPE_LABELS, InvoiceTitle } from '@shop/contracts'
import { isBankAccount, isEmail, isPhoneNumber, isTaxNumber, textLength } from '@shop/domain'
import type { InvoiceTitleInput } from './api/save-invoice-title'

export type TitleType = InvoiceTitle['type']

/** Typed by the contract's labels, so they cannot drift from it. */
export const TITLE_TYPE_LABELS: typeof INVOICE_TITLE_TYPE_LABELS = { personal: '个人', company: '单位' }

/** What the title form edits (the contract's invoiceTitleInput, as the inputs hold it) and where to mail it. */
export interface InvoiceTitleForm {
  /** The saved title it started from; null for a new one. */
  id: number | null
  type: TitleType
  title: string
  taxNumber: string
  registeredAddress: string
  registeredPhone: string
  bankName: string
  bankAccount: string
  /** Where to send the invoice once issued (optional). */
  email: string
}

export type TitleField = Exclude<keyof InvoiceTitleForm, 'id' | 'type'>
export type TitleErrors = Partial<Record<TitleField, string>>

export const EMPTY_TITLE_FORM: InvoiceTitleForm = {
  id: null,
  type: 'personal',
  title: '',
  taxNumber: '',
  registeredAddress: '',
  registeredPhone: '',
  bankName: '',
  bankAccount: '',
  email: '',
}

/** Taxpayer numbers are written in capitals; people type them any way. */
export const normalizeTaxNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase()

const length = (s: string) => textLength(s.trim())

/** Each field's first problem in the shopper's words; a company title needs its taxpayer number. */
export function titleErrors(form: InvoiceTitleForm): TitleErrors {
  const errors: TitleErrors = {}
  if (!form.title.trim()) errors.title = form.type === 'company' ? '请填写单位名称' : '请填写发票抬头'
  else if (length(form.title) > 100) errors.title = '发票抬头最多100个字'
  if (form.type === 'company') {
    const tax = normalizeTaxNumber(form.taxNumber)
    if (!tax) errors.taxNumber = '单位发票请填写纳税人识别号'
    // The server's check (contracts taxNumber), check character included: a wrong number never leaves the form.
    else if (!isTaxNumber(tax)) errors.taxNumber = '请输入正确的纳税人识别号'
    if (length(form.registeredAddress) > 100) errors.registeredAddress = '注册地址最多100个字'
    if (form.registeredPhone.trim() && !isPhoneNumber(form.registeredPhone.trim())) {
      errors.registeredPhone = '请输入正确的电话'
    }
    if (length(form.bankName) > 50) errors.bankName = '开户银行最多50个字'
    if (form.bankAccount.trim() && !isBankAccount(form.bankAccount.trim())) errors.bankAccount = '请输入正确的银行账号'
  }
  if (form.email.trim() && !isEmail(form.email)) errors.email = '请输入正确的邮箱地址'
  return errors
}

/** The title as the server saves it: a personal title is its name only; empty optional fields are left out. */
export function titleInputOf(form: InvoiceTitleForm): InvoiceTitleInput {
  const optional = (value: string) => value.trim() || undefined
  const base = { ...(form.id !== null && { id: form.id }), title: form.title.trim() }
  if (form.type === 'personal') return { ...base, type: 'personal' }
  return {
    ...base,
    type: 'company',
    taxNumber: normalizeTaxNumber(form.taxNumber),
    registeredAddress: optional(form.registeredAddress),
    registeredPhone: optional(form.registeredPhone),
    bankName: optional(form.bankName),
    bankAccount: optional(form.bankAccount),
  }
}

export function formOfTitle(title: InvoiceTitle, email = ''): InvoiceTitleForm {
  return {
    id: title.id,
    type: title.type,
    title: title.title,
    taxNumber: title.taxNumber ?? '',
    registeredAddress: title.registeredAddress ?? '',
    registeredPhone: title.registeredPhone ?? '',
    bankName: title.bankName ?? '',
    bankAccount: title.bankAccount ?? '',
    email,
  }
}

/** A saved title the form still matches: the invoice can use it as it is. */
export function unchangedTitle(form: InvoiceTitleForm, titles: readonly InvoiceTitle[]): InvoiceTitle | undefined {
  const saved = titles.find((t) => t.id === form.id)
  if (!saved) return undefined
  const again = formOfTitle(saved, form.email)
  const same = (Object.keys(again) as (keyof InvoiceTitleForm)[]).every(
    (k) => String(again[k]).trim() === String(form[k]).trim(),
  )
  return same ? saved : undefined
}

/** WeChat's invoice title (wx.chooseInvoiceTitle: type '0' company, '1' personal) as a new title of the form. */
export function formOfWechatTitle(
  chosen: {
    type: string | number
    title: string
    taxNumber?: string
    companyAddress?: string
    telephone?: string
    bankName?: string
    bankAccount?: string
  },
  email = '',
): InvoiceTitleForm {
  if (String(chosen.type) === '1') return { ...EMPTY_TITLE_FORM, title: chosen.title, email }
  return {
    id: null,
    type: 'company',
    title: chosen.title,
    taxNumber: normalizeTaxNumber(chosen.taxNumber ?? ''),
    registeredAddress: chosen.companyAddress ?? '',
    registeredPhone: chosen.telephone ?? '',
    bankName: chosen.bankName ?? '',
    bankAccount: chosen.bankAccount ?? '',
    email,
  }
}
