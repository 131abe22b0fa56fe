import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import {
  giftAcquire,
  giftBlessingUpload,
  giftCancelGive,
  giftDetail,
  giftGive,
  giftGoodsList,
  giftLocate,
  giftLogistics,
  giftOrderSetting,
  giftsReceived,
  giftSubmit,
  merchantGiftDetail,
  merchantGifts,
  merchantGiftSettings,
  merchantSaveGiftSettings,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Shop } from '../compose'
import { MAX_BLESSING_BYTES } from '../modules/uploads'
import { registerRoute } from '../platform/register-route'

/** Gifts to friends (docs/gifts.md): the gift checkout, giving and claiming, the views, the console's gift orders. */
export async function registerGiftRoutes(app: FastifyInstance, { giveGift, uploads }: Shop): Promise<void> {
  registerRoute(app, giftOrderSetting, () => giveGift.publicSettings())
  registerRoute(app, giftGoodsList, ({ query }) => giveGift.goodsPage(query.page, query.size))
  registerRoute(app, giftLocate, ({ auth, body }) => giveGift.locate(auth.customerId, body))
  registerRoute(app, giftSubmit, ({ auth, body }) => giveGift.submit(auth.customerId, body))
  registerRoute(app, giftGive, ({ auth, body }) => giveGift.give(auth.customerId, body.orderId))
  registerRoute(app, giftCancelGive, ({ auth, body }) => giveGift.cancelGive(auth.customerId, body.orderId))
  registerRoute(app, giftDetail, ({ auth, query }) => giveGift.detail(auth?.customerId ?? null, query))
  registerRoute(app, giftAcquire, ({ auth, body }) => giveGift.acquire(auth.customerId, body.code, body.addressId))
  registerRoute(app, giftsReceived, ({ auth, query }) => giveGift.received(auth.customerId, query.page, query.size))
  registerRoute(app, giftLogistics, ({ auth, params }) => giveGift.logistics(auth.customerId, params.giftId))

  registerRoute(app, merchantGiftSettings, async () => {
    const settings = await giveGift.settings()
    return { ...settings, updatedAt: settings.updatedAt?.toISOString() ?? null }
  })
  registerRoute(app, merchantSaveGiftSettings, ({ auth, body }) => giveGift.saveSettings(auth.userid, body))
  registerRoute(app, merchantGifts, ({ query }) => giveGift.merchantPage(query))
  registerRoute(app, merchantGiftDetail, ({ params }) => giveGift.merchantDetail(params.giftId))

  // The recorded blessing: one file in the multipart field `file`, parsed only in this context (like upload_file).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_BLESSING_BYTES, files: 1, fields: 5 } })
    registerRoute(scope, giftBlessingUpload, async ({ request }) => {
      const refused = (error: unknown): never => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new DomainError('blessingTooLarge')
        }
        if (error instanceof Error && 'code' in error) throw error
        throw new DomainError('uploadMalformed')
      }
      const file = await request.file().catch(refused)
      if (!file || file.fieldname !== 'file') throw new DomainError('uploadFileMissing')
      return uploads.saveBlessing(await file.toBuffer().catch(refused))
    })
  })
}
