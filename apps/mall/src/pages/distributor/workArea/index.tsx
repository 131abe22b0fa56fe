import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { formatFen } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import { shareCode, ShareGoods, useWorkArea, withdrawCommission } from '../../../features/distribution'
import { useRequireLogin } from '../../../features/session'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { platformMedia } from '../../../platform/media'
import styles from './index.module.css'

const yuan = (fen: number) => `¥${formatFen(fen)}`
/** A withdrawal's idempotency key: one per tap of 提现 (a retry of the same tap reuses it). */
const requestId = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`

/**
 * workArea (分销中心): today's and this month's commission, the balances (frozen until the after-sale window closes,
 * available, withdrawn), bound customers, withdrawing the available commission (with the records and withdrawals a
 * tap away), goods to share with their commission, share posters and today's figures per goods, the bound
 * customers' wishes (wishList), push orders for a customer (pushDetail), and the distributor's code to share.
 */
export default function WorkAreaPage() {
  const { status } = useRequireLogin()
  const area = useWorkArea(status === 'customer')
  const [code, setCode] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const withdraw = async (available: number) => {
    if (available < 100) return void Taro.showToast({ title: '可提现佣金满1元才可提现', icon: 'none' })
    const { confirm } = await Taro.showModal({
      title: '提现',
      content: `提现 ${yuan(available)} 到微信零钱，审核通过后到账`,
      confirmColor: BRAND_COLOR,
    })
    if (!confirm) return
    setBusy(true)
    try {
      await withdrawCommission(available, requestId())
      void Taro.showToast({ title: '已提交提现申请', icon: 'success' })
      area.reload()
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false)
    }
  }

  /** The code as a poster to share: into the album through the permission modal (spec §6), a download in H5. */
  const savePicture = async (image: string) => {
    if (await platformMedia.saveImage(image).catch(() => false)) {
      void Taro.showToast({ title: '已保存到相册', icon: 'success' })
    }
  }

  const makeCode = async () => {
    setBusy(true)
    try {
      setCode((await shareCode({ page: PAGES.home, params: {}, width: 430 })).image)
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false)
    }
  }

  if (status !== 'customer') return <Loading />
  return (
    <Page>
      <QueryView query={area}>
        {(a) => (
          <View>
            <Card>
              <View className={styles.head}>
                <Text className={styles.name}>{a.distributor.realName}</Text>
                <Text className={styles.tag}>
                  {a.distributor.channelLabel}
                  {a.distributor.levelName ? ` · ${a.distributor.levelName}` : ''}
                </Text>
              </View>
              {a.distributor.counterName && <Text className={styles.sub}>{a.distributor.counterName}</Text>}
            </Card>

            <Card label="今日与本月">
              <View className={styles.figures}>
                <View className={styles.figure}>
                  <Text className={styles.value}>{yuan(a.today.commission)}</Text>
                  <Text className={styles.label}>今日佣金 · {a.today.orders}单</Text>
                </View>
                <View className={styles.figure}>
                  <Text className={styles.value}>{yuan(a.month.commission)}</Text>
                  <Text className={styles.label}>本月佣金 · {a.month.orders}单</Text>
                </View>
                <View className={styles.figure}>
                  <Text className={styles.value}>{a.boundCustomers}</Text>
                  <Text className={styles.label}>绑定顾客</Text>
                </View>
              </View>
            </Card>

            <Card label="我的佣金">
              <Text className={styles.section}>我的佣金</Text>
              <View className={styles.figures}>
                <View className={styles.figure}>
                  <Text className={styles.value}>{yuan(a.frozen)}</Text>
                  <Text className={styles.label}>冻结中</Text>
                </View>
                <View className={styles.figure}>
                  <Text className={styles.value}>{yuan(a.available)}</Text>
                  <Text className={styles.label}>可提现</Text>
                </View>
                <View className={styles.figure}>
                  <Text className={styles.value}>{yuan(a.withdrawn + a.withdrawing)}</Text>
                  <Text className={styles.label}>已提现</Text>
                </View>
              </View>
              <Text className={styles.note}>佣金在订单确认收货且售后期结束后转为可提现</Text>
              <View className={styles.actions}>
                <Button block disabled={busy} onClick={() => void withdraw(a.available)}>
                  提现
                </Button>
              </View>
              <View className={styles.links}>
                <Text onClick={() => void navigate(url(PAGES.distributorCommission))}>佣金明细 ›</Text>
                <Text onClick={() => void navigate(url(PAGES.distributorCommission, { tab: 'withdrawals' }))}>
                  提现记录 ›
                </Text>
              </View>
            </Card>

            <Card label="推单">
              <Text className={styles.section}>推单给顾客</Text>
              <Text className={styles.hint}>为顾客挑好商品发给顾客，顾客下单后佣金归您</Text>
              <View className={styles.actions}>
                <Button variant="secondary" block onClick={() => void navigate(url(PAGES.distributorPushDetail))}>
                  新建推单
                </Button>
              </View>
            </Card>

            <Card label="分享商品">
              <Text className={styles.section}>分享商品赚佣金</Text>
              <ShareGoods save={(image) => void savePicture(image)} />
            </Card>

            <Card label="顾客心愿">
              <Text className={styles.section}>顾客心愿</Text>
              <Text className={styles.hint}>与您绑定的顾客许下的心愿，为顾客挑好商品推单，顾客下单即为心愿单订单</Text>
              <View className={styles.actions}>
                <Button
                  variant="secondary"
                  block
                  onClick={() => void navigate(url(PAGES.distributorWishList, { role: 'distributor' }))}
                >
                  查看顾客心愿
                </Button>
              </View>
            </Card>

            <Card label="分享">
              <Text className={styles.section}>分享给好友</Text>
              {code ? (
                <>
                  <Image className={styles.code} src={code} mode="aspectFit" showMenuByLongpress />
                  <Text className={styles.hint}>好友扫码进入商城即与您绑定</Text>
                  <Button variant="secondary" block onClick={() => void savePicture(code)}>
                    保存到相册
                  </Button>
                </>
              ) : (
                <Button variant="secondary" block disabled={busy} onClick={() => void makeCode()}>
                  生成我的小程序码
                </Button>
              )}
            </Card>
            <Button variant="ghost" block onClick={() => void navigate(url(PAGES.home))}>
              去逛逛
            </Button>
          </View>
        )}
      </QueryView>
    </Page>
  )
}
