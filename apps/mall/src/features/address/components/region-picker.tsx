import { Text, View } from '@tarojs/components'
import type { Region as Province } from '@shop/contracts'
import { useState } from 'react'
import { Sheet } from '../../../components/sheet'
import { QueryView } from '../../../components/states'
import { useRegions } from '../api/region-tree'
import styles from './region-picker.module.css'

export interface Region {
  province: string
  city: string
  district: string
}

type Step = 'province' | 'city' | 'district'

/**
 * 所在地区 in three steps, province, city, district, in a bottom sheet of plain views (Taro's Picker mode="region"
 * exists only in the mini-program), from the server's region data. The tabs at the top go back a step. A step with
 * one choice that repeats the one before (a municipality is its own city; 仙桃市 its own district) is taken at once.
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
  const regions = useRegions()
  return (
    <Sheet title="选择所在地区" onClose={onClose}>
      <QueryView query={regions}>{(tree) => <Steps tree={tree} value={value} onPick={onPick} />}</QueryView>
    </Sheet>
  )
}

/** The only choice of a step when it just repeats the step before. */
const implied = (names: string[], before: string) => (names.length === 1 && names[0] === before ? names[0] : null)

function Steps({ tree, value, onPick }: { tree: Province[]; value: Region; onPick: (region: Region) => void }) {
  const [chosen, setChosen] = useState<Region>(value)
  const [step, setStep] = useState<Step>(value.district ? 'district' : value.city ? 'city' : 'province')
  const province = tree.find((p) => p.name === chosen.province)
  const city = province?.cities.find((c) => c.name === chosen.city)
  const options =
    step === 'province'
      ? tree.map((p) => p.name)
      : step === 'city'
        ? (province?.cities.map((c) => c.name) ?? [])
        : (city?.districts ?? [])

  const choose = (name: string) => {
    if (step === 'district') return onPick({ ...chosen, district: name })
    if (step === 'city') {
      const districts = province?.cities.find((c) => c.name === name)?.districts ?? []
      const only = implied(districts, name)
      if (only) return onPick({ ...chosen, city: name, district: only })
      setChosen({ ...chosen, city: name, district: '' })
      return setStep('district')
    }
    const cities = tree.find((p) => p.name === name)?.cities.map((c) => c.name) ?? []
    const only = implied(cities, name)
    setChosen({ province: name, city: only ?? '', district: '' })
    setStep(only ? 'district' : 'city')
  }

  const tabs: { step: Step; text: string }[] = [{ step: 'province', text: chosen.province || '请选择' }]
  if (chosen.province && !implied(province?.cities.map((c) => c.name) ?? [], chosen.province))
    tabs.push({ step: 'city', text: chosen.city || '请选择' })
  if (chosen.city) tabs.push({ step: 'district', text: chosen.district || '请选择' })
  const current = chosen[step]

  return (
    <>
      <View className={styles.tabs}>
        {tabs.map((tab) => (
          <Text
            key={tab.step}
            className={`${styles.tab} ${step === tab.step ? styles.tabOn : ''}`}
            onClick={() => setStep(tab.step)}
          >
            {tab.text}
          </Text>
        ))}
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
    </>
  )
}
