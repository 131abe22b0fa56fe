import { Text, Textarea, View } from '@tarojs/components'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { GoodsLine } from '../../../components/goods-line'
import { ImagePicker } from '../../../components/image-picker'
import { PhotoStrip } from '../../../components/photo-strip'
import { Toggle } from '../../../components/toggle'
import type { EvaluationLine } from '../api/order-evaluations'
import { CONTENT_MAX, contentLength, IMAGES_MAX, type EvaluationDraft } from '../evaluation-rules'
import { StarRating } from './star-rating'
import styles from './evaluation-card.module.css'

/**
 * One order line on the review page: rated already (已评价, what was written), or the form: stars, text up to 500,
 * up to 9 photos, 匿名评价, and 提交评价 for this line alone. `editable` is false while the order cannot be rated.
 */
export function EvaluationCard({
  line,
  draft,
  editable,
  busy,
  upload,
  onChange,
  onSubmit,
}: {
  line: EvaluationLine
  draft: EvaluationDraft
  editable: boolean
  busy: boolean
  upload: (filePath: string) => Promise<{ url: string }>
  onChange: (draft: EvaluationDraft) => void
  onSubmit: () => void
}) {
  const done = line.evaluation
  const set = (patch: Partial<EvaluationDraft>) => onChange({ ...draft, ...patch })
  return (
    <Card label={line.name}>
      <GoodsLine
        compact
        image={line.image}
        name={line.name}
        specs={line.specs}
        aside={done ? <Text className={styles.done}>已评价</Text> : undefined}
      />

      {done ? (
        <View className={styles.review}>
          <StarRating value={done.rating} small />
          {done.content && <Text className={styles.content}>{done.content}</Text>}
          <PhotoStrip images={done.images} />
          {done.anonymous && <Text className={styles.note}>匿名评价</Text>}
        </View>
      ) : (
        editable && (
          <View className={styles.form}>
            <View className={styles.row}>
              <Text className={styles.label}>商品评分</Text>
              <StarRating value={draft.rating} label={`${line.name}评分`} onChange={(rating) => set({ rating })} />
            </View>
            <Textarea
              className={styles.textarea}
              placeholder="分享你的使用感受，帮助更多人选择（选填）"
              maxlength={CONTENT_MAX}
              value={draft.content}
              onInput={(e) => set({ content: e.detail.value })}
            />
            <Text className={styles.counter}>
              {contentLength(draft.content)}/{CONTENT_MAX}
            </Text>
            <ImagePicker
              images={draft.images}
              max={IMAGES_MAX}
              label="添加图片"
              upload={upload}
              onChange={(images) => set({ images })}
            />
            <View className={styles.foot}>
              <View className={styles.anonymous}>
                <Toggle on={draft.anonymous} label="匿名评价" onChange={(anonymous) => set({ anonymous })} />
                <Text>匿名评价</Text>
              </View>
              <Button size="small" disabled={busy} onClick={onSubmit}>
                提交评价
              </Button>
            </View>
          </View>
        )
      )}
    </Card>
  )
}
