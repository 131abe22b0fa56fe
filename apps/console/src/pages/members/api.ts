import type {
  merchantAdjustPoints,
  merchantBroadcast,
  merchantBroadcastMessage,
  merchantBroadcasts,
  merchantCrmBindings,
  merchantCrmStatus,
  merchantCrmSync,
  merchantMemberCoupons,
  merchantMemberDetail,
  merchantMemberLevels,
  merchantMemberMessages,
  merchantMemberPoints,
  merchantMembers,
  merchantSendMessage,
  merchantSettings,
  merchantUpdateSettings,
} from '@shop/contracts'
import { call, endpoint } from '../../lib/http'

export const memberList = endpoint<typeof merchantMembers>('GET', 'merchant/members')
export const crmStatus = endpoint<typeof merchantCrmStatus>('GET', 'merchant/crm/status')
export const crmBindings = endpoint<typeof merchantCrmBindings>('GET', 'merchant/crm/bindings')
export const crmSync = endpoint<typeof merchantCrmSync>('POST', 'merchant/crm/bindings/:customerId/sync')
export const memberLevels = endpoint<typeof merchantMemberLevels>('GET', 'merchant/members/levels')
export const memberDetail = endpoint<typeof merchantMemberDetail>('GET', 'merchant/members/:customerId')
export const memberCoupons = endpoint<typeof merchantMemberCoupons>('GET', 'merchant/members/coupons')
export const memberPoints = endpoint<typeof merchantMemberPoints>('GET', 'merchant/members/points')
export const adjustPoints = endpoint<typeof merchantAdjustPoints>('POST', 'merchant/members/:customerId/points')
export const memberMessages = endpoint<typeof merchantMemberMessages>('GET', 'merchant/members/messages')
export const sendMessage = endpoint<typeof merchantSendMessage>('POST', 'merchant/messages')
export const broadcastList = endpoint<typeof merchantBroadcasts>('GET', 'merchant/messages/broadcasts')
export const broadcastOne = endpoint<typeof merchantBroadcast>('GET', 'merchant/messages/broadcasts/:id')
export const startBroadcast = endpoint<typeof merchantBroadcastMessage>('POST', 'merchant/messages/broadcasts')
export const settingsOf = endpoint<typeof merchantSettings>('GET', 'merchant/settings')
export const saveSettings = endpoint<typeof merchantUpdateSettings>('PUT', 'merchant/settings')

/** The member levels in use as select options (the list's filter, the segment form). */
export const levelOptions = async () => (await call(memberLevels)).map((level) => ({ label: level, value: level }))

/** A business key for one opened form: a retried submit of the same form writes nothing twice. */
export const requestId = (): string => crypto.randomUUID()
