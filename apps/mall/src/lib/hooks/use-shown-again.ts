import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'

/**
 * Runs `again` whenever the page shows after its first showing (back from another page, a tab switched to): what
 * it shows may have moved while the shopper was elsewhere. The first showing is the page's own load.
 */
export function useShownAgain(again: () => void): void {
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) again()
    shown.current = true
  })
}
