import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/button'
import { assetUrl } from '../../../lib/http/config'

/** Plays a recorded blessing (yuyinBlessing) once per tap; tapping again while it plays stops it. */
export function BlessingPlayer({ path }: { path: string }) {
  const audio = useRef<Taro.InnerAudioContext | null>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(
    () => () => {
      audio.current?.destroy()
      audio.current = null
    },
    [],
  )

  const toggle = () => {
    if (!audio.current) {
      const context = Taro.createInnerAudioContext()
      context.onEnded(() => setPlaying(false))
      context.onStop(() => setPlaying(false))
      context.onError(() => {
        setPlaying(false)
        void Taro.showToast({ title: '语音祝福暂时无法播放', icon: 'none' })
      })
      audio.current = context
    }
    const context = audio.current
    if (playing) return context.stop()
    context.src = assetUrl(path)
    context.play()
    setPlaying(true)
  }

  return (
    <Button size="small" variant="secondary" onClick={toggle}>
      {playing ? '停止播放' : '▶ 听语音祝福'}
    </Button>
  )
}
