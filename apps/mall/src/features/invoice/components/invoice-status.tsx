import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { formatChinaDate, formatFen, isEmail } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { FormInput, FormRow } from '../../../components/form-row'
import { StatusBanner } from '../../../components/status-banner'
import { assetUrl } from '../../../lib/http/config'
import { navigate } from '../../../lib/navigation/navigation'
import { useBusy } from '../../../lib/hooks/use-busy'
import { mailInvoice } from '../api/invoice-mail'
import type { OrderInvoice } from '../api/check-invoice'
import styles from './invoice.module.css'
import { client } from '../../../platform/client'

/** The invoice file as a full link: the web view (and a copied link) need the origin. */
const fileLink = (path: string): string => client.fullLink(assetUrl(path))

function Row({ label, value }: { label: string; value: string }) {
  return (
    <FormRow label={label}>
      <Text className={styles.value}>{value}</Text>
    </FormRow>
  )
}

/**
 * 发票详情: 开票中 or 已开票 with the title and amount; once issued, the file (查看发票 in the web view, 复制链接)
 * and 发送到邮箱 (the address checked first; where it went is listed).
 */
export function InvoiceStatus({
  invoice,
  initialMail,
  onMailed,
}: {
  invoice: OrderInvoice
  initialMail: string
  onMailed: () => void
}) {
  const [mail, setMail] = useState(initialMail)
  const [mailError, setMailError] = useState('')
  const { busy, run } = useBusy()
  const issued = invoice.status === 'issued'
  const file = invoice.fileUrl ? fileLink(invoice.fileUrl) : null

  const send = async () => {
    const address = mail.trim()
    const error = !address ? '请填写邮箱地址' : isEmail(address) ? '' : '请输入正确的邮箱地址'
    setMailError(error)
    if (error || busy) return
    await run(async () => {
      await mailInvoice(invoice.orderId, address)
      void Taro.showToast({ title: '已发送到邮箱', icon: 'none' })
      onMailed()
    })
  }

  return (
    <View>
      <StatusBanner
        label={invoice.statusLabel}
        hints={
          issued
            ? ['电子发票已开具，可查看或发送到邮箱']
            : invoice.status === 'rejected'
              ? [`商家未能开具：${invoice.rejectReason ?? ''}`, '可在订单中重新申请开票']
              : ['发票开具中，通常几分钟内完成，请稍候']
        }
      />

      <View className={styles.card}>
        <Row label="发票抬头" value={invoice.title.title} />
        <Row label="抬头类型" value={invoice.title.typeLabel} />
        {invoice.title.taxNumber && <Row label="税号" value={invoice.title.taxNumber} />}
        <Row label="发票金额" value={`¥${formatFen(invoice.amount)}`} />
        <Row label="订单编号" value={invoice.orderNo} />
        {invoice.invoiceNo && <Row label="发票号码" value={invoice.invoiceNo} />}
        <Row label="申请时间" value={formatChinaDate(invoice.requestTime, true)} />
        {invoice.issueTime && <Row label="开具时间" value={formatChinaDate(invoice.issueTime, true)} />}
      </View>

      {file && (
        <View className={styles.actions}>
          <Button block onClick={() => void navigate(file)}>
            查看发票
          </Button>
          <Button block variant="secondary" onClick={() => void Taro.setClipboardData({ data: file })}>
            复制发票链接
          </Button>
        </View>
      )}

      <View className={`${styles.card} ${styles.actions}`}>
        <Text className={styles.cardTitle}>发送到邮箱</Text>
        <FormRow label="邮箱" error={mailError}>
          <FormInput
            placeholder="请填写接收发票的邮箱"
            maxlength={254}
            value={mail}
            onInput={(e) => setMail(e.detail.value)}
          />
        </FormRow>
        {invoice.mails.length > 0 && (
          <View className={styles.mails}>
            {invoice.mails.map((m) => (
              <Text key={`${m.mail}-${m.sentAt}`} className={styles.titleMeta}>
                已发送至 {m.mail} · {formatChinaDate(m.sentAt, true)}
              </Text>
            ))}
          </View>
        )}
        <Button block variant="secondary" disabled={!issued || busy} onClick={() => void send()}>
          {issued ? '发送到邮箱' : '开票后可发送'}
        </Button>
      </View>
    </View>
  )
}
