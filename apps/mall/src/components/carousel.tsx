import { Image, Text, View, type ITouchEvent } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { assetUrl, fullWidthImgProps } from '../lib/http/config'
import styles from './carousel.module.css'

const INTERVAL_MS = 4000
const SWIPE_PX = 30

/** View types its touch handlers as plain events; the touches are there all the same. */
const touchX = (e: unknown, list: 'touches' | 'changedTouches') => (e as ITouchEvent)[list][0]?.clientX

export interface CarouselProps {
  images: readonly string[]
  /** Cross-fades to the next image every 4 s (banners); a gallery waits for the shopper. */
  autoplay?: boolean
  /** Dots (banners) or "2/5" (galleries). */
  indicator?: 'dots' | 'count'
  /** Sets the height (the images fill it). */
  className?: string
  /** A tap on an image (a banner's link); without it a tap shows the next image. */
  onTap?: (index: number) => void
  /** What the images are, for screen readers: each is read as "<label> 2/5". */
  label?: string
}

/**
 * Images that cross-fade, follow a swipe and report a tap. Plain React and CSS: the platform Swiper would add the
 * whole swiper library to the H5 bundle. Lazy: an image loads once it is shown, and the next one once the shown one
 * has loaded (so the first image does not share the network with the others).
 */
export function Carousel({
  images,
  autoplay = false,
  indicator = 'dots',
  className = '',
  onTap,
  label = '图片',
}: CarouselProps) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [seen, setSeen] = useState(() => new Set([0]))
  const startX = useRef<number | undefined>(undefined)
  const count = images.length

  useEffect(() => {
    if (!autoplay || count < 2 || paused) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [autoplay, count, paused])

  const show = (i: number) => setSeen((s) => (s.has(i) ? s : new Set([...s, i])))
  useEffect(() => show(index), [index])

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count)

  return (
    <View
      className={`${styles.carousel} ${className}`}
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
      {images.map((src, i) => (
        <Image
          key={i}
          className={`${styles.slide} ${i === index ? styles.current : ''}`}
          src={seen.has(i) ? assetUrl(src, 750) : ''}
          mode="aspectFill"
          imgProps={{ alt: `${label} ${i + 1}/${count}`, ...(seen.has(i) && fullWidthImgProps(src)) }}
          onLoad={() => i === index && show((i + 1) % count)}
          onClick={() => (onTap ? onTap(i) : step(1))}
        />
      ))}
      {count > 1 && indicator === 'dots' && (
        <View className={styles.dots}>
          {images.map((_, i) => (
            <View key={i} className={`${styles.dot} ${i === index ? styles.dotOn : ''}`} onClick={() => setIndex(i)} />
          ))}
        </View>
      )}
      {count > 1 && indicator === 'count' && (
        <Text className={styles.count} onClick={() => step(1)}>
          {index + 1}/{count}
        </Text>
      )}
    </View>
  )
}
