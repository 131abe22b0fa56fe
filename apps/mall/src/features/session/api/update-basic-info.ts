import type { BodyOf, updateBasicInfo as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'PUT', path: 'customer/basic_info' })

export type ProfileChanges = NonNullable<BodyOf<typeof route>>

/** Saves nickname, gender, avatar and birthday; answers the updated profile. */
export const updateBasicInfo = (changes: ProfileChanges) => call(endpoint, { body: changes })
