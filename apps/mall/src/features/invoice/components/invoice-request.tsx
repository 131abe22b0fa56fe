import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { InvoiceTitle } from '@shop/contracts'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { FormRow } from '../../../components/form-row'
import { Sheet } from '../../../components/sheet'
import { QueryView } from '../../../components/states'
import { withPermission } from '../../../lib/device/permission'
import { useBusy } from '../../../lib/hooks/use-busy'
import { useQuery } from '../../../lib/hooks/use-query'
import { requestInvoice } from '../api/create-invoice'
import { fetchInvoiceTitles } from '../api/invoice-titles'
import { fetchPreferredInvoiceTitle } from '../api/preferred-invoice-title'
import { saveInvoiceTitle } from '../api/save-invoice-title'
import {
  EMPTY_TITLE_FORM,
  formOfTitle,
  formOfWechatTitle,
  titleErrors,
  titleInputOf,
  unchangedTitle,
  type InvoiceTitleForm,
} from '../invoice-rules'
import { InvoiceTitleFields } from './invoice-title-fields'
import styles from './invoice.module.css'
import { client } from '../../../platform/client'

function TitleSheet({
  titles,
  onPick,
  onClose,
}: {
  titles: readonly InvoiceTitle[]
  onPick: (title: InvoiceTitle) => void
  onClose: () => void
}) {
  return (
    <Sheet title="选择发票抬头" onClose={onClose}>
      {titles.map((t) => (
        <View key={t.id} className={styles.titleItem} role="button" onClick={() => onPick(t)}>
          <Text className={styles.titleName}>{t.title}</Text>
          <Text className={styles.titleMeta}>
            {t.typeLabel}
            {t.taxNumber ? ` · ${t.taxNumber}` : ''}
            {t.preferred ? ' · 默认' : ''}
          </Text>
        </View>
      ))}
    </Sheet>
  )
}

function RequestForm({
  orderId,
  titles,
  preferred,
  onRequested,
}: {
  orderId: number
  titles: InvoiceTitle[]
  preferred: InvoiceTitle | null
  onRequested: (mail: string) => void
}) {
  const [form, setForm] = useState<InvoiceTitleForm>(() => (preferred ? formOfTitle(preferred) : EMPTY_TITLE_FORM))
  const [submitted, setSubmitted] = useState(false)
  const [picking, setPicking] = useState(false)
  const { busy, run } = useBusy()
  const errors = titleErrors(form)

  const change = (patch: Partial<InvoiceTitleForm>) => setForm((f) => ({ ...f, ...patch }))

  /** 获取微信发票抬头 (weapp): a refused permission brings the settings modal (spec §6). */
  const fromWechat = async () => {
    const chosen = await withPermission('invoiceTitle', () => Taro.chooseInvoiceTitle())
    if (chosen) setForm((f) => formOfWechatTitle(chosen, f.email))
  }

  /** The saved title as it stands, or the form saved first (new, or the chosen one changed); then the request. */
  const submit = async () => {
    setSubmitted(true)
    const first = Object.values(errors)[0]
    if (first) {
      void Taro.showToast({ title: first, icon: 'none' })
      return
    }
    if (busy) return
    await run(async () => {
      const title = unchangedTitle(form, titles) ?? (await saveInvoiceTitle(titleInputOf(form)))
      await requestInvoice(orderId, title.id)
      void Taro.showToast({ title: '已提交开票申请', icon: 'none' })
      onRequested(form.email.trim())
    })
  }

  return (
    <View>
      <View className={styles.card}>
        {titles.length > 0 && (
          <FormRow label="已有抬头" onClick={() => setPicking(true)}>
            <Text className={`${styles.value} ${styles.muted}`}>选择已保存的抬头</Text>
            <Text className={styles.chevron}>›</Text>
          </FormRow>
        )}
        {client.wechatInvoiceTitles && (
          <FormRow label="微信抬头" onClick={() => void fromWechat()}>
            <Text className={`${styles.value} ${styles.muted}`}>获取微信发票抬头</Text>
            <Text className={styles.chevron}>›</Text>
          </FormRow>
        )}
        <FormRow label="发票类型">
          <Text className={styles.value}>电子普通发票</Text>
        </FormRow>
      </View>

      <InvoiceTitleFields form={form} errors={submitted ? errors : {}} onChange={change} />

      <View className={styles.actions}>
        <Button block disabled={busy} onClick={() => void submit()}>
          提交申请
        </Button>
      </View>

      {picking && (
        <TitleSheet
          titles={titles}
          onClose={() => setPicking(false)}
          onPick={(t) => {
            setForm((f) => formOfTitle(t, f.email))
            setPicking(false)
          }}
        />
      )}
    </View>
  )
}

/**
 * 申请开票 for one order: the preferred title filled in, the saved ones to choose from, WeChat's titles in the
 * mini-program; a new or changed title is saved before the request. `onRequested` gets the email to send it to.
 */
export function InvoiceRequest({ orderId, onRequested }: { orderId: number; onRequested: (mail: string) => void }) {
  const titles = useQuery(async () => {
    const [saved, preferred] = await Promise.all([fetchInvoiceTitles(), fetchPreferredInvoiceTitle()])
    return { saved, preferred }
  }, [])
  return (
    <QueryView query={titles}>
      {({ saved, preferred }) => (
        <RequestForm key={orderId} orderId={orderId} titles={saved} preferred={preferred} onRequested={onRequested} />
      )}
    </QueryView>
  )
}
