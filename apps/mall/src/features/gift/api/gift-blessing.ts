import type { giftBlessingUpload as route, ResponseOf } from '@shop/contracts'
import { defineEndpoint } from '../../../lib/http/api'
import { upload } from '../../../lib/http/request'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/yuyinBlessing',
})

/** Uploads a recorded blessing (mp3, m4a or aac); answers its stored path (yuyinBlessing). */
export const uploadBlessing = (filePath: string) =>
  upload<ResponseOf<typeof route>>({ service: endpoint.service, path: endpoint.path, filePath })
