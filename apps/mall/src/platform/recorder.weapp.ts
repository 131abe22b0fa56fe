import Taro from '@tarojs/taro'
import { withPermission } from '../lib/device/permission'
import { MAX_BLESSING_MS, type PlatformRecorder, type Recording } from './recorder.types'

/** The mini-program: WeChat's recorder writing AAC, asked through the recording permission (scope.record). */
export const platformRecorder: PlatformRecorder = {
  supported: () => true,
  async start() {
    const started = await withPermission('recording', async () => {
      await Taro.authorize({ scope: 'scope.record' })
      const manager = Taro.getRecorderManager()
      return new Promise<'recording'>((resolve, reject) => {
        manager.onStart(() => resolve('recording'))
        manager.onError((error) => reject(error))
        manager.start({ format: 'aac', duration: MAX_BLESSING_MS })
      })
    })
    return started ?? 'refused'
  },
  stop: () =>
    new Promise<Recording | null>((resolve) => {
      const manager = Taro.getRecorderManager()
      manager.onStop(({ tempFilePath, duration }) =>
        resolve(tempFilePath ? { filePath: tempFilePath, durationMs: duration } : null),
      )
      manager.stop()
    }),
}
