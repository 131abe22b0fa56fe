import { createHash } from 'node:crypto'
import { DomainError } from '@shop/domain'
import type { FileStorage } from '../../platform/storage'
import { audioType } from './audio-type'
import { imageType } from './image-type'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** A recorded blessing (docs/gifts.md): a minute of speech is well under 1 MB. */
export const MAX_BLESSING_BYTES = 2 * 1024 * 1024

export type UploadsService = ReturnType<typeof createUploadsService>

/**
 * Images the shoppers upload (`upload_file`): JPEG/PNG/WEBP/GIF by their bytes, stored under their content hash;
 * and a gift's recorded blessing (`give_gift_order/yuyinBlessing`).
 */
export function createUploadsService({ storage }: { storage: FileStorage }) {
  return {
    async save(data: Buffer) {
      const type = imageType(data)
      if (!type) throw new DomainError('uploadTypeNotAllowed')
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${type.ext}`
      return { url: await storage.save(name, data), size: data.length, contentType: type.mime }
    },

    /** A recorded blessing: MP3/M4A/AAC by its bytes, stored under its content hash like the images. */
    async saveBlessing(data: Buffer) {
      const type = audioType(data)
      if (!type) throw new DomainError('blessingTypeNotAllowed')
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${type.ext}`
      return { url: await storage.save(name, data) }
    },
  }
}
