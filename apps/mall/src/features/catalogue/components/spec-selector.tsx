import { Image, Text, View } from '@tarojs/components'
import type { GoodsDetail } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { assetUrl } from '../../../lib/http/config'
import type { SpecSelection } from '../hooks/use-spec-selection'
import { isValueDisabled, selectionText } from '../spec-selection'
import styles from './spec-selector.module.css'

/**
 * The spec selector (a bottom sheet): one row of values per dimension, values that would lead only to sold-out
 * SKUs disabled, the chosen SKU's price, stock and per-customer limit, a bounded quantity stepper and the
 * ShowInSpec tags. `onConfirm` runs with the chosen SKU (the sheet stays until the page closes it).
 */
export function SpecSelector({
  goods,
  state,
  activityPrice,
  onClose,
  onConfirm,
}: {
  goods: GoodsDetail
  state: SpecSelection
  /** Whether an activity price applies now (an activity in progress). */
  activityPrice: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  const { selection, sku, quantity, bounds } = state
  const missing = goods.specs.filter((d) => selection[d.name] === undefined).map((d) => d.name)
  const shownPrice = sku ? (activityPrice && sku.activityPrice !== null ? sku.activityPrice : sku.price) : null
  const chosen = selectionText(goods, selection)

  return (
    <View className={styles.mask} onClick={onClose}>
      <View className={styles.sheet} onClick={(e) => e.stopPropagation()}>
        <View className={styles.head}>
          <Image className={styles.thumb} src={assetUrl(sku?.image ?? goods.mainImage)} mode="aspectFill" />
          <View className={styles.headText}>
            <Text className={styles.price}>
              {shownPrice === null ? (
                '请选择规格'
              ) : (
                <>
                  <Text className={styles.yuan}>¥</Text>
                  {formatFen(shownPrice)}
                </>
              )}
            </Text>
            {sku && (
              <Text className={styles.meta}>
                库存 {sku.stock} 件{sku.limitPerCustomer !== null ? ` · 每人限购 ${sku.limitPerCustomer} 件` : ''}
              </Text>
            )}
            <Text className={styles.meta}>
              {missing.length > 0 ? `请选择 ${missing.join(' ')}` : `已选：${chosen}`}
            </Text>
          </View>
          <View className={styles.close} role="button" aria-label="关闭" onClick={onClose}>
            ×
          </View>
        </View>

        {goods.specTags.length > 0 && (
          <View className={styles.tags}>
            {goods.specTags.map((t) => (
              <Text key={t} className={styles.tag}>
                {t}
              </Text>
            ))}
          </View>
        )}

        {goods.specs.map((d) => (
          <View key={d.name} className={styles.dimension}>
            <Text className={styles.label}>{d.name}</Text>
            <View className={styles.values}>
              {d.values.map((v) => {
                const on = selection[d.name] === v.code
                const disabled = !on && isValueDisabled(goods, selection, d.name, v.code)
                return (
                  <View
                    key={v.code}
                    className={`${styles.value} ${on ? styles.valueOn : ''} ${disabled ? styles.valueOff : ''}`}
                    role="button"
                    aria-pressed={on}
                    aria-disabled={disabled}
                    onClick={disabled ? undefined : () => state.choose(d.name, v.code)}
                  >
                    {v.image && <Image className={styles.swatch} src={assetUrl(v.image)} mode="aspectFill" lazyLoad />}
                    <Text>{v.value}</Text>
                  </View>
                )
              })}
            </View>
          </View>
        ))}

        <View className={styles.quantityRow}>
          <Text className={styles.label}>数量</Text>
          <View className={styles.stepper}>
            <View
              className={`${styles.step} ${quantity <= Math.max(1, bounds.min) ? styles.stepOff : ''}`}
              role="button"
              aria-label="减少数量"
              onClick={() => state.setQuantity(quantity - 1)}
            >
              −
            </View>
            <Text className={styles.count} aria-label="购买数量">
              {quantity}
            </Text>
            <View
              className={`${styles.step} ${sku && quantity >= bounds.max ? styles.stepOff : ''}`}
              role="button"
              aria-label="增加数量"
              onClick={() => state.setQuantity(quantity + 1)}
            >
              +
            </View>
          </View>
        </View>

        <View className={styles.confirm}>
          <Button block disabled={!sku || bounds.max === 0} onClick={onConfirm}>
            确定
          </Button>
        </View>
      </View>
    </View>
  )
}
