import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { useBusy } from '../../../lib/hooks/use-busy'
import { platformRecorder } from '../../../platform/recorder'
import { uploadBlessing } from '../api/gift-blessing'
import { BlessingPlayer } from './blessing-player'
import styles from './gift.module.css'

/**
 * 语音祝福: record (behind the recording permission), stop, and the recording is uploaded at once (its path is what
 * the order keeps); it can be heard again or removed before the order is placed. Not offered where the client
 * cannot record a kept format.
 */
export function BlessingRecorder({ path, onChange }: { path: string | null; onChange: (path: string | null) => void }) {
  const [recording, setRecording] = useState(false)
  const { busy, run } = useBusy()
  if (!platformRecorder.supported()) return null

  const start = async () => {
    const started = await platformRecorder.start()
    if (started === 'recording') return setRecording(true)
    if (started === 'unavailable') void Taro.showToast({ title: '暂时无法录音', icon: 'none' })
  }

  const stop = () =>
    run(async () => {
      setRecording(false)
      const recorded = await platformRecorder.stop()
      if (!recorded) return
      if (recorded.durationMs < 1000) {
        void Taro.showToast({ title: '录音时间太短', icon: 'none' })
        return
      }
      const { url } = await uploadBlessing(recorded.filePath)
      onChange(url)
    })

  return (
    <View className={styles.row}>
      <Text className={styles.hint}>
        {path ? '已录制语音祝福' : recording ? '正在录音…' : '录一段语音祝福（选填）'}
      </Text>
      {path && !recording ? (
        <View className={styles.actions}>
          <BlessingPlayer path={path} />
          <Button size="small" variant="ghost" onClick={() => onChange(null)}>
            删除
          </Button>
        </View>
      ) : (
        <Button size="small" variant="secondary" disabled={busy} onClick={() => void (recording ? stop() : start())}>
          {recording ? '结束录音' : '开始录音'}
        </Button>
      )}
    </View>
  )
}
