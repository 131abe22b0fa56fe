import { Input, Text, View } from '@tarojs/components'
import type { ComponentProps, PropsWithChildren } from 'react'
import styles from './form-row.module.css'

/**
 * One row of a form card: the label, then the control or the value, and the field's error under it (the label
 * turns red while there is one). Rows that follow each other are parted by a hairline. `onClick` makes the whole
 * row a button (one that opens a picker).
 */
export function FormRow({
  label,
  error,
  onClick,
  children,
}: PropsWithChildren<{ label: string; error?: string; onClick?: () => void }>) {
  return (
    <View className={styles.field}>
      <View
        className={`${styles.row} ${error ? styles.invalid : ''}`}
        role={onClick ? 'button' : undefined}
        onClick={onClick}
      >
        <Text className={styles.label}>{label}</Text>
        {children}
      </View>
      {error && <Text className={styles.error}>{error}</Text>}
    </View>
  )
}

/** The text input of a form row, filling the rest of it. */
export function FormInput(props: Omit<ComponentProps<typeof Input>, 'className'>) {
  return <Input {...props} className={styles.input} />
}
