import { isMobile, textLength } from '@shop/domain'

/** What the address form edits (the contract's addressInput, as the inputs hold it). */
export interface AddressForm {
  name: string
  mobile: string
  province: string
  city: string
  district: string
  detail: string
  tag: string | null
  isDefault: boolean
}

export type AddressField = 'name' | 'mobile' | 'region' | 'district' | 'detail' | 'tag'
export type AddressErrors = Partial<Record<AddressField, string>>

export const EMPTY_ADDRESS: AddressForm = {
  name: '',
  mobile: '',
  province: '',
  city: '',
  district: '',
  detail: '',
  tag: null,
  isDefault: false,
}

/** The tags the form offers (the contract's ADDRESS_TAGS; contracts reach the app as types only). */
export const ADDRESS_TAGS = ['家', '公司', '学校'] as const

/** Characters, not UTF-16 units: a name's length as the server counts it. */
const length = (s: string) => textLength(s.trim())

/** Each field's first problem, in the shopper's words; the server checks the same bounds (contracts addressInput). */
export function addressErrors(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {}
  if (!form.name.trim()) errors.name = '请填写收货人'
  else if (length(form.name) > 20) errors.name = '收货人最多20个字'
  if (!form.mobile) errors.mobile = '请填写手机号码'
  else if (!isMobile(form.mobile)) errors.mobile = '请输入正确的手机号'
  if (!form.province || !form.city) errors.region = '请选择所在地区'
  if (!form.district.trim()) errors.district = '请填写区/县'
  else if (length(form.district) > 20) errors.district = '区/县最多20个字'
  if (!form.detail.trim()) errors.detail = '请填写详细地址'
  else if (length(form.detail) > 120) errors.detail = '详细地址最多120个字'
  if (form.tag !== null && length(form.tag) > 6) errors.tag = '标签最多6个字'
  return errors
}

/** The form as the server takes it (texts trimmed, an empty tag none). */
export function addressInputOf(form: AddressForm) {
  return {
    name: form.name.trim(),
    mobile: form.mobile,
    province: form.province,
    city: form.city,
    district: form.district.trim(),
    detail: form.detail.trim(),
    tag: form.tag?.trim() || null,
    isDefault: form.isDefault,
  }
}
