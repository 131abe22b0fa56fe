import { Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/button'
import { FormInput, FormRow } from '../../../components/form-row'
import { Toggle } from '../../../components/toggle'
import { ADDRESS_TAGS, addressErrors, type AddressField, type AddressForm as Form } from '../address-rules'
import { regionText } from '../regions'
import { RegionPicker } from './region-picker'
import styles from './address-form.module.css'

/**
 * The address form (new or edit): 收货人, 手机号码, 所在地区 (a province/city picker), 区/县, 详细地址, 标签 and
 * 设为默认. A field's error shows once it was left, and every error once 保存 was tapped; `onSave` gets a valid form.
 */
export function AddressForm({ initial, busy, onSave }: { initial: Form; busy: boolean; onSave: (form: Form) => void }) {
  const [form, setForm] = useState(initial)
  const [picking, setPicking] = useState(false)
  const [touched, setTouched] = useState<readonly AddressField[]>([])
  const [submitted, setSubmitted] = useState(false)
  const errors = addressErrors(form)
  const shown = (field: AddressField) => (submitted || touched.includes(field) ? errors[field] : undefined)

  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }))
  const leave = (field: AddressField) => () => setTouched((t) => (t.includes(field) ? t : [...t, field]))

  const save = () => {
    setSubmitted(true)
    if (Object.keys(errors).length === 0) onSave(form)
  }

  const tags =
    form.tag && !(ADDRESS_TAGS as readonly string[]).includes(form.tag) ? [...ADDRESS_TAGS, form.tag] : ADDRESS_TAGS

  const field = (name: AddressField, label: string, control: ReactNode) => (
    <FormRow label={label} error={shown(name)}>
      {control}
    </FormRow>
  )

  return (
    <View>
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
              {form.province ? regionText(form) : '请选择省/市'}
            </Text>
            <Text className={styles.chevron}>›</Text>
          </View>,
        )}
        {field(
          'district',
          '区/县',
          <FormInput
            placeholder="请填写区/县"
            maxlength={20}
            value={form.district}
            onInput={(e) => set({ district: e.detail.value })}
            onBlur={leave('district')}
          />,
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
          onPick={({ province, city }) => {
            setPicking(false)
            set({ province, city })
            setTouched((t) => [...t, 'region'])
          }}
        />
      )}
    </View>
  )
}
