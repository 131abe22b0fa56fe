import type { recogniseAddress as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'customer/address/recognise',
})

/** Reads a pasted address: name, mobile, region and street, each null when not found. */
export const recogniseAddress = (text: string) => call(endpoint, { body: { text } })
