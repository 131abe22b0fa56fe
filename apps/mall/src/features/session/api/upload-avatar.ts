import type { ResponseOf, uploadFile as route } from '@shop/contracts'
import { defineEndpoint } from '../../../lib/http/api'
import { upload } from '../../../lib/http/request'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'upload_file' })

/** Uploads a chosen image (multipart field "file"); answers its URL for the profile. */
export const uploadAvatar = (filePath: string) =>
  upload<ResponseOf<typeof route>>({ service: endpoint.service, path: endpoint.path, filePath })
