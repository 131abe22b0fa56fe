import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import styles from './search-bar.module.css'

/** A search box that only opens the search page (home, category, discover). */
export function SearchEntry({ placeholder, onOpen }: { placeholder: string; onOpen: () => void }) {
  return (
    <View className={styles.bar} role="search" aria-label={placeholder} onClick={onOpen}>
      <View className={styles.glass} />
      <Text className={styles.placeholder}>{placeholder}</Text>
    </View>
  )
}

/**
 * The search box of the search pages: typing, the keyboard's search key or 搜索 submit the trimmed keyword
 * (an empty one falls back to `fallback`, e.g. the first hot keyword).
 */
export function SearchInput({
  placeholder,
  initial = '',
  fallback,
  autoFocus = false,
  onSubmit,
}: {
  placeholder: string
  initial?: string
  fallback?: string
  autoFocus?: boolean
  onSubmit: (keyword: string) => void
}) {
  const [value, setValue] = useState(initial)
  const submit = () => {
    const keyword = value.trim() || fallback?.trim() || ''
    if (keyword) onSubmit(keyword)
  }
  return (
    <View className={styles.row}>
      <View className={`${styles.bar} ${styles.grow}`}>
        <View className={styles.glass} />
        <Input
          className={styles.input}
          value={value}
          placeholder={fallback || placeholder}
          aria-label={placeholder}
          confirmType="search"
          maxlength={50}
          focus={autoFocus}
          onInput={(e) => setValue(e.detail.value)}
          onConfirm={submit}
        />
        {value && (
          <Text className={styles.clear} aria-label="清除" onClick={() => setValue('')}>
            ×
          </Text>
        )}
      </View>
      <View className={styles.submit} role="button" onClick={submit}>
        搜索
      </View>
    </View>
  )
}
