import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { GiftView } from '@shop/contracts'
import { addressText, formatChinaDate, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain'
import { useEffect, useState } from 'react'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { NotFound, QueryView } from '../../components/states'
import { StatusBanner } from '../../components/status-banner'
import { Timeline } from '../../components/timeline'
import { AddressCard, useAddresses } from '../../features/address'
import { acquireGift, GiftShowcase, useGift, useGiftLogistics } from '../../features/gift'
import { ParcelsCard } from '../../features/order'
import { requireCustomer, useSession } from '../../features/session'
import { useBusy } from '../../lib/hooks/use-busy'
import { commonState, setCommon } from '../../lib/state/common-state'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import styles from './receive.module.css'

/** The receiver's parcels with their tracks, once something has shipped. */
function GiftParcels({ gift }: { gift: GiftView }) {
  const [open, setOpen] = useState(false)
  const logistics = useGiftLogistics(gift.giftId, true)
  return <ParcelsCard logistics={logistics} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} />
}

/** What a gift's state means to whoever holds its link. */
function headOf(gift: GiftView): { label: string; hint: string } {
  if (gift.role === 'receiver') {
    const status = ORDER_STATUS_LABELS[gift.orderStatus as OrderStatus] ?? gift.statusLabel
    return { label: `礼物${status}`, hint: '礼物将寄往您填写的地址，只有您能看到这个地址' }
  }
  if (gift.role === 'buyer') return { label: gift.statusLabel, hint: '这是您送出的礼物，好友打开链接即可领取' }
  if (gift.status === 'given') {
    const until = gift.expiresAt ? `，请在${formatChinaDate(gift.expiresAt, true)}前领取` : ''
    return { label: `${gift.fromNickName}送你一份礼物`, hint: `填写您的收货地址即可领取${until}` }
  }
  return { label: gift.statusLabel, hint: '礼物已被领取或已失效' }
}

/**
 * A gift as its link opens it (`giftCode`): the card, the blessing, the goods; a friend signs in, picks an address
 * of theirs and accepts it (once: the link then dies). Then, as its receiver (`giftId`): where it goes, its journey
 * and its parcels. The buyer never sees the receiver's address (docs/gifts.md).
 */
export default function GiftReceivePage() {
  const { params } = useRouter()
  const code = pageParam(params.giftCode)
  const giftId = Number(pageParam(params.giftId)) || 0
  const session = useSession()
  const key = code ? { code } : giftId > 0 ? { giftId } : null
  const gift = useGift(session.status === 'loading' ? null : key)
  const addresses = useAddresses(session.status === 'customer')
  const [pickedId, setPickedId] = useState<number | null>(null)
  const { busy, run } = useBusy()

  // Signing in changes who is looking (a guest becomes the buyer or a friend).
  useEffect(() => gift.reload(), [session.status]) // the reload itself is stable

  // An address picked or added on the address pages arrives through the common state, as at the checkout.
  useDidShow(() => {
    addresses.reload()
    const picked = commonState.get().payAddressId
    if (picked === null) return
    setPickedId(picked)
    setCommon({ payAddressId: null })
  })

  const list = addresses.data ?? []
  const address = list.find((a) => a.id === pickedId) ?? list.find((a) => a.isDefault) ?? list[0]
  const pickAddress = () =>
    void navigate(address ? url(PAGES.addressList, { select: 1 }) : url(PAGES.addressEdit, { pick: 1 }))

  const accept = () =>
    run(async () => {
      if (!(await requireCustomer(() => gift.reload()))) return
      if (!address) return pickAddress()
      const claimed = await acquireGift(code, address.id)
      void navigate(url(PAGES.giftReceive, { giftId: claimed.giftId }), { replace: true })
    })

  if (!key) {
    return (
      <Page>
        <NotFound title="没有找到这份礼物" />
      </Page>
    )
  }

  return (
    <Page>
      <QueryView query={gift}>
        {(g) => {
          const head = headOf(g)
          const claimable = g.role === 'guest' && g.status === 'given'
          return (
            <View>
              <StatusBanner label={head.label} hints={[head.hint]} />
              <GiftShowcase gift={g} />
              {g.role === 'receiver' && g.address && (
                <Card label="收货地址">
                  <View className={styles.who}>
                    <Text>{g.address.name}</Text>
                    <Text>{g.address.mobile}</Text>
                  </View>
                  <Text className={styles.address}>{addressText(g.address)}</Text>
                </Card>
              )}
              {g.role === 'receiver' && g.shipments.length > 0 && <GiftParcels gift={g} />}
              {g.role !== 'guest' && g.journey.length > 0 && (
                <Card label="礼物动态">
                  <Text className={styles.title}>礼物动态</Text>
                  <Timeline entries={g.journey} />
                </Card>
              )}
              {claimable && session.status === 'customer' && (
                <View>
                  <Text className={styles.title}>收货地址</Text>
                  {address ? (
                    <AddressCard address={address} onClick={pickAddress} aside={<Text>›</Text>} />
                  ) : (
                    <Card label="添加收货地址" onClick={pickAddress}>
                      <Text>＋ 添加收货地址</Text>
                    </Card>
                  )}
                  <Text className={styles.hint}>地址仅用于寄送礼物，送礼人看不到</Text>
                </View>
              )}
              {claimable && (
                <BottomBar>
                  <Button block disabled={busy} onClick={() => void accept()}>
                    {session.status === 'customer' ? '领取礼物' : '登录后领取礼物'}
                  </Button>
                </BottomBar>
              )}
            </View>
          )
        }}
      </QueryView>
    </Page>
  )
}
