import { Text, View } from '@tarojs/components'
import { formatFen, type RefundType } from '@shop/domain'
import { useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { Check } from '../../../components/check'
import { Stepper } from '../../../components/stepper'
import type { RefundScope } from '../hooks/use-refund-form'
import { allUnits, clampQuantities, lineRefund, maxUnits, refundEstimate, type Quantities } from '../refund-rules'
import { RefundGoodsLine } from './refund-goods-line'
import styles from './refund.module.css'

/** Why a line cannot be chosen: all of it was refunded, or (a return) none of it was shipped. */
const unavailable = (refundable: number) => (refundable === 0 ? '已退款' : '未发货，请选择仅退款')

/**
 * 选择退款商品: tick lines and set their units (1 … what the type allows: what is left, and for a return what was
 * shipped); 全选 takes everything. What the choice returns updates as it changes; 确定 hands it back.
 */
export function RefundGoodsPicker({
  scope,
  type,
  initial,
  onConfirm,
}: {
  scope: RefundScope
  type: RefundType
  initial: Quantities
  onConfirm: (quantities: Quantities) => void
}) {
  const [quantities, setQuantities] = useState<Quantities>(() => clampQuantities(initial, scope.lines, type))
  const estimate = refundEstimate(scope, quantities)
  const all = allUnits(scope.lines, type)
  const open = Object.keys(all).length
  const everything = open > 0 && Object.entries(all).every(([id, units]) => quantities[Number(id)] === units)

  const set = (lineId: number, units: number) =>
    setQuantities((q) => {
      const next = { ...q }
      if (units > 0) next[lineId] = units
      else delete next[lineId]
      return next
    })

  return (
    <View>
      <Card>
        {scope.lines.map((line) => {
          const max = maxUnits(line, type)
          const units = quantities[line.lineId] ?? 0
          return (
            <View key={line.lineId} className={styles.pick}>
              <Check
                checked={units > 0}
                disabled={max === 0}
                label={`选择 ${line.name}`}
                onClick={() => set(line.lineId, units > 0 ? 0 : max)}
              />
              <View className={styles.grow}>
                <RefundGoodsLine line={line} quantity={line.quantity}>
                  {max === 0 ? (
                    <Text className={styles.hint}>{unavailable(line.refundableQuantity)}</Text>
                  ) : (
                    <View className={styles.lineFoot}>
                      <Text className={styles.hint}>
                        可退{max}件{units > 0 ? `，退¥${formatFen(lineRefund(line, units).amount)}` : ''}
                      </Text>
                      {units > 0 && (
                        <Stepper
                          value={units}
                          min={1}
                          max={max}
                          label={`${line.name}退款数量`}
                          onChange={(n) => set(line.lineId, n)}
                        />
                      )}
                    </View>
                  )}
                </RefundGoodsLine>
              </View>
            </View>
          )
        })}
      </Card>

      <BottomBar className={styles.bar}>
        <Check
          checked={everything}
          partial={estimate.goodsNum > 0}
          disabled={open === 0}
          label="全选"
          onClick={() => setQuantities(everything ? {} : all)}
        />
        <Text>全选</Text>
        <View className={styles.barSummary}>
          <Text>退款金额 </Text>
          <Text className={styles.money} aria-label="退款金额">
            ¥{formatFen(estimate.totalAmount)}
          </Text>
          {estimate.shippingAmount > 0 && (
            <Text className={styles.hint}>含运费¥{formatFen(estimate.shippingAmount)}</Text>
          )}
        </View>
        <Button disabled={estimate.goodsNum === 0} onClick={() => onConfirm(quantities)}>
          确定({estimate.goodsNum})
        </Button>
      </BottomBar>
    </View>
  )
}
