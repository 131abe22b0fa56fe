import { Button as PlatformButton, View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import styles from './button.module.css'

export interface ButtonProps {
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'normal' | 'small'
  block?: boolean
  disabled?: boolean
  onClick?: () => void
  /** Mini-program only: a platform button that opens WeChat's share sheet (the page's onShareAppMessage answers). */
  openType?: 'share'
}

/** The shop's button (a View, so it looks the same in weapp and H5; platform buttons keep their own chrome). */
export function Button({
  variant = 'primary',
  size = 'normal',
  block,
  disabled,
  onClick,
  openType,
  children,
}: PropsWithChildren<ButtonProps>) {
  const className = [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    disabled && styles.disabled,
  ]
    .filter(Boolean)
    .join(' ')
  if (openType) {
    return (
      <PlatformButton className={`${className} ${styles.platform}`} openType={openType} disabled={disabled}>
        {children}
      </PlatformButton>
    )
  }
  return (
    <View className={className} role="button" aria-disabled={disabled} onClick={disabled ? undefined : onClick}>
      {children}
    </View>
  )
}
