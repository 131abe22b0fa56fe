import Taro from '../../../test/taro'
import { describe, expect, it } from 'vitest'
import { chooseImages } from './media'

describe('chooseImages (spec §6: camera and album through the permission modal)', () => {
  it('拍照 asks the camera, 从相册选择 the album, each for the count wanted', async () => {
    Taro.showActionSheet.mockResolvedValueOnce({ tapIndex: 0, errMsg: 'ok' })
    Taro.chooseImage.mockResolvedValueOnce({ tempFilePaths: ['a', 'b', 'c'], tempFiles: [] })
    await expect(chooseImages(2)).resolves.toEqual(['a', 'b'])
    expect(Taro.showActionSheet).toHaveBeenCalledWith({ itemList: ['拍照', '从相册选择'] })
    expect(Taro.chooseImage).toHaveBeenLastCalledWith(expect.objectContaining({ count: 2, sourceType: ['camera'] }))

    Taro.showActionSheet.mockResolvedValueOnce({ tapIndex: 1, errMsg: 'ok' })
    await chooseImages(1)
    expect(Taro.chooseImage).toHaveBeenLastCalledWith(expect.objectContaining({ count: 1, sourceType: ['album'] }))
  })

  it('the camera refused before: the settings modal, and no call', async () => {
    Taro.getSetting.mockResolvedValueOnce({ authSetting: { 'scope.camera': false }, errMsg: 'ok' })
    await expect(chooseImages(1)).resolves.toEqual([])
    expect(Taro.chooseImage).not.toHaveBeenCalled()
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: '权限未开启', content: '您未开启摄像头权限，请在设置中开启' }),
    )
  })

  it('the album refused now (the system’s): the modal; a cancel of the sheet or the picker: nothing', async () => {
    Taro.showActionSheet.mockResolvedValueOnce({ tapIndex: 1, errMsg: 'ok' })
    Taro.chooseImage.mockRejectedValueOnce({ errMsg: 'chooseImage:fail auth deny' })
    await expect(chooseImages(1)).resolves.toEqual([])
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '您未开启相册权限，请在设置中开启' }),
    )

    Taro.showModal.mockClear()
    Taro.showActionSheet.mockRejectedValueOnce({ errMsg: 'showActionSheet:fail cancel' })
    await expect(chooseImages(1)).resolves.toEqual([])
    Taro.chooseImage.mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    await expect(chooseImages(1)).resolves.toEqual([])
    expect(Taro.showModal).not.toHaveBeenCalled()
  })
})
