import Taro from '@tarojs/taro'
import { withPermission } from './permission'

/** Where a picture comes from: the shopper's choice in the sheet, each through its own permission (spec §6). */
const SOURCES = [
  { text: '拍照', source: 'camera', permission: 'camera' },
  { text: '从相册选择', source: 'album', permission: 'album' },
] as const

/**
 * Pictures the shopper takes or picks (refund evidence, reviews, an avatar, a chat image): 拍照 or 从相册选择, then
 * the call through the permission modal (refused, now or before: 去设置). Answers the chosen files' paths; none when
 * the shopper cancels or the permission is off.
 */
export async function chooseImages(count: number): Promise<string[]> {
  const sheet = await Taro.showActionSheet({ itemList: SOURCES.map((s) => s.text) }).catch(() => null)
  const from = sheet ? SOURCES[sheet.tapIndex] : undefined
  if (!from) return []
  const chosen = await withPermission(from.permission, () =>
    Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: [from.source] }),
  )
  return chosen?.tempFilePaths.slice(0, count) ?? []
}
