import { z } from 'zod'
import { isPostalCode } from '@shop/domain'
import { defineRoute } from './route'
import { id, mobile, ok, text } from './common'

/** Most receiving addresses one customer keeps. */
export const ADDRESS_LIMIT = 20

/** The tags the address form offers; a customer may also type their own (up to 6 characters). */
export const ADDRESS_TAGS = ['家', '公司', '学校'] as const

const required = (max: number, message: string) => text(max).min(1, message)

/** What the address form sends, for a new address and for an edit (an edit replaces every field). */
export const addressInput = z.strictObject({
  /** The receiver (收货人). */
  name: required(20, '请填写收货人'),
  mobile,
  province: required(20, '请选择省份'),
  city: required(20, '请选择城市'),
  district: required(20, '请选择区县'),
  detail: required(120, '请填写详细地址'),
  postalCode: z.string().refine(isPostalCode, { message: '邮政编码为6位数字' }).nullable().optional(),
  tag: required(6, '标签不能为空').nullable().optional(),
  /** true makes it the default address. The default only moves by choosing another: false never leaves none. */
  isDefault: z.boolean().optional(),
})
export type AddressInput = z.input<typeof addressInput>

export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  postalCode: z.string().nullable(),
  tag: z.string().nullable(),
  isDefault: z.boolean(),
})
export type Address = z.infer<typeof address>

const addressId = z.strictObject({ id })

export const addressList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/address',
  auth: 'customer',
  summary: "The customer's receiving addresses, the default first, then the most recently edited",
  response: z.array(address),
})

export const createAddress = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'customer/address',
  auth: 'customer',
  summary: `Adds a receiving address (at most ${ADDRESS_LIMIT}); the first one becomes the default`,
  body: addressInput,
  response: address,
})

export const preferredAddress = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/address/preferred',
  auth: 'customer',
  summary: "The customer's default address, or null when they have none",
  response: address.nullable(),
})

export const addressDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/address/:id',
  auth: 'customer',
  summary: 'One of the customer’s addresses',
  params: addressId,
  response: address,
})

export const updateAddress = defineRoute({
  service: 'ec-portal',
  method: 'PUT',
  path: 'customer/address/:id',
  auth: 'customer',
  summary: 'Replaces an address with the form’s fields',
  params: addressId,
  body: addressInput,
  response: address,
})

export const deleteAddress = defineRoute({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'customer/address/:id',
  auth: 'customer',
  summary: 'Deletes an address; deleting the default makes the most recently edited other one the default',
  params: addressId,
  response: ok,
})

export const setPreferredAddress = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'customer/address/:id/preferred',
  auth: 'customer',
  summary: 'Makes an address the default',
  params: addressId,
  response: address,
})
