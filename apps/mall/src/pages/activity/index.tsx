import Taro, { usePullDownRefresh, useRouter, useShareAppMessage } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { formatCountdownUnits } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { Empty, QueryView } from '../../components/states'
import { ContentBlocks, PageDialog, usePageSetting, type PageCode } from '../../features/content'
import { useProgrammes } from '../../features/programmes'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/** The content pages an activity link may name (spec §2 page codes that are not home or personal centre pages). */
const ACTIVITY_CODES: readonly PageCode[] = ['seckill', 'group', 'cartGuide']

const isActivityCode = (code: string): code is PageCode => (ACTIVITY_CODES as readonly string[]).includes(code)

function ActivityContent({ code }: { code: PageCode }) {
  const content = usePageSetting(code)
  const title = content.data?.title

  useEffect(() => {
    if (title) void Taro.setNavigationBarTitle({ title })
  }, [title])

  usePullDownRefresh(() => {
    content.reload()
    void Taro.stopPullDownRefresh()
  })

  useShareAppMessage(() => ({ title: title ?? '', path: url(PAGES.activity, { code }) }))

  return (
    <QueryView
      query={content}
      isEmpty={(page) => page.blocks.length === 0}
      empty={{ mark: '活', title: '活动还没有开始', hint: '精彩内容正在准备，稍后再来看看' }}
    >
      {(page) => <ContentBlocks blocks={page.blocks} />}
    </QueryView>
  )
}

const STATUS_LABELS = { upcoming: '即将开始', running: '进行中', ended: '已结束' } as const

/** The members' programmes with their status and a countdown to their start or end (a tick a second). */
function ProgrammeList() {
  const programmes = useProgrammes()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  usePullDownRefresh(() => {
    programmes.reload()
    void Taro.stopPullDownRefresh()
  })
  return (
    <QueryView
      query={programmes}
      isEmpty={(list) => list.length === 0}
      empty={{ mark: '活', title: '暂时没有进行中的活动', hint: '精彩活动正在准备，稍后再来看看' }}
    >
      {(list) => (
        <View>
          {list.map((p) => {
            const to = p.status === 'upcoming' ? p.startsAt : p.endsAt
            const countdown = to ? formatCountdownUnits(new Date(to).getTime() - now) : null
            return (
              <Card key={`${p.kind}-${p.id ?? 0}`} label={p.title} onClick={() => void navigate(p.path)}>
                <View className={styles.programme}>
                  <View className={styles.programmeHead}>
                    <Text className={styles.programmeTitle}>{p.title}</Text>
                    <Text className={`${styles.badge} ${styles[p.status]}`}>{STATUS_LABELS[p.status]}</Text>
                  </View>
                  <Text className={styles.programmeText}>{p.description}</Text>
                  {countdown && p.status !== 'ended' && (
                    <Text className={styles.countdown}>
                      {p.status === 'upcoming' ? '距开始' : '距结束'} {countdown}
                    </Text>
                  )}
                </View>
              </Card>
            )
          })}
        </View>
      )}
    </QueryView>
  )
}

/**
 * activity/index: without a code, the members' programmes (sign-in, lotteries…) with status and countdown; with a
 * code (seckill or group), the content blocks the server sets for it.
 */
export default function ActivityPage() {
  const code = pageParam(useRouter().params.code)
  return (
    <Page>
      {!code ? (
        <ProgrammeList />
      ) : isActivityCode(code) ? (
        <ActivityContent code={code} />
      ) : (
        <Empty mark="?" title="没有找到这个活动" hint="链接可能已失效" />
      )}
      <PageDialog type="ACTIVITY" />
    </Page>
  )
}
