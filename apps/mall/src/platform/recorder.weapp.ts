import Taro from '@tarojs/taro'
import { withPermission } from '../lib/device/permission'
import { MAX_BLESSING_MS, type PlatformRecorder, type Recording } from './recorder.types'

/** What the recorder said when it stopped (by `stop`, or by itself at MAX_BLESSING_MS), until it is taken. */
let stopped: Recording | null | undefined
let onStopped: ((recording: Recording | null) => void) | null = null

/** The mini-program: WeChat's recorder writing AAC, asked through the recording permission (scope.record). */
export const platformRecorder: PlatformRecorder = {
  supported: () => true,
  async start() {
    const started = await withPermission('recording', async () => {
      await Taro.authorize({ scope: 'scope.record' })
      const manager = Taro.getRecorderManager()
      stopped = undefined
      return new Promise<'recording'>((resolve, reject) => {
        manager.onStart(() => resolve('recording'))
        manager.onError((error) => reject(error))
        manager.onStop(({ tempFilePath, duration }) => {
          stopped = tempFilePath ? { filePath: tempFilePath, durationMs: duration } : null
          onStopped?.(stopped)
        })
        manager.start({ format: 'aac', duration: MAX_BLESSING_MS })
      })
    })
    return started ?? 'refused'
  },
  stop: () =>
    new Promise<Recording | null>((resolve) => {
      // Stopped by itself at the longest blessing: that recording.
      if (stopped !== undefined) return resolve(stopped)
      onStopped = (recording) => {
        onStopped = null
        resolve(recording)
      }
      Taro.getRecorderManager().stop()
    }),
}
