import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { shareHelpPay } from '../api/help-pay'
import styles from './help-pay-card.module.css'
import { client } from '../../../platform/client'

/** What the buyer shares: the page a friend opens (`pages/h5pay/index?helpPayCode=…`). */
export interface HelpPayLink {
  path: string
}

/** The link as a browser opens it: the H5 app serves its pages at the site's root. */
const webLink = (path: string) => `${window.location.origin}/${path}`

/**
 * 找朋友代付 on an unpaid order: the buyer gets the order's help-pay link and sends it — in the mini-program as a share
 * card (the page's onShareAppMessage answers with `link.path`), in H5 as a copied link. The friend sees the amount
 * and the goods only, and pays with their own WeChat.
 */
export function HelpPayCard({
  orderId,
  link,
  onLink,
}: {
  orderId: number
  link: HelpPayLink | null
  onLink: (link: HelpPayLink) => void
}) {
  const [asking, setAsking] = useState(false)
  const ask = async () => {
    setAsking(true)
    try {
      onLink(await shareHelpPay(orderId))
    } catch {
      // the request layer has said why
    } finally {
      setAsking(false)
    }
  }
  const copy = async (path: string) => {
    await Taro.setClipboardData({ data: webLink(path) })
    void Taro.showToast({ title: '链接已复制，发给好友即可', icon: 'none' })
  }

  return (
    <View className={styles.card}>
      <View className={styles.text}>
        <Text className={styles.title}>找朋友代付</Text>
        <Text className={styles.hint}>好友打开链接即可用自己的微信帮你支付，看不到你的地址和电话</Text>
      </View>
      {!link ? (
        <Button size="small" variant="secondary" disabled={asking} onClick={() => void ask()}>
          {asking ? '请稍候…' : '找朋友代付'}
        </Button>
      ) : client.wechatButtons ? (
        <Button size="small" openType="share">
          发给微信好友
        </Button>
      ) : (
        <Button size="small" onClick={() => void copy(link.path)}>
          复制代付链接
        </Button>
      )}
    </View>
  )
}
