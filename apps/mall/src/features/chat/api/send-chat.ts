import type { chatSend as route, ResponseOf, uploadFile as uploadRoute } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { upload } from '../../../lib/http/request'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'chat/send' })
const uploadEndpoint = defineEndpoint<typeof uploadRoute>({ service: 'sp-portal', method: 'POST', path: 'upload_file' })

/** Sends a text; a retry with the same clientId is the same message. */
export const sendChatText = (clientId: string, content: string) =>
  call(endpoint, { body: { clientId, type: 'text', content } }, { hideModal: true })

/** Uploads a chosen picture, then sends it. */
export async function sendChatImage(clientId: string, filePath: string) {
  const { url } = await upload<ResponseOf<typeof uploadRoute>>({
    service: uploadEndpoint.service,
    path: uploadEndpoint.path,
    filePath,
  })
  return call(endpoint, { body: { clientId, type: 'image', imageUrl: url } })
}
