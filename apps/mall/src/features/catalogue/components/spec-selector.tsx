import { Image, Text, View } from '@tarojs/components'
import type { GoodsDetail } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { Sheet } from '../../../components/sheet'
import { Stepper } from '../../../components/stepper'
import { assetUrl } from '../../../lib/http/config'
import type { SpecSelection } from '../hooks/use-spec-selection'
import { isValueDisabled, selectionText } from '../spec-selection'
import styles from './spec-selector.module.css'

/**
 * The spec selector (the bottom sheet): one row of values per dimension, values that would lead only to sold-out
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
    <Sheet
      title="选择规格"
      onClose={onClose}
      header={
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
        </View>
      }
      footer={
        <Button block disabled={!sku || bounds.max === 0} onClick={onConfirm}>
          确定
        </Button>
      }
    >
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
        <Stepper
          value={quantity}
          min={bounds.min}
          max={bounds.max}
          label="数量"
          countLabel="购买数量"
          onChange={state.setQuantity}
        />
      </View>
    </Sheet>
  )
}
