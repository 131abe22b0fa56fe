import Taro from '@tarojs/taro'
import { withPermission } from '../lib/device/permission'
import type { PlatformMedia } from './media.types'

/** A data URL or a web address as a file of the mini-program, which saveImageToPhotosAlbum takes. */
async function localFile(src: string): Promise<string> {
  if (src.startsWith('data:')) {
    const filePath = `${Taro.env.USER_DATA_PATH}/save-${Date.now()}.png`
    Taro.getFileSystemManager().writeFileSync(filePath, src.slice(src.indexOf(',') + 1), 'base64')
    return filePath
  }
  if (/^https?:/.test(src)) return (await Taro.downloadFile({ url: src })).tempFilePath
  return src
}

/** The mini-program: WeChat's album and recorder scopes, through the permission modal. */
export const platformMedia: PlatformMedia = {
  async saveImage(src) {
    const filePath = await localFile(src)
    return (await withPermission('saveToAlbum', () => Taro.saveImageToPhotosAlbum({ filePath }))) !== undefined
  },
  async allowRecording() {
    return (await withPermission('recording', () => Taro.authorize({ scope: 'scope.record' }))) !== undefined
  },
}
