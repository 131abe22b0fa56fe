import { Image, View, type ITouchEvent } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { assetUrl } from '../../../lib/config'
import styles from './banner.module.css'

const INTERVAL_MS = 4000
const SWIPE_PX = 30

/** View types its touch handlers as plain events; the touches are there all the same. */
const touchX = (e: unknown, list: 'touches' | 'changedTouches') => (e as ITouchEvent)[list][0]?.clientX

/**
 * Banner images that cross-fade every 4 s, follow a swipe and open their link on tap. Plain React and CSS: the
 * platform Swiper would add the whole swiper library to the H5 bundle.
 */
export function Banner({
  images,
  onOpen,
}: {
  images: ReadonlyArray<{ image: string; link: string | null }>
  onOpen: (link: string | null) => void
}) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const startX = useRef<number | undefined>(undefined)
  const count = images.length

  useEffect(() => {
    if (count < 2 || paused) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [count, paused])

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count)

  return (
    <View
      className={styles.banner}
      onTouchStart={(e) => {
        startX.current = touchX(e, 'touches')
        setPaused(true)
      }}
      onTouchEnd={(e) => {
        const start = startX.current
        const end = touchX(e, 'changedTouches')
        if (start !== undefined && end !== undefined && Math.abs(end - start) > SWIPE_PX) step(end < start ? 1 : -1)
        startX.current = undefined
        setPaused(false)
      }}
    >
      {images.map((b, i) => (
        <Image
          key={i}
          className={`${styles.slide} ${i === index ? styles.current : ''}`}
          src={assetUrl(b.image)}
          mode="aspectFill"
          onClick={() => onOpen(b.link)}
        />
      ))}
      {count > 1 && (
        <View className={styles.dots}>
          {images.map((_, i) => (
            <View key={i} className={`${styles.dot} ${i === index ? styles.dotOn : ''}`} onClick={() => setIndex(i)} />
          ))}
        </View>
      )}
    </View>
  )
}
