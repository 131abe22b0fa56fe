import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { kvdataFindType, navigateBar, navigateBarAll, pageDialogRoute, pageSetting, uploadFile } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Shop } from '../compose'
import { sendPrebuilt } from '../modules/catalogue'
import { MAX_UPLOAD_BYTES } from '../modules/uploads'
import { registerRoute } from '../platform/register-route'

export async function registerContentRoutes(app: FastifyInstance, { content, pages, uploads }: Shop): Promise<void> {
  registerRoute(app, navigateBarAll, async () => ({ navigationSettings: await content.tabBar() }))
  registerRoute(app, navigateBar, ({ params }) => content.tab(params.id))
  registerRoute(app, kvdataFindType, async ({ params, body }) => ({
    type: params.type,
    items: await content.findType(params.type, body?.keys),
  }))
  registerRoute(app, pageSetting, async ({ params, reply }) => sendPrebuilt(reply, await pages.pageJson(params.code)))
  registerRoute(app, pageDialogRoute, ({ params }) => pages.dialog(params.type))
  // `upload_file`: one image in the multipart field `file`, at most 5 MB. Multipart is parsed only in this context:
  // every other route takes JSON.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })
    registerRoute(scope, uploadFile, async ({ request }) => {
      // A body without its boundary or cut short makes the parser throw: the request's fault, not the server's.
      const malformed = (error: unknown): never => {
        if (error instanceof Error && 'code' in error) throw error
        throw new DomainError('uploadMalformed')
      }
      const file = await request.file().catch(malformed)
      if (!file || file.fieldname !== 'file') throw new DomainError('uploadFileMissing')
      return uploads.save(await file.toBuffer().catch(malformed))
    })
  })
}
