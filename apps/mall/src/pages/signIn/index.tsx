import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { addChinaDays, chinaDaysBetween, monthBounds } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { makeUpSignIn, signInToday, useSignInCalendar } from '../../features/programmes'
import { useRequireLogin } from '../../features/session'
import { useBusy } from '../../lib/hooks/use-busy'
import { BRAND_COLOR } from '../../lib/display/theme'
import styles from './index.module.css'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** The days of a month in calendar rows: blanks before the 1st (weeks start on Sunday). */
function monthCells(month: string): (string | null)[] {
  const { first, last } = monthBounds(month)
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay()
  const days = chinaDaysBetween(first, last) + 1
  return [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => addChinaDays(first, i))]
}

/**
 * 每日签到: today's button, the streak, the month's calendar (signed days marked, 补 for a make-up), the rewards by
 * streak day, and a make-up of a missed day the shop allows (tap it).
 */
export default function SignInPage() {
  const { status } = useRequireLogin()
  const [month, setMonth] = useState<string | undefined>()
  const calendar = useSignInCalendar(month, status === 'customer')
  const { busy, run } = useBusy()

  const signNow = () =>
    run(async () => {
      const outcome = await signInToday()
      calendar.reload()
      const gift = [outcome.points > 0 && `${outcome.points}积分`, outcome.couponTitle].filter(Boolean).join(' + ')
      void Taro.showToast({
        title: outcome.signed ? `签到成功${gift ? `，获得${gift}` : ''}` : '今天已经签到过了',
        icon: 'none',
      })
    })

  const makeUp = (date: string, cost: number) =>
    run(async () => {
      const { confirm } = await Taro.showModal({
        title: '补签',
        content: `补签${date}${cost > 0 ? `，将使用${cost}积分` : ''}`,
        confirmColor: BRAND_COLOR,
      })
      if (!confirm) return
      await makeUpSignIn(date)
      calendar.reload()
      void Taro.showToast({ title: '补签成功', icon: 'none' })
    })

  if (status !== 'customer')
    return (
      <Page>
        <Loading />
      </Page>
    )
  return (
    <Page>
      <QueryView query={calendar}>
        {(c) => {
          const shiftMonth = (by: number) => {
            const [y, m] = c.month.split('-').map(Number) as [number, number]
            const next = new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7)
            setMonth(next)
          }
          const signed = new Map(c.days.map((d) => [d.date, d.makeUp]))
          // Rewards of this cycle's days already signed are marked.
          const done = c.streak === 0 ? 0 : ((c.streak - 1) % c.rewards.length) + 1
          return (
            <View>
              <View className={styles.hero}>
                <Text className={styles.streak}>已连续签到 {c.streak} 天</Text>
                <Button
                  block
                  variant={c.signedToday ? 'secondary' : 'primary'}
                  disabled={c.signedToday || busy}
                  onClick={() => void signNow()}
                >
                  {c.signedToday ? '今日已签到' : '立即签到'}
                </Button>
              </View>

              <View className={styles.card}>
                <Text className={styles.title}>连续签到奖励</Text>
                <View className={styles.rewards}>
                  {c.rewards.map((r, i) => (
                    <View key={i} className={`${styles.reward} ${i < done ? styles.rewardOn : ''}`}>
                      <Text className={styles.rewardDay}>第{i + 1}天</Text>
                      <Text className={styles.rewardPoints}>+{r.points}</Text>
                      {r.couponTitle && <Text className={styles.rewardCoupon}>送券</Text>}
                    </View>
                  ))}
                </View>
              </View>

              <View className={styles.card}>
                <View className={styles.monthBar}>
                  <Text className={styles.monthNav} onClick={() => shiftMonth(-1)}>
                    ‹ 上月
                  </Text>
                  <Text className={styles.title}>{c.month.replace('-', '年')}月</Text>
                  <Text className={styles.monthNav} onClick={() => shiftMonth(1)}>
                    下月 ›
                  </Text>
                </View>
                <View className={styles.grid}>
                  {WEEKDAYS.map((w) => (
                    <Text key={w} className={styles.weekday}>
                      {w}
                    </Text>
                  ))}
                  {monthCells(c.month).map((date, i) => {
                    if (!date) return <View key={`blank-${i}`} className={styles.day} />
                    const ago = chinaDaysBetween(date, c.today)
                    const canMakeUp = !signed.has(date) && ago >= 1 && ago <= c.makeUpDays
                    const mark = signed.has(date) ? (signed.get(date) ? '补' : '✓') : canMakeUp ? '补签' : ''
                    return (
                      <View
                        key={date}
                        className={[
                          styles.day,
                          signed.has(date) && styles.daySigned,
                          date === c.today && styles.dayToday,
                          canMakeUp && styles.dayMakeUp,
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        aria-label={`${date}${signed.has(date) ? ' 已签到' : ''}`}
                        onClick={canMakeUp ? () => void makeUp(date, c.makeUpCost) : undefined}
                      >
                        <Text>{Number(date.slice(8))}</Text>
                        <Text className={styles.dayMark}>{mark}</Text>
                      </View>
                    )
                  })}
                </View>
                {c.makeUpDays > 0 && (
                  <Text className={styles.hint}>
                    可补签最近{c.makeUpDays}天内漏签的日期{c.makeUpCost > 0 ? `，每次${c.makeUpCost}积分` : ''}
                  </Text>
                )}
              </View>
            </View>
          )
        }}
      </QueryView>
    </Page>
  )
}
