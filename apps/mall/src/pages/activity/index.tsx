import Taro, { usePullDownRefresh, useRouter, useShareAppMessage } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { Empty, QueryView } from '../../components/states'
import { ContentBlocks, PageDialog, usePageSetting, type PageCode } from '../../features/content'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

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

/** An activity page (query code, e.g. seckill or group): the content blocks the server sets for it. */
export default function ActivityPage() {
  const code = pageParam(useRouter().params.code)
  return (
    <Page>
      {isActivityCode(code) ? (
        <ActivityContent code={code} />
      ) : (
        <Empty mark="?" title="没有找到这个活动" hint="链接可能已失效" />
      )}
      <PageDialog type="ACTIVITY" />
    </Page>
  )
}
