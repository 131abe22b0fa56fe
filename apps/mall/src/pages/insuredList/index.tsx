import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import type { ProtectedLine } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { claimPriceProtection, useProtectedLines } from '../../features/price-protection'
import { useRequireLogin } from '../../features/session'
import { useBusy } from '../../lib/hooks/use-busy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/** What a line's card says under its goods: the price it was paid, the lower price and the deadline. */
function LineFacts({ line }: { line: ProtectedLine }) {
  return (
    <View className={styles.facts}>
      <Text>
        实付单价 ¥{formatFen(line.paidUnitPrice)}
        {line.lowestPrice !== null && ` · 降价后 ¥${formatFen(line.lowestPrice)}`}
      </Text>
      <Text>
        {line.state === 'claimed'
          ? `已于 ${formatChinaDate(line.claimedAt!, true)} 申请价保`
          : `价保截止 ${formatChinaDate(line.deadline, true)} · 可保 ${line.unitsLeft} 件`}
      </Text>
    </View>
  )
}

/**
 * 价格保护 (spec §2 insuredList; docs/price-protection.md): the lines paid within the rule's days, each with its
 * deadline; a line whose goods were since given a lower public price shows the difference and 申请价保, which pays it
 * back through the refund pipeline (原路退回, once per line).
 */
export default function InsuredListPage() {
  const { status } = useRequireLogin()
  const list = useProtectedLines(status === 'customer')
  const { busy, run } = useBusy()
  useDidShow(() => {
    if (status === 'customer') list.reload()
  })

  const claim = (line: ProtectedLine) =>
    run(async () => {
      const claimed = await claimPriceProtection(line.orderLineId)
      list.reload()
      void Taro.showToast({ title: `价保成功，¥${formatFen(claimed.amount)} 将原路退回`, icon: 'none' })
    })

  if (status !== 'customer')
    return (
      <Page>
        <Loading />
      </Page>
    )
  return (
    <Page>
      <QueryView
        query={list}
        isEmpty={(answer) => answer.lines.length === 0}
        empty={{
          mark: '保',
          title: '暂无价保中的商品',
          hint:
            list.data?.enabled === false ? '价格保护暂未开启' : `付款后${list.data?.days ?? 7}天内降价，可申请退还差价`,
          action: { text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) },
        }}
      >
        {(answer) => (
          <View>
            <Text className={styles.rule}>
              付款后{answer.days}天内，商品降价可申请退还差价，每件商品限一次，差价原路退回。
            </Text>
            {answer.lines.map((line) => (
              <View key={line.orderLineId} className={styles.card}>
                <View
                  className={styles.goods}
                  onClick={() => void navigate(url(PAGES.orderDetail, { orderId: line.orderId }))}
                >
                  <Image className={styles.image} src={line.image} mode="aspectFill" />
                  <View className={styles.main}>
                    <Text className={styles.name}>{line.name}</Text>
                    {line.specs && <Text className={styles.specs}>{line.specs}</Text>}
                    <LineFacts line={line} />
                  </View>
                </View>
                <View className={styles.foot}>
                  {line.state === 'claimed' ? (
                    <Text className={styles.done}>已价保 ¥{formatFen(line.amount)}</Text>
                  ) : line.state === 'claimable' ? (
                    <>
                      <Text className={styles.amount}>可退差价 ¥{formatFen(line.amount)}</Text>
                      <Button size="small" disabled={busy} onClick={() => void claim(line)}>
                        申请价保
                      </Button>
                    </>
                  ) : (
                    <Text className={styles.waiting}>价保中，降价后可申请</Text>
                  )}
                </View>
              </View>
            ))}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
