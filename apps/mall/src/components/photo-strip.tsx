import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '../lib/http/config'
import styles from './photo-strip.module.css'

/**
 * A row of photos (a refund's evidence, a review's pictures); a tap shows one over the page, a tap on it closes it.
 * Plain React: the platform image preview would bring the swiper library into the H5 bundle.
 */
export function PhotoStrip({ images }: { images: readonly string[] }) {
  const [open, setOpen] = useState<number | null>(null)
  if (images.length === 0) return null
  const shown = open === null ? undefined : images[open]
  return (
    <View className={styles.strip}>
      {images.map((src, i) => (
        <Image
          key={src}
          className={styles.thumb}
          src={assetUrl(src)}
          mode="aspectFill"
          lazyLoad
          aria-label={`查看图片${i + 1}`}
          onClick={() => setOpen(i)}
        />
      ))}
      {shown !== undefined && (
        <View className={styles.viewer} role="dialog" aria-label="图片" onClick={() => setOpen(null)}>
          <Image className={styles.full} src={assetUrl(shown)} mode="aspectFit" />
          <Text className={styles.count}>
            {(open ?? 0) + 1}/{images.length}
          </Text>
        </View>
      )}
    </View>
  )
}
