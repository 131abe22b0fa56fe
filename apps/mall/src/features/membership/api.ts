import type {
  BeautyProfileBody,
  crmMemberBind,
  crmMemberCard,
  crmMemberChangeBinding,
  crmMemberCode,
  getBeautyProfile,
  saveBeautyProfile,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../lib/http/api'

const codeEndpoint = defineEndpoint<typeof crmMemberCode>({
  service: 'sp-portal',
  method: 'POST',
  path: 'crmMember/verificationCode',
})
const bindEndpoint = defineEndpoint<typeof crmMemberBind>({
  service: 'sp-portal',
  method: 'POST',
  path: 'crmMember/bind',
})
const changeEndpoint = defineEndpoint<typeof crmMemberChangeBinding>({
  service: 'sp-portal',
  method: 'POST',
  path: 'crmMember/changeBinding',
})
const cardEndpoint = defineEndpoint<typeof crmMemberCard>({ service: 'sp-portal', method: 'GET', path: 'crmV2/member' })
const profileEndpoint = defineEndpoint<typeof getBeautyProfile>({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/fashionableArchives',
})
const saveProfileEndpoint = defineEndpoint<typeof saveBeautyProfile>({
  service: 'ec-portal',
  method: 'PUT',
  path: 'customer/fashionableArchives',
})

// The card's form shows its refusals itself, next to the fields (no modal).
const inline = { hideModal: true }

/** The brand CRM texts a code to the mobile. */
export const sendCrmCode = (mobile: string) => call(codeEndpoint, { body: { mobile } }, inline)
/** Binds the member card of that mobile; with `change`, moves the bound card to that mobile instead. */
export const bindCrmCard = (mobile: string, code: string, change: boolean) =>
  change
    ? call(changeEndpoint, { body: { mobile, code } }, inline)
    : call(bindEndpoint, { body: { mobile, code } }, inline)
/** The card, or `crmNotBound` (the page then offers the bind form instead of an error). */
export const fetchCrmCard = () => call(cardEndpoint, undefined, inline)
export const fetchBeautyProfile = () => call(profileEndpoint)
export const saveBeautyProfileOf = (body: BeautyProfileBody) => call(saveProfileEndpoint, { body })
