import { chinaDayNumber } from '@shop/domain'

/** How often one shopper sees a page dialog (contract `pageDialog.frequency`). */
export type DialogFrequency = 'once' | 'daily' | 'always'

/** What storage remembers of a page's dialog: which one was shown last, and when (epoch ms). */
export interface DialogSeen {
  id: number
  shownAt: number
}

/**
 * once: never shown before; daily: not yet shown on this (China) calendar day; always: every time the page opens.
 * A different dialog (a new id) counts as never shown.
 */
export function shouldShowDialog(
  dialog: { id: number; frequency: DialogFrequency },
  seen: DialogSeen | null,
  now: number,
): boolean {
  const last = seen?.id === dialog.id ? seen.shownAt : null
  switch (dialog.frequency) {
    case 'always':
      return true
    case 'once':
      return last === null
    case 'daily':
      return last === null || chinaDayNumber(last) !== chinaDayNumber(now)
  }
}
