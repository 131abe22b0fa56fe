import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Sheet } from '../../../components/sheet'
import { PROVINCES, citiesOf, isMunicipality } from '../regions'
import styles from './region-picker.module.css'

export interface Region {
  province: string
  city: string
}

/**
 * 所在地区 in two steps, province then city, in a bottom sheet of plain views (Taro's Picker mode="region" exists
 * only in the mini-program). The tabs at the top go back a step; a municipality is its own city.
 */
export function RegionPicker({
  value,
  onPick,
  onClose,
}: {
  value: Region
  onPick: (region: Region) => void
  onClose: () => void
}) {
  const [province, setProvince] = useState(value.province)
  const [step, setStep] = useState<'province' | 'city'>(value.province ? 'city' : 'province')
  const options = step === 'province' ? PROVINCES.map((p) => p.name) : citiesOf(province)
  const current = step === 'province' ? province : value.province === province ? value.city : ''

  const choose = (name: string) => {
    if (step === 'city') return onPick({ province, city: name })
    if (isMunicipality(name)) return onPick({ province: name, city: name })
    setProvince(name)
    setStep('city')
  }

  return (
    <Sheet title="选择所在地区" onClose={onClose}>
      <View className={styles.tabs}>
        <Text
          className={`${styles.tab} ${step === 'province' ? styles.tabOn : ''}`}
          onClick={() => setStep('province')}
        >
          {province || '请选择'}
        </Text>
        {province && (
          <Text className={`${styles.tab} ${step === 'city' ? styles.tabOn : ''}`} onClick={() => setStep('city')}>
            {current || '请选择'}
          </Text>
        )}
      </View>
      <View className={styles.list}>
        {options.map((name) => (
          <View
            key={name}
            className={`${styles.option} ${name === current ? styles.optionOn : ''}`}
            role="option"
            aria-selected={name === current}
            onClick={() => choose(name)}
          >
            {name}
          </View>
        ))}
      </View>
    </Sheet>
  )
}
