import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { chooseImages } from '../lib/device/media'
import { assetUrl } from '../lib/http/config'
import { useBusy } from '../lib/hooks/use-busy'
import styles from './image-picker.module.css'

export interface ImagePickerProps {
  /** The uploaded images' URLs. */
  images: readonly string[]
  max: number
  /** What the add tile says (上传凭证, 添加图片). */
  label: string
  /** Uploads one chosen file and answers its URL (the session's `upload_file`). */
  upload: (filePath: string) => Promise<{ url: string }>
  onChange: (images: string[]) => void
}

/**
 * Photos the shopper adds (refund evidence, review pictures): chosen from the album or camera, uploaded one by one,
 * shown with a remove mark, at most `max`. A failed upload keeps the ones that went through.
 */
export function ImagePicker({ images, max, label, upload, onChange }: ImagePickerProps) {
  const { busy, run } = useBusy()

  const add = async () => {
    if (busy || images.length >= max) return
    const paths = await chooseImages(max - images.length)
    if (paths.length === 0) return // the shopper cancelled (or the permission is off: the modal said so)
    void Taro.showLoading({ title: '上传中', mask: true })
    const uploaded: string[] = []
    // A failed upload ends the run (the request layer has said why); the ones that went through are kept.
    await run(async () => {
      for (const path of paths) uploaded.push((await upload(path)).url)
    }).finally(() => {
      void Taro.hideLoading()
      if (uploaded.length > 0) onChange([...images, ...uploaded])
    })
  }

  return (
    <View className={styles.picker}>
      {images.map((src, i) => (
        <View key={src} className={styles.tile}>
          <Image className={styles.image} src={assetUrl(src)} mode="aspectFill" />
          <View
            className={styles.remove}
            role="button"
            aria-label={`删除图片${i + 1}`}
            onClick={() => onChange(images.filter((_, j) => j !== i))}
          >
            ×
          </View>
        </View>
      ))}
      {images.length < max && (
        <View className={`${styles.tile} ${styles.add}`} role="button" onClick={() => void add()}>
          <Text className={styles.plus}>＋</Text>
          <Text className={styles.label}>{label}</Text>
          <Text className={styles.label}>
            {images.length}/{max}
          </Text>
        </View>
      )}
    </View>
  )
}
