import type { InvoiceTitle } from '@shop/contracts'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_TITLE_FORM,
  formOfTitle,
  formOfWechatTitle,
  titleErrors,
  titleInputOf,
  unchangedTitle,
  type InvoiceTitleForm,
} from './invoice-rules'

const company = (patch: Partial<InvoiceTitleForm> = {}): InvoiceTitleForm => ({
  ...EMPTY_TITLE_FORM,
  type: 'company',
  title: '澜肌科技有限公司',
  taxNumber: '91350100M000100Y43',
  ...patch,
})

const saved: InvoiceTitle = {
  id: 5,
  type: 'company',
  typeLabel: '单位',
  title: '澜肌科技有限公司',
  taxNumber: '91350100M000100Y43',
  registeredAddress: null,
  registeredPhone: null,
  bankName: null,
  bankAccount: null,
  preferred: true,
  updateTime: '2026-11-21T10:00:00.000Z',
}

describe('invoice title validation', () => {
  it.each([
    ['a personal title', { ...EMPTY_TITLE_FORM, title: '林小澜' }, {}],
    ['a personal title needs its name', EMPTY_TITLE_FORM, { title: '请填写发票抬头' }],
    ['a company needs its name', company({ title: ' ' }), { title: '请填写单位名称' }],
    ['a company needs a taxpayer number', company({ taxNumber: '' }), { taxNumber: '单位发票请填写纳税人识别号' }],
    ['lower case and spaces are fine', company({ taxNumber: '91350100m000100y43 ' }), {}],
    ['15 and 20 characters are older numbers', company({ taxNumber: '110101123456789' }), {}],
    ['17 characters are not', company({ taxNumber: '91350100M000100Y4' }), { taxNumber: '请输入正确的纳税人识别号' }],
    ['nor other signs', company({ taxNumber: '91350100M000100Y4-' }), { taxNumber: '请输入正确的纳税人识别号' }],
    [
      'nor a wrong check character',
      company({ taxNumber: '91350100M000100Y44' }),
      { taxNumber: '请输入正确的纳税人识别号' },
    ],
    ['a phone of digits and -', company({ registeredPhone: '0591-88888888' }), {}],
    ['and nothing else', company({ registeredPhone: '电话0591' }), { registeredPhone: '请输入正确的电话' }],
    ['a bank account of 8–30 digits', company({ bankAccount: '1234' }), { bankAccount: '请输入正确的银行账号' }],
    ['the email, when given', company({ email: 'lan@shop' }), { email: '请输入正确的邮箱地址' }],
    ['a personal title ignores company fields', { ...EMPTY_TITLE_FORM, title: '个人', taxNumber: 'x' }, {}],
  ])('%s', (_, form, errors) => {
    expect(titleErrors(form)).toEqual(errors)
  })
})

describe('the title as saved', () => {
  it('a personal title is its name only', () => {
    expect(titleInputOf({ ...EMPTY_TITLE_FORM, title: ' 林小澜 ', taxNumber: 'X', email: 'a@b.cn' })).toEqual({
      type: 'personal',
      title: '林小澜',
    })
  })

  it('a company title: capitals, empty optional fields left out, the id of the title it changes', () => {
    expect(titleInputOf(company({ id: 5, taxNumber: '91350100m000100y43', bankName: ' 招商银行 ' }))).toEqual({
      id: 5,
      type: 'company',
      title: '澜肌科技有限公司',
      taxNumber: '91350100M000100Y43',
      registeredAddress: undefined,
      registeredPhone: undefined,
      bankName: '招商银行',
      bankAccount: undefined,
    })
  })

  it('a saved title used as it is is not saved again; a changed one is', () => {
    expect(unchangedTitle(formOfTitle(saved, 'lan@example.com'), [saved])).toBe(saved)
    expect(unchangedTitle({ ...formOfTitle(saved), bankName: '招商银行' }, [saved])).toBeUndefined()
    expect(unchangedTitle({ ...formOfTitle(saved), id: null }, [saved])).toBeUndefined()
  })

  it('WeChat’s titles: type 0 a company with its details, 1 a person', () => {
    expect(
      formOfWechatTitle({
        type: '0',
        title: '澜肌科技有限公司',
        taxNumber: '91350100m000100y43',
        companyAddress: '福州市',
        telephone: '0591-88888888',
        bankName: '招商银行',
        bankAccount: '6214000000000000',
      }),
    ).toEqual(
      company({
        registeredAddress: '福州市',
        registeredPhone: '0591-88888888',
        bankName: '招商银行',
        bankAccount: '6214000000000000',
      }),
    )
    expect(formOfWechatTitle({ type: 1, title: '林小澜' }, 'lan@example.com')).toEqual({
      ...EMPTY_TITLE_FORM,
      title: '林小澜',
      email: 'lan@example.com',
    })
  })
})
