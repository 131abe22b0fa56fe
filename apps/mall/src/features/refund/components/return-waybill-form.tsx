import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { ListFooter } from '../../../components/list-footer'
import { Sheet } from '../../../components/sheet'
import { QueryView } from '../../../components/states'
import { useCarriers, type Carrier } from '../api/carriers'
import styles from './refund.module.css'

/** The contract's waybillNo: 6–32 letters, digits or -. */
export const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,32}$/

function CarrierSheet({
  chosen,
  onPick,
  onClose,
}: {
  chosen: Carrier | null
  onPick: (c: Carrier) => void
  onClose: () => void
}) {
  const [keyword, setKeyword] = useState('')
  const carriers = useCarriers(keyword)
  return (
    <Sheet title="选择快递公司" onClose={onClose}>
      <Input
        className={`${styles.input} ${styles.search}`}
        placeholder="搜索快递公司"
        value={keyword}
        onInput={(e) => setKeyword(e.detail.value)}
      />
      <QueryView
        query={carriers}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '无', title: '没有找到该快递公司' }}
      >
        {(list) => (
          <View role="radiogroup" aria-label="快递公司">
            {list.map((c) => (
              <View
                key={c.code}
                className={`${styles.sheetItem} ${chosen?.code === c.code ? styles.sheetItemOn : ''}`}
                role="radio"
                aria-checked={chosen?.code === c.code}
                onClick={() => onPick(c)}
              >
                <Text>{c.name}</Text>
                {chosen?.code === c.code && <Text>✓</Text>}
              </View>
            ))}
            <ListFooter list={carriers} />
          </View>
        )}
      </QueryView>
    </Sheet>
  )
}

/** 填写退货物流: the carrier (from the shop's list) and the waybill number of the parcel sent back. */
export function ReturnWaybillForm({
  busy,
  onSubmit,
}: {
  busy: boolean
  onSubmit: (waybill: { carrierCode: string; waybillNo: string }) => void
}) {
  const [carrier, setCarrier] = useState<Carrier | null>(null)
  const [waybillNo, setWaybillNo] = useState('')
  const [picking, setPicking] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const errors = {
    carrier: carrier ? undefined : '请选择快递公司',
    waybillNo: !waybillNo.trim()
      ? '请填写运单号'
      : WAYBILL_PATTERN.test(waybillNo.trim())
        ? undefined
        : '运单号应为6-32位字母、数字或-',
  }

  const submit = () => {
    setSubmitted(true)
    if (carrier && !errors.waybillNo) onSubmit({ carrierCode: carrier.code, waybillNo: waybillNo.trim() })
  }

  return (
    <View>
      <Card>
        <View className={styles.row} role="button" onClick={() => setPicking(true)}>
          <Text className={styles.label}>快递公司</Text>
          <Text className={`${styles.value} ${carrier ? '' : styles.placeholder}`}>{carrier?.name ?? '请选择'}</Text>
          <Text className={styles.chevron}>›</Text>
        </View>
        {submitted && errors.carrier && <Text className={styles.error}>{errors.carrier}</Text>}
        <View className={styles.row}>
          <Text className={styles.label}>运单号</Text>
          <Input
            className={styles.input}
            placeholder="请填写运单号"
            maxlength={32}
            value={waybillNo}
            onInput={(e) => setWaybillNo(e.detail.value)}
          />
        </View>
        {submitted && errors.waybillNo && <Text className={styles.error}>{errors.waybillNo}</Text>}
      </Card>
      <Button block disabled={busy} onClick={submit}>
        提交
      </Button>
      {picking && (
        <CarrierSheet
          chosen={carrier}
          onClose={() => setPicking(false)}
          onPick={(c) => {
            setCarrier(c)
            setPicking(false)
          }}
        />
      )}
    </View>
  )
}
