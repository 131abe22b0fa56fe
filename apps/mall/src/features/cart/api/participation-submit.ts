import type { participationJoin, participationOpen } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const open = defineEndpoint<typeof participationOpen>({
  service: 'ec-portal',
  method: 'POST',
  path: 'participation/open',
})
const join = defineEndpoint<typeof participationJoin>({
  service: 'ec-portal',
  method: 'POST',
  path: 'participation/join',
})

/** Orders one unit to open a group (no groupId) or join one (order type group_purchasing; the seat comes with payment). */
export const submitParticipation = (
  line: { activityId: number; skuId: number; groupId?: number | undefined },
  { addressId, remark, channel, idempotencyKey, quote }: SubmitBody,
) => {
  const fields = { activityId: line.activityId, skuId: line.skuId, addressId, remark, channel, idempotencyKey, quote }
  return line.groupId === undefined
    ? call(open, { body: fields })
    : call(join, { body: { ...fields, groupId: line.groupId } })
}
