import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import styles from './button.module.css'

export interface ButtonProps {
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'normal' | 'small'
  block?: boolean
  disabled?: boolean
  onClick?: () => void
}

/** The shop's button (a View, so it looks the same in weapp and H5; platform buttons keep their own chrome). */
export function Button({
  variant = 'primary',
  size = 'normal',
  block,
  disabled,
  onClick,
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
  return (
    <View className={className} role="button" aria-disabled={disabled} onClick={disabled ? undefined : onClick}>
      {children}
    </View>
  )
}
