import { Text, View } from '@tarojs/components'
import { couponFace, type CouponTerms } from '@shop/domain'
import type { ReactNode } from 'react'
import styles from './coupon-ticket.module.css'

export interface CouponTicketProps {
  coupon: CouponTerms & { title: string }
  /** The validity line (2026.11.21-2026.12.21, 领取后30天内有效). */
  validity: string
  /** Which goods it covers (全场通用, 指定商品可用). */
  scope?: string
  /** Used, expired or not usable here: greyed. */
  muted?: boolean
  /** A line under the ticket (why it cannot be used here). */
  note?: string | null
  /** What sits on the right: a button, a mark, a radio. */
  aside?: ReactNode
  onClick?: () => void
}

/** A coupon as a ticket: the figure and its condition on the left, title, tag, validity and scope on the right. */
export function CouponTicket({ coupon, validity, scope, muted, note, aside, onClick }: CouponTicketProps) {
  const face = couponFace(coupon)
  return (
    <View className={`${styles.ticket} ${muted ? styles.muted : ''}`} onClick={onClick}>
      <View className={styles.main}>
        <View className={styles.left}>
          <View className={styles.value}>
            {face.symbol && <Text className={styles.symbol}>{face.symbol}</Text>}
            <Text className={face.unit || face.symbol ? styles.figure : styles.word}>{face.figure}</Text>
            {face.unit && <Text className={styles.symbol}>{face.unit}</Text>}
          </View>
          <Text className={styles.condition}>{face.condition}</Text>
        </View>
        <View className={styles.right}>
          <View className={styles.titleRow}>
            <Text className={styles.tag}>{face.tag}</Text>
            <Text className={styles.title}>{coupon.title}</Text>
          </View>
          {scope && <Text className={styles.meta}>{scope}</Text>}
          <Text className={styles.meta}>{validity}</Text>
        </View>
        {aside && <View className={styles.aside}>{aside}</View>}
      </View>
      {note && <View className={styles.note}>{note}</View>}
    </View>
  )
}
