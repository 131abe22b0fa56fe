import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import type { YearCardPeriodView } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { checkoutUrl } from '../../features/cart'
import { useSession } from '../../features/session'
import { benefitLines, useMyYearCard, useYearCards } from '../../features/year-card'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

const day = (iso: string) => formatChinaDate(iso)

/** The member's card: which card, until when, the days left, and what it gives now. */
function MyCard({
  active,
  endsAt,
  daysLeft,
  ahead,
}: {
  active: YearCardPeriodView
  endsAt: string
  daysLeft: number
  ahead: YearCardPeriodView[]
}) {
  return (
    <View className={styles.mine}>
      <Text className={styles.mineTitle}>{active.cardName}</Text>
      <Text className={styles.mineSub}>
        有效期至 {day(endsAt)} · 剩余 {daysLeft} 天
      </Text>
      {ahead.length > 0 && <Text className={styles.mineSub}>已续费 {ahead.length} 期，到期后自动接续</Text>}
      <View className={styles.benefits}>
        {benefitLines(active.benefits).map((line) => (
          <Text key={line} className={styles.benefit}>
            ✓ {line}
          </Text>
        ))}
      </View>
    </View>
  )
}

/**
 * 会员年卡 (docs/year-cards.md): the member's card and its benefits while it runs, and the cards on sale to buy or
 * renew (a renewal starts when the running card ends). Buying goes through the checkout (`pay?yearCard=`).
 */
export default function YearCardPage() {
  const { status } = useSession()
  const customer = status === 'customer'
  const mine = useMyYearCard(customer)
  const cards = useYearCards()
  useDidShow(() => {
    if (customer) void mine.reload()
  })
  const member = mine.data?.active ?? null
  const buy = (cardId: number) => void navigate(customer ? checkoutUrl({ kind: 'yearCard', cardId }) : url(PAGES.login))

  return (
    <Page>
      {member && mine.data?.endsAt ? (
        <MyCard active={member} endsAt={mine.data.endsAt} daysLeft={mine.data.daysLeft} ahead={mine.data.ahead} />
      ) : (
        <View className={styles.mine}>
          <Text className={styles.mineTitle}>开通年卡，全年尊享会员权益</Text>
          <Text className={styles.mineSub}>会员价、包邮、每月好券、积分加速</Text>
        </View>
      )}
      <QueryView query={cards} isEmpty={(list) => list.length === 0} empty={{ mark: '卡', title: '暂无可开通的年卡' }}>
        {(list) => (
          <View className={styles.list}>
            {list.map((card) => (
              <View key={card.id} className={styles.card}>
                <View className={styles.cardHead}>
                  <Image className={styles.image} src={card.image} mode="aspectFill" />
                  <View className={styles.cardMain}>
                    <Text className={styles.name}>{card.name}</Text>
                    <Text className={styles.days}>{card.days} 天</Text>
                    <View>
                      <Text className={styles.price}>¥{formatFen(card.price)}</Text>
                      {card.marketingPrice > card.price && (
                        <Text className={styles.was}>¥{formatFen(card.marketingPrice)}</Text>
                      )}
                    </View>
                  </View>
                </View>
                {card.description && <Text className={styles.description}>{card.description}</Text>}
                <View className={styles.benefits}>
                  {benefitLines(card.benefits).map((line) => (
                    <Text key={line} className={styles.benefitDark}>
                      ✓ {line}
                    </Text>
                  ))}
                </View>
                <Button block onClick={() => buy(card.id)}>
                  {member ? '立即续费' : '立即开通'}
                </Button>
              </View>
            ))}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
