import { Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { regionText } from '@shop/domain'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/button'
import { FormInput, FormRow } from '../../../components/form-row'
import { Toggle } from '../../../components/toggle'
import { useBusy } from '../../../lib/hooks/use-busy'
import { recogniseAddress } from '../api/recognise-address'
import { ADDRESS_TAGS, addressErrors, type AddressField, type AddressForm as Form } from '../address-rules'
import { RegionPicker } from './region-picker'
import styles from './address-form.module.css'

/**
 * The address form (new or edit): a box to paste a whole address (识别 fills what it recognises: name, mobile,
 * region, street), 收货人, 手机号码, 所在地区 (a province/city/district picker), 详细地址, 标签 and 设为默认. A field's
 * error shows once it was left, and every error once 保存 was tapped; `onSave` gets a valid form.
 */
export function AddressForm({ initial, busy, onSave }: { initial: Form; busy: boolean; onSave: (form: Form) => void }) {
  const [form, setForm] = useState(initial)
  const [picking, setPicking] = useState(false)
  const [touched, setTouched] = useState<readonly AddressField[]>([])
  const [submitted, setSubmitted] = useState(false)
  const [pasted, setPasted] = useState('')
  const reading = useBusy()
  const errors = addressErrors(form)
  const shown = (field: AddressField) => (submitted || touched.includes(field) ? errors[field] : undefined)

  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }))
  const leave = (field: AddressField) => () => setTouched((t) => (t.includes(field) ? t : [...t, field]))

  const save = () => {
    setSubmitted(true)
    if (Object.keys(errors).length === 0) onSave(form)
  }

  /** Fills the fields the pasted text names; a region counts only with its district (the picker's three steps). */
  const recognise = () =>
    reading.run(async () => {
      const text = pasted.trim()
      if (!text) return void Taro.showToast({ title: '请粘贴或输入地址', icon: 'none' })
      const found = await recogniseAddress(text)
      const patch: Partial<Form> = {}
      if (found.name) patch.name = found.name
      if (found.mobile) patch.mobile = found.mobile
      if (found.province && found.city && found.district)
        Object.assign(patch, { province: found.province, city: found.city, district: found.district })
      if (found.detail) patch.detail = found.detail
      if (Object.keys(patch).length === 0) return void Taro.showToast({ title: '未识别到地址信息', icon: 'none' })
      set(patch)
      setTouched((t) => [...new Set([...t, ...(Object.keys(patch) as AddressField[])])])
      void Taro.showToast({ title: patch.province ? '已识别' : '已识别，请选择所在地区', icon: 'none' })
    })

  const tags =
    form.tag && !(ADDRESS_TAGS as readonly string[]).includes(form.tag) ? [...ADDRESS_TAGS, form.tag] : ADDRESS_TAGS

  const field = (name: AddressField, label: string, control: ReactNode) => (
    <FormRow label={label} error={shown(name)}>
      {control}
    </FormRow>
  )

  return (
    <View>
      <View className={`${styles.card} ${styles.paste}`}>
        <Textarea
          className={styles.pasteText}
          placeholder="粘贴收货信息，自动识别姓名、手机号和地址"
          maxlength={500}
          value={pasted}
          onInput={(e) => setPasted(e.detail.value)}
        />
        <View className={styles.pasteActions}>
          <Button size="small" variant="secondary" disabled={reading.busy} onClick={() => void recognise()}>
            识别
          </Button>
        </View>
      </View>

      <View className={styles.card}>
        {field(
          'name',
          '收货人',
          <FormInput
            placeholder="请填写收货人姓名"
            maxlength={20}
            value={form.name}
            onInput={(e) => set({ name: e.detail.value })}
            onBlur={leave('name')}
          />,
        )}
        {field(
          'mobile',
          '手机号码',
          <FormInput
            type="number"
            placeholder="请填写收货人手机号"
            maxlength={11}
            value={form.mobile}
            onInput={(e) => set({ mobile: e.detail.value.replace(/\D/g, '') })}
            onBlur={leave('mobile')}
          />,
        )}
        {field(
          'region',
          '所在地区',
          <View className={styles.picker} role="button" onClick={() => setPicking(true)}>
            <Text className={form.province ? styles.pickerValue : styles.placeholder}>
              {form.province ? regionText(form) : '请选择省/市/区县'}
            </Text>
            <Text className={styles.chevron}>›</Text>
          </View>,
        )}
        {field(
          'detail',
          '详细地址',
          <FormInput
            placeholder="街道、楼牌号等"
            maxlength={120}
            value={form.detail}
            onInput={(e) => set({ detail: e.detail.value })}
            onBlur={leave('detail')}
          />,
        )}
        {field(
          'tag',
          '标签',
          <View className={styles.tags}>
            {tags.map((t) => (
              <Text
                key={t}
                className={`${styles.tag} ${form.tag === t ? styles.tagOn : ''}`}
                onClick={() => set({ tag: form.tag === t ? null : t })}
              >
                {t}
              </Text>
            ))}
          </View>,
        )}
      </View>

      <View className={`${styles.card} ${styles.defaultRow}`}>
        <View className={styles.defaultText}>
          <Text>设为默认地址</Text>
          <Text className={styles.hint}>下单时优先使用该地址</Text>
        </View>
        <Toggle
          on={form.isDefault}
          label="设为默认地址"
          disabled={initial.isDefault}
          onChange={(isDefault) => set({ isDefault })}
        />
      </View>

      <View className={styles.actions}>
        <Button block disabled={busy} onClick={save}>
          保存
        </Button>
      </View>

      {picking && (
        <RegionPicker
          value={form}
          onClose={() => setPicking(false)}
          onPick={(region) => {
            setPicking(false)
            set(region)
            setTouched((t) => [...t, 'region'])
          }}
        />
      )}
    </View>
  )
}
