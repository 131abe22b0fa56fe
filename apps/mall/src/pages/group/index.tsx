import Taro, { usePullDownRefresh, useShareAppMessage } from '@tarojs/taro'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { ContentBlocks, usePageSetting } from '../../features/content'
import { GroupBuyCards, useGroupBuyActivities } from '../../features/group-buy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'

/** 好友拼团 (spec §2 group/index): the page's content blocks (code group) above the group buys running or to come. */
export default function GroupBuysPage() {
  const activities = useGroupBuyActivities()
  const content = usePageSetting('group')
  usePullDownRefresh(() => {
    activities.reload()
    void Taro.stopPullDownRefresh()
  })
  useShareAppMessage(() => ({ title: '好友拼团', path: PAGES.groupBuys }))
  return (
    <Page flush>
      {content.data && content.data.blocks.length > 0 && <ContentBlocks blocks={content.data.blocks} />}
      <QueryView query={activities}>
        {(answer) => (
          <GroupBuyCards
            cards={answer.content}
            onOpen={(card) => void navigate(url(PAGES.pdp, { id: card.goodsId }))}
          />
        )}
      </QueryView>
    </Page>
  )
}
