import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { isApiError } from '../lib/http/api-error'
import { NETWORK_ERROR_TEXT, SERVER_BUSY_TEXT } from '../lib/http/error-catalogue'
import type { QueryState } from '../lib/hooks/use-query'
import { navigate } from '../lib/navigation/navigation'
import { PAGES, url } from '../lib/navigation/routes'
import { Button } from './button'
import styles from './states.module.css'

export function Loading({ text = '加载中…' }: { text?: string }) {
  return (
    <View className={styles.state} aria-busy="true">
      <View className={styles.spinner} />
      <Text className={styles.hint}>{text}</Text>
    </View>
  )
}

export interface EmptyProps {
  title: string
  hint?: string
  /** A one-character mark in the circle. */
  mark?: string
  action?: { text: string; onClick: () => void }
}

export function Empty({ title, hint, mark = '空', action }: EmptyProps) {
  return (
    <View className={styles.state}>
      <View className={styles.mark}>{mark}</View>
      <Text className={styles.title}>{title}</Text>
      {hint && <Text className={styles.hint}>{hint}</Text>}
      {action && (
        <View className={styles.action}>
          <Button variant="secondary" size="small" onClick={action.onClick}>
            {action.text}
          </Button>
        </View>
      )}
    </View>
  )
}

/** What a link names does not exist (or no longer): nothing to retry, so the way home. */
export function NotFound({ title, hint = '链接可能已失效' }: { title: string; hint?: string }) {
  return (
    <Empty
      mark="?"
      title={title}
      hint={hint}
      action={{ text: '回到首页', onClick: () => void navigate(url(PAGES.home)) }}
    />
  )
}

/** What went wrong, in the shopper's words, and a retry; a thing the server does not have (404), the way home. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) return <NotFound title={error.message} />
  const hint = !isApiError(error)
    ? SERVER_BUSY_TEXT
    : error.status === -1
      ? NETWORK_ERROR_TEXT
      : error.status >= 500
        ? SERVER_BUSY_TEXT
        : error.message
  return <Empty mark="!" title="内容没有加载出来" hint={hint} action={{ text: '重新加载', onClick: onRetry }} />
}

/**
 * The loading / error / empty / content states of one query, the same on every page. `isEmpty` decides when
 * the data counts as empty (then `empty` is shown).
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryState<T>
  isEmpty?: (data: T) => boolean
  empty?: EmptyProps
  children: (data: T) => ReactNode
}) {
  const { data, error, loading, reload } = query
  if (data === undefined) {
    if (error !== undefined && !loading) return <ErrorState error={error} onRetry={reload} />
    return <Loading />
  }
  if (empty && isEmpty?.(data)) return <Empty {...empty} />
  return <>{children(data)}</>
}
