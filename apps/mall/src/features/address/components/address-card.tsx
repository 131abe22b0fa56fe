import { Text, View } from '@tarojs/components'
import type { Address } from '@shop/contracts'
import { maskMobile } from '@shop/domain'
import type { ReactNode } from 'react'
import { regionText } from '../regions'
import styles from './address-card.module.css'

/** The full address on one line: region, district and the detail. */
export const fullAddress = (a: Pick<Address, 'province' | 'city' | 'district' | 'detail'>) =>
  `${regionText(a)} ${a.detail}`

/** An address as the list and the checkout show it: receiver, mobile, badges, the address; `children` below it. */
export function AddressCard({
  address,
  onClick,
  aside,
  children,
}: {
  address: Address
  onClick?: () => void
  aside?: ReactNode
  children?: ReactNode
}) {
  return (
    <View className={styles.card} onClick={onClick}>
      <View className={styles.main}>
        <View className={styles.body}>
          <View className={styles.who}>
            <Text className={styles.name}>{address.name}</Text>
            <Text className={styles.mobile}>{maskMobile(address.mobile)}</Text>
            {address.isDefault && <Text className={styles.default}>默认</Text>}
            {address.tag && <Text className={styles.tag}>{address.tag}</Text>}
          </View>
          <Text className={styles.address}>{fullAddress(address)}</Text>
        </View>
        {aside}
      </View>
      {children}
    </View>
  )
}
