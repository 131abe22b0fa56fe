import { Image, Text, View } from '@tarojs/components'
import type { CartLine } from '@shop/contracts'
import { formatFen, unitPrice } from '@shop/domain'
import type { ReactNode } from 'react'
import { Check } from '../../../components/check'
import { Stepper } from '../../../components/stepper'
import { assetUrl } from '../../../lib/http/config'
import { isDead, lineMark, struckPrice, type StepperBounds } from '../cart-view'
import styles from './cart-line.module.css'

export const specsText = (line: Pick<CartLine, 'specifications'>) => line.specifications.map((s) => s.value).join(' / ')

/** A line's picture, name, specs and prices (the checkout shows lines this way too, without the controls). */
export function LineSummary({
  line,
  tags = [],
  children,
}: {
  line: CartLine
  /** The tags of the promotions the line's SKU takes part in (满减, 满赠…). */
  tags?: readonly string[]
  children?: ReactNode
}) {
  const was = struckPrice(line)
  const mark = lineMark(line)
  return (
    <View className={styles.summary}>
      <View className={styles.media}>
        <Image className={styles.image} src={assetUrl(line.image)} mode="aspectFill" lazyLoad />
        {mark && <Text className={styles.mark}>{mark}</Text>}
      </View>
      <View className={styles.body}>
        <Text className={styles.name}>{line.name}</Text>
        {line.specifications.length > 0 && <Text className={styles.specs}>{specsText(line)}</Text>}
        {tags.length > 0 && (
          <View className={styles.tags} aria-label="参与的促销">
            {tags.map((tag) => (
              <Text key={tag} className={styles.tag}>
                {tag}
              </Text>
            ))}
          </View>
        )}
        {line.priceChanged && <Text className={styles.flag}>价格已变动</Text>}
        {line.reason && !mark && <Text className={styles.reason}>{line.reason}</Text>}
        <View className={styles.bottom}>
          <View className={styles.prices}>
            <Text className={styles.price}>
              <Text className={styles.yuan}>¥</Text>
              {formatFen(unitPrice(line))}
            </Text>
            {was !== null && <Text className={styles.was}>¥{formatFen(was)}</Text>}
          </View>
          {children}
        </View>
      </View>
    </View>
  )
}

/**
 * One line of the cart tab: its tick (or, while editing, the mark for removal), the summary and the quantity
 * stepper. A line that cannot be bought is greyed with its mark and keeps only its removal.
 */
export function CartLineItem({
  line,
  tags = [],
  bounds,
  checked,
  editing,
  onCheck,
  onQuantity,
  onOpen,
}: {
  line: CartLine
  /** The tags of the promotions the line's SKU takes part in. */
  tags?: readonly string[]
  bounds: StepperBounds
  /** Ticked for checkout, or marked for removal while editing. */
  checked: boolean
  editing: boolean
  onCheck: () => void
  onQuantity: (quantity: number) => void
  onOpen: () => void
}) {
  const dead = isDead(line)
  return (
    <View className={`${styles.line} ${dead ? styles.dead : ''}`} onClick={onOpen}>
      <View className={styles.checkCell}>
        <Check
          checked={checked}
          disabled={dead && !editing}
          label={`${editing ? '标记' : '选择'} ${line.name} ${specsText(line)}`}
          onClick={onCheck}
        />
      </View>
      <LineSummary line={line} tags={dead ? [] : tags}>
        {!dead && (
          <Stepper value={line.quantity} min={bounds.min} max={bounds.max} label="数量" onChange={onQuantity} />
        )}
      </LineSummary>
    </View>
  )
}
