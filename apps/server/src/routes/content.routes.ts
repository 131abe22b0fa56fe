import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import {
  kvdataFindType,
  merchantCreateDialog,
  merchantDeleteDialog,
  merchantDialogs,
  merchantDiscardPageDraft,
  merchantPageDraft,
  merchantPages,
  merchantPageVersionPreview,
  merchantPageVersions,
  merchantPreviewPage,
  merchantPublishPage,
  merchantRichTexts,
  merchantRollbackPage,
  merchantSavePageDraft,
  merchantStoreSettings,
  merchantTabBar,
  merchantUpdateDialog,
  merchantUpdateRichText,
  merchantUpdateStoreSettings,
  merchantUpdateTab,
  navigateBar,
  navigateBarAll,
  pageDialogRoute,
  pageSetting,
  uploadFile,
} from '@shop/contracts'
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

  // The console: page decoration (drafts, versions, publish, roll back), dialogs, tab bar, rich text, settings.
  registerRoute(app, merchantPages, () => pages.overview())
  registerRoute(app, merchantPageDraft, ({ params }) => pages.draft(params.code))
  registerRoute(app, merchantSavePageDraft, ({ params, body, auth }) => pages.saveDraft(params.code, body, auth.userid))
  registerRoute(app, merchantDiscardPageDraft, ({ params }) => pages.discardDraft(params.code))
  registerRoute(app, merchantPreviewPage, ({ params }) => pages.preview(params.code))
  registerRoute(app, merchantPublishPage, ({ params, body, auth }) =>
    pages.publish(params.code, body.revision, auth.userid),
  )
  registerRoute(app, merchantPageVersions, ({ params, query }) => pages.versions(params.code, query.page, query.size))
  registerRoute(app, merchantPageVersionPreview, ({ params }) => pages.versionPreview(params.code, params.version))
  registerRoute(app, merchantRollbackPage, ({ params, auth }) =>
    pages.rollback(params.code, params.version, auth.userid),
  )
  registerRoute(app, merchantDialogs, ({ query }) => pages.dialogs(query.type, query.page, query.size))
  registerRoute(app, merchantCreateDialog, ({ body, auth }) => pages.saveDialog(null, body, auth.userid))
  registerRoute(app, merchantUpdateDialog, ({ params, body, auth }) => pages.saveDialog(params.id, body, auth.userid))
  registerRoute(app, merchantDeleteDialog, async ({ params, auth }) => {
    await pages.deleteDialog(params.id, auth.userid)
    return { success: true as const }
  })
  registerRoute(app, merchantTabBar, () => content.tabBar())
  registerRoute(app, merchantUpdateTab, ({ params, body, auth }) => content.updateTab(params.id, body, auth.userid))
  registerRoute(app, merchantRichTexts, () => content.richTexts())
  registerRoute(app, merchantUpdateRichText, ({ params, body, auth }) =>
    content.updateRichText(params.id, body.title, body.html, auth.userid),
  )
  registerRoute(app, merchantStoreSettings, () => content.storeSettings())
  registerRoute(app, merchantUpdateStoreSettings, ({ body, auth }) => content.updateStoreSettings(body, auth.userid))
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
