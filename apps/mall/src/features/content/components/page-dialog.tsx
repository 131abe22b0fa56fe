import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ResponseOf, pageDialogRoute } from '@shop/contracts'
import { useEffect, useState } from 'react'
import { assetUrl } from '../../../lib/http/config'
import { navigate } from '../../../lib/navigation/navigation'
import { fetchPageDialog, type DialogType } from '../api/page-dialog'
import { shouldShowDialog, type DialogSeen } from '../dialog-frequency'
import styles from './page-dialog.module.css'

type Dialog = NonNullable<ResponseOf<typeof pageDialogRoute>['dialog']>

const storageKey = (type: DialogType) => `shop.dialog.${type}`

function readSeen(type: DialogType): DialogSeen | null {
  const value = Taro.getStorageSync(storageKey(type)) as Partial<DialogSeen> | ''
  return value && typeof value.id === 'number' && typeof value.shownAt === 'number'
    ? { id: value.id, shownAt: value.shownAt }
    : null
}

/**
 * The dialog the shop sets for a page (spec §2: HOME, ACTIVITY, PERSONAL_CENTER, PRODUCT_DETAILS, SHOPINGCART),
 * shown when the page opens as often as its frequency allows; storage remembers when it was last shown.
 */
export function PageDialog({ type }: { type: DialogType }) {
  const [dialog, setDialog] = useState<Dialog | null>(null)

  useEffect(() => {
    let live = true
    fetchPageDialog(type).then(
      ({ dialog: d }) => {
        if (!live || !d) return
        const now = Date.now()
        if (!shouldShowDialog(d, readSeen(type), now)) return
        Taro.setStorageSync(storageKey(type), { id: d.id, shownAt: now } satisfies DialogSeen)
        setDialog(d)
      },
      () => undefined, // a dialog is an extra: the page works without it
    )
    return () => {
      live = false
    }
  }, [type])

  if (!dialog) return null
  const close = () => setDialog(null)
  return (
    <View className={styles.mask} onClick={close}>
      <View className={styles.panel} onClick={(e) => e.stopPropagation()}>
        <Image
          className={styles.image}
          src={assetUrl(dialog.image, 600)}
          mode="widthFix"
          aria-label="活动详情"
          imgProps={{ alt: '活动详情' }}
          onClick={() => {
            close()
            if (dialog.link) void navigate(dialog.link)
          }}
        />
        <View className={styles.close} role="button" aria-label="关闭弹窗" onClick={close}>
          ×
        </View>
      </View>
    </View>
  )
}
