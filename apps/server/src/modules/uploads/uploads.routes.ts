import { createHash } from 'node:crypto'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { uploadFile } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { registerRoute } from '../../platform/register-route'
import type { FileStorage } from '../../platform/storage'
import { imageType } from './image-type'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** `upload_file`: one image in the multipart field `file`, at most 5 MB, JPEG/PNG/WEBP/GIF by its bytes. */
export async function registerUploadsRoutes(app: FastifyInstance, storage: FileStorage): Promise<void> {
  // Multipart is parsed only in this context: every other route takes JSON.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })
    registerRoute(scope, uploadFile, async ({ request }) => {
      const file = await request.file()
      if (!file || file.fieldname !== 'file') throw new DomainError('uploadFileMissing')
      const data = await file.toBuffer()
      const type = imageType(data)
      if (!type) throw new DomainError('uploadTypeNotAllowed')
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${type.ext}`
      return { url: await storage.save(name, data), size: data.length, contentType: type.mime }
    })
  })
}
