import Taro from '@tarojs/taro'
import { BRAND_COLOR } from '../display/theme'

/**
 * The device permissions the shop asks for (spec §6): the mini-program's scope (null: none of its own, only the
 * system's, which a refused call reports) and what the shopper reads.
 */
export const DEVICE_PERMISSIONS = {
  location: { scope: 'scope.userLocation', name: '位置信息' },
  backgroundLocation: { scope: 'scope.userLocationBackground', name: '后台定位' },
  address: { scope: 'scope.address', name: '通讯地址' },
  invoiceTitle: { scope: 'scope.invoiceTitle', name: '发票抬头' },
  invoice: { scope: 'scope.invoice', name: '获取发票' },
  stepCount: { scope: 'scope.werun', name: '微信运动步数' },
  recording: { scope: 'scope.record', name: '录音' },
  saveToAlbum: { scope: 'scope.writePhotosAlbum', name: '保存到相册' },
  camera: { scope: 'scope.camera', name: '摄像头' },
  album: { scope: null, name: '相册' },
} satisfies Record<string, { scope: string | null; name: string }>

export type DevicePermission = keyof typeof DEVICE_PERMISSIONS

/** WeChat's words for a call refused by the permission (a cancel is not a refusal). */
export function isPermissionRefusal(error: unknown): boolean {
  const message = typeof error === 'object' && error !== null ? (error as { errMsg?: unknown }).errMsg : error
  return (
    typeof message === 'string' && /auth den(y|ied)|authorize:fail|scope unauthorized|permission denied/i.test(message)
  )
}

/** The modal of spec §6: the permission is not on; 去设置 opens the mini-program's settings. */
export async function askToEnablePermission(permission: DevicePermission): Promise<void> {
  const { name } = DEVICE_PERMISSIONS[permission]
  const { confirm } = await Taro.showModal({
    title: '权限未开启',
    content: `您未开启${name}权限，请在设置中开启`,
    confirmText: '去设置',
    confirmColor: BRAND_COLOR,
  })
  if (confirm) await Taro.openSetting().catch(() => undefined)
}

/**
 * Runs a device call that needs a permission. Refused before (the setting says false, so WeChat would not even ask)
 * or refused now, the shopper gets the settings modal and the answer is undefined; so it is when they cancel.
 */
export async function withPermission<T>(
  permission: DevicePermission,
  action: () => Promise<T>,
): Promise<T | undefined> {
  const { scope } = DEVICE_PERMISSIONS[permission]
  const settings = scope === null ? undefined : await Taro.getSetting().catch(() => undefined)
  // Some scopes (background location) are missing from Taro's typing of the settings.
  const granted = (settings?.authSetting ?? {}) as Record<string, boolean | undefined>
  if (scope !== null && granted[scope] === false) {
    await askToEnablePermission(permission)
    return undefined
  }
  try {
    return await action()
  } catch (error) {
    if (isPermissionRefusal(error)) await askToEnablePermission(permission)
    return undefined
  }
}
