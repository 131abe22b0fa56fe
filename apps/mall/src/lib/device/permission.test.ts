import Taro from '@tarojs/taro'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEVICE_PERMISSIONS, isPermissionRefusal, withPermission } from './permission'

// The test double has no settings API: these two stand in for WeChat's.
const getSetting = vi.fn()
const openSetting = vi.fn()

beforeEach(() => {
  getSetting.mockReset().mockResolvedValue({ authSetting: {} })
  openSetting.mockReset().mockResolvedValue({ authSetting: {} })
  Object.assign(Taro, { getSetting, openSetting })
})

describe('isPermissionRefusal', () => {
  it.each([
    [{ errMsg: 'chooseInvoiceTitle:fail auth deny' }, true],
    [{ errMsg: 'getLocation:fail auth denied' }, true],
    [{ errMsg: 'authorize:fail auth deny' }, true],
    [{ errMsg: 'startRecord:fail scope unauthorized' }, true],
    ['saveImageToPhotosAlbum:fail auth deny', true],
    [{ errMsg: 'chooseInvoiceTitle:fail cancel' }, false],
    [{ errMsg: 'chooseInvoiceTitle:fail not supported' }, false],
    [new Error('boom'), false],
    [undefined, false],
  ])('%j → %s', (error, refused) => {
    expect(isPermissionRefusal(error)).toBe(refused)
  })
})

describe('withPermission (spec §6)', () => {
  it('answers what the call answers when the permission is not refused', async () => {
    const action = vi.fn().mockResolvedValue({ title: '澜肌科技有限公司' })
    await expect(withPermission('invoiceTitle', action)).resolves.toEqual({ title: '澜肌科技有限公司' })
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('refused before: the settings modal instead of the call, and 去设置 opens the settings', async () => {
    getSetting.mockResolvedValue({ authSetting: { 'scope.invoiceTitle': false } })
    const action = vi.fn()
    await expect(withPermission('invoiceTitle', action)).resolves.toBeUndefined()
    expect(action).not.toHaveBeenCalled()
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '权限未开启',
        content: '您未开启发票抬头权限，请在设置中开启',
        confirmText: '去设置',
      }),
    )
    expect(openSetting).toHaveBeenCalledTimes(1)
  })

  it('refused now: the same modal; declining it leaves the settings closed', async () => {
    vi.mocked(Taro.showModal).mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    const action = vi.fn().mockRejectedValue({ errMsg: 'chooseInvoiceTitle:fail auth deny' })
    await expect(withPermission('invoiceTitle', action)).resolves.toBeUndefined()
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(openSetting).not.toHaveBeenCalled()
  })

  it('a cancel shows nothing', async () => {
    const action = vi.fn().mockRejectedValue({ errMsg: 'chooseInvoiceTitle:fail cancel' })
    await expect(withPermission('invoiceTitle', action)).resolves.toBeUndefined()
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('names each permission of the spec, and the album (the system’s only)', async () => {
    getSetting.mockResolvedValue({ authSetting: { 'scope.writePhotosAlbum': false } })
    await withPermission('saveToAlbum', vi.fn())
    expect(vi.mocked(Taro.showModal).mock.calls[0]?.[0]?.content).toBe('您未开启保存到相册权限，请在设置中开启')
    expect(Object.keys(DEVICE_PERMISSIONS)).toHaveLength(10)
    expect(DEVICE_PERMISSIONS.album.scope).toBeNull()
  })
})
