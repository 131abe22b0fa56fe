import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { formatCountdownUnits } from '@shop/domain'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { NotFound, QueryView } from '../../components/states'
import { drawOnce, newRequestId, useLottery } from '../../features/programmes'
import { requireCustomer, useSession } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { BRAND_COLOR } from '../../lib/display/theme'
import styles from './index.module.css'

const STEP_MS = 90
/** Full laps the light runs before it slows onto the server's result. */
const LAPS = 3

const STATUS_TEXT = { upcoming: '活动未开始', running: '', ended: '活动已结束' } as const

/**
 * 幸运抽奖 (query id): the prizes as a grid the light runs around, stopping on the sector the server drew; the
 * chances left, the points price of a draw, the odds, and a link to 我的奖品.
 */
export default function DrawPage() {
  const id = Number(pageParam(useRouter().params.id)) || 0
  const { status, profile } = useSession()
  const lottery = useLottery(id, status === 'customer' ? profile : null)
  const [lit, setLit] = useState<number | null>(null)
  const [spinning, setSpinning] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  /** Runs the light from where it is to `target` after LAPS laps, slowing down at the end. */
  const animateTo = (count: number, target: number) =>
    new Promise<void>((done) => {
      const steps = LAPS * count + target + 1
      let step = 0
      const tick = () => {
        setLit(step % count)
        step += 1
        if (step >= steps) return done()
        timer.current = setTimeout(tick, STEP_MS + Math.max(0, step - steps + 8) * 40)
      }
      tick()
    })

  const draw = async (count: number) => {
    if (spinning || !(await requireCustomer())) return
    setSpinning(true)
    try {
      const result = await drawOnce(id, newRequestId())
      await animateTo(count, result.prizeIndex)
      const { award } = result
      const won = award.kind !== 'none'
      const { confirm } = await Taro.showModal({
        title: won ? '恭喜中奖' : '谢谢参与',
        content: won
          ? `获得「${award.prizeName}」${award.kind === 'goods' ? '，请到我的奖品填写收货地址领取' : '，已放入您的账户'}`
          : '很遗憾没有抽中，再试一次吧',
        confirmText: award.kind === 'goods' ? '去领取' : '好的',
        showCancel: award.kind === 'goods',
        confirmColor: BRAND_COLOR,
      })
      if (confirm && award.kind === 'goods') void navigate(url(PAGES.myAward))
      lottery.reload()
    } catch {
      // The request layer has shown why (次数已用完, 积分不足…).
    } finally {
      setSpinning(false)
    }
  }

  if (id === 0)
    return (
      <Page>
        <NotFound title="没有找到这个抽奖活动" />
      </Page>
    )
  return (
    <Page>
      <QueryView query={lottery}>
        {(l) => {
          const chances = l.chances
          const canDraw = l.status === 'running' && !spinning
          const left = new Date(l.endsAt).getTime() - Date.now()
          return (
            <View>
              <View className={styles.head}>
                <Text className={styles.name}>{l.name}</Text>
                <Text className={styles.window}>{STATUS_TEXT[l.status] || `距结束 ${formatCountdownUnits(left)}`}</Text>
              </View>
              <View className={styles.board} role="list" aria-label="奖品">
                {l.prizes.map((p, i) => (
                  <View
                    key={p.id}
                    role="listitem"
                    className={`${styles.cell} ${lit === i ? styles.cellLit : ''}`}
                    aria-current={lit === i}
                  >
                    {p.image ? <Image className={styles.prizeImage} src={p.image} mode="aspectFit" /> : null}
                    <Text className={styles.prizeName}>{p.name}</Text>
                  </View>
                ))}
              </View>
              <Button block disabled={!canDraw} onClick={() => void draw(l.prizes.length)}>
                {spinning ? '抽奖中…' : '立即抽奖'}
              </Button>
              <View className={styles.meta}>
                {chances ? (
                  <Text>
                    剩余 {chances.chances} 次免费机会
                    {chances.pointsPerDraw > 0
                      ? `，之后每次 ${chances.pointsPerDraw} 积分（余 ${chances.balance}）`
                      : ''}
                    ；今日已抽 {chances.drawsToday}/{chances.dailyCap}
                  </Text>
                ) : (
                  <Text>登录后查看抽奖机会</Text>
                )}
                <Text className={styles.link} onClick={() => void navigate(url(PAGES.myAward))}>
                  我的奖品 ›
                </Text>
              </View>
              <View className={styles.rules}>
                <Text className={styles.rulesTitle}>活动说明</Text>
                <Text className={styles.rulesText}>{l.description}</Text>
                <Text className={styles.rulesTitle}>中奖概率</Text>
                {l.prizes.map((p) => (
                  <Text key={p.id} className={styles.rulesText}>
                    {p.name}：{p.odds}%
                  </Text>
                ))}
              </View>
            </View>
          )
        }}
      </QueryView>
    </Page>
  )
}
