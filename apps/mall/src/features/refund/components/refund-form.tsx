import { Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { formatFen, textLength, type RefundType } from '@shop/domain'
import { useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { ImagePicker } from '../../../components/image-picker'
import { Sheet } from '../../../components/sheet'
import type { RefundRequest } from '../api/refund-submit'
import type { RefundScope } from '../hooks/use-refund-form'
import { updateRefundDraft, type RefundDraft } from '../refund-draft'
import {
  clampQuantities,
  DESCRIPTION_MAX,
  IMAGES_MAX,
  lineRefund,
  REASONS,
  refundEstimate,
  refundRequestOf,
} from '../refund-rules'
import { RefundGoodsLine } from './refund-goods-line'
import styles from './refund.module.css'

const TYPE_HINTS: Record<RefundType, string> = {
  REFUND_ONLY: '未收到货，无需退货',
  RECEIVE_REFUND: '已收到货，无需退货',
  RETURN_REFUND: '已收到货，需寄回商品',
  PRICE_PROTECTION: '商品降价，退还差价（由价格保护发起）',
}

/**
 * 申请售后: the type, the goods (chosen on their own page), the reason, what comes back (money after the order's
 * discounts, never more than was paid, and points), a description and up to 6 photos. `onSubmit` gets a valid
 * request; what is missing is said in a toast.
 */
export function RefundForm({
  scope,
  draft,
  modifying,
  busy,
  upload,
  onPickGoods,
  onSubmit,
}: {
  scope: RefundScope
  draft: RefundDraft
  modifying: boolean
  busy: boolean
  upload: (filePath: string) => Promise<{ url: string }>
  onPickGoods: () => void
  onSubmit: (request: RefundRequest) => void
}) {
  const [choosingReason, setChoosingReason] = useState(false)
  const quantities = clampQuantities(draft.quantities, scope.lines, draft.type)
  const estimate = refundEstimate(scope, quantities)
  const chosenLines = scope.lines.filter((l) => quantities[l.lineId])

  const chooseType = (type: RefundType) =>
    updateRefundDraft({ type, quantities: clampQuantities(draft.quantities, scope.lines, type) })

  const submit = () => {
    const result = refundRequestOf(draft, scope.lines)
    if ('error' in result) void Taro.showToast({ title: result.error, icon: 'none' })
    else onSubmit(result.request)
  }

  return (
    <View>
      <Card>
        <Text className={styles.cardTitle}>售后类型</Text>
        <View className={styles.options} role="radiogroup" aria-label="售后类型">
          {scope.types.map((t) => (
            <View
              key={t.type}
              className={`${styles.option} ${t.type === draft.type ? styles.optionOn : ''}`}
              role="radio"
              aria-checked={t.type === draft.type}
              onClick={() => chooseType(t.type)}
            >
              <Text>{t.label}</Text>
              <Text className={styles.optionHint}>{TYPE_HINTS[t.type]}</Text>
            </View>
          ))}
        </View>
      </Card>

      <Card>
        <View className={styles.row} role="button" onClick={onPickGoods}>
          <Text className={styles.label}>退款商品</Text>
          <Text className={`${styles.value} ${estimate.goodsNum ? '' : styles.placeholder}`}>
            {estimate.goodsNum ? `已选${estimate.goodsNum}件` : '请选择商品'}
          </Text>
          <Text className={styles.chevron}>›</Text>
        </View>
        {chosenLines.map((l) => (
          <RefundGoodsLine
            key={l.lineId}
            line={l}
            quantity={quantities[l.lineId]}
            amount={lineRefund(l, quantities[l.lineId] ?? 0).amount}
          />
        ))}
      </Card>

      <Card>
        <View className={styles.row} role="button" onClick={() => setChoosingReason(true)}>
          <Text className={styles.label}>退款原因</Text>
          <Text className={`${styles.value} ${draft.reason ? '' : styles.placeholder}`}>
            {draft.reason ? REASONS[draft.reason] : '请选择'}
          </Text>
          <Text className={styles.chevron}>›</Text>
        </View>
        <View className={styles.row}>
          <Text className={styles.label}>退款金额</Text>
          <Text className={`${styles.value} ${styles.money}`} aria-label="退款金额">
            ¥{formatFen(estimate.totalAmount)}
          </Text>
        </View>
        <Text className={styles.hint}>
          {estimate.shippingAmount > 0
            ? `含运费¥${formatFen(estimate.shippingAmount)}，按实付金额计算，不可修改`
            : '按商品实付金额（优惠分摊后）计算，不可修改'}
        </Text>
        {estimate.points > 0 && (
          <View className={styles.row}>
            <Text className={styles.label}>退回积分</Text>
            <Text className={styles.value} aria-label="退回积分">
              {estimate.points}
            </Text>
          </View>
        )}
      </Card>

      <Card>
        <Text className={styles.cardTitle}>问题描述</Text>
        <Textarea
          className={styles.textarea}
          placeholder="请描述遇到的问题，便于商家尽快处理（选填）"
          maxlength={DESCRIPTION_MAX}
          value={draft.description}
          onInput={(e) => updateRefundDraft({ description: e.detail.value })}
        />
        <Text className={styles.counter}>
          {textLength(draft.description)}/{DESCRIPTION_MAX}
        </Text>
        <Text className={styles.cardTitle}>上传凭证</Text>
        <ImagePicker
          images={draft.images}
          max={IMAGES_MAX}
          label="上传凭证"
          upload={upload}
          onChange={(images) => updateRefundDraft({ images })}
        />
      </Card>

      <BottomBar className={styles.bar}>
        <View className={styles.barSummary}>
          <Text>退款金额 </Text>
          <Text className={styles.money}>¥{formatFen(estimate.totalAmount)}</Text>
        </View>
        <Button disabled={busy} onClick={submit}>
          {modifying ? '提交修改' : '提交申请'}
        </Button>
      </BottomBar>

      {choosingReason && (
        <Sheet title="退款原因" onClose={() => setChoosingReason(false)}>
          {(Object.keys(REASONS) as (keyof typeof REASONS)[]).map((code) => (
            <View
              key={code}
              className={`${styles.sheetItem} ${draft.reason === code ? styles.sheetItemOn : ''}`}
              role="radio"
              aria-checked={draft.reason === code}
              onClick={() => {
                updateRefundDraft({ reason: code })
                setChoosingReason(false)
              }}
            >
              <Text>{REASONS[code]}</Text>
              {draft.reason === code && <Text>✓</Text>}
            </View>
          ))}
        </Sheet>
      )}
    </View>
  )
}
