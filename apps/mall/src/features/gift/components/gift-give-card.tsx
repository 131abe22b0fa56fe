import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GiftView } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { Button } from '../../../components/button'
import { useBusy } from '../../../lib/hooks/use-busy'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { client } from '../../../platform/client'
import { cancelGiveGift } from '../api/gift-cancel-give'
import { giveGift } from '../api/gift-give'
import styles from './gift.module.css'

/** What the buyer hands a friend: the receive page's path with the gift's single-use code. */
export interface GiftLink {
  path: string
}

function hintOf(gift: GiftView): string {
  const until = gift.expiresAt ? `${formatChinaDate(gift.expiresAt, true)}前` : ''
  switch (gift.status) {
    case 'wait_pay':
      return '付款后即可把礼物送给好友'
    case 'ready':
      return `送给好友，TA填写自己的地址后发货；${until}未被领取将自动退款`
    case 'given':
      return `链接只能被一位好友领取；重新生成后旧链接失效。${until}未被领取将自动退款`
    case 'claimed':
      return `${gift.receiverNickName ?? '好友'}已领取礼物，将寄往TA填写的地址`
    case 'expired':
      return '礼物超时未被领取，货款已原路退回'
    default:
      return '礼物已失效'
  }
}

/**
 * 送礼 on a gift order's detail, as the buyer sees it: where the gift stands, and giving it — in the mini-program a
 * share card (the page's onShareAppMessage answers with `link`), in H5 a link to copy. A given gift can be given
 * again (a new link; the old one dies) or taken back.
 */
export function GiftGiveCard({
  gift,
  link,
  onLink,
  onChanged,
}: {
  gift: GiftView
  link: GiftLink | null
  onLink: (link: GiftLink | null) => void
  /** The gift moved: the page loads it (and the order) again. */
  onChanged: () => void
}) {
  const { busy, run } = useBusy()
  const orderId = gift.orderId ?? 0

  const give = () =>
    run(async () => {
      const given = await giveGift(orderId)
      onLink({ path: given.path })
      onChanged()
    })

  const takeBack = () =>
    run(async () => {
      const { confirm } = await Taro.showModal({
        title: '收回礼物',
        content: '收回后链接失效，好友将无法领取',
        confirmText: '收回',
        cancelText: '再想想',
        confirmColor: BRAND_COLOR,
      })
      if (!confirm) return
      await cancelGiveGift(orderId)
      onLink(null)
      onChanged()
    })

  const copy = async (path: string) => {
    await Taro.setClipboardData({ data: client.fullLink(`/${path}`) })
    void Taro.showToast({ title: '链接已复制，发给好友即可', icon: 'none' })
  }

  return (
    <View className={styles.card} aria-label="送礼">
      <View className={styles.row}>
        <Text className={styles.title}>送礼</Text>
        <Text className={styles.status}>{gift.statusLabel}</Text>
      </View>
      <Text className={styles.hint}>{hintOf(gift)}</Text>
      {gift.status === 'given' && link && !client.wechatButtons && (
        <Text className={styles.link} selectable aria-label="礼物链接">
          {client.fullLink(`/${link.path}`)}
        </Text>
      )}
      {(gift.status === 'ready' || gift.status === 'given') && (
        <View className={styles.actions}>
          {gift.status === 'given' && (
            <Button size="small" variant="ghost" disabled={busy} onClick={() => void takeBack()}>
              收回
            </Button>
          )}
          {gift.status === 'given' && link ? (
            client.wechatButtons ? (
              <Button size="small" openType="share">
                发给微信好友
              </Button>
            ) : (
              <Button size="small" onClick={() => void copy(link.path)}>
                复制链接
              </Button>
            )
          ) : (
            <Button size="small" disabled={busy} onClick={() => void give()}>
              {gift.status === 'given' ? '重新生成链接' : '送给好友'}
            </Button>
          )}
        </View>
      )}
    </View>
  )
}
