import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { Page } from '../../../components/page'
import { QueryView } from '../../../components/states'
import { GroupList, useGroupBuyGroups } from '../../../features/group-buy'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'

/** 正在拼团 (spec §2 group/virtuallyList/index; query activityId): the joinable groups, soonest deadline first. */
export default function JoinableGroupsPage() {
  const activityId = Number(pageParam(useRouter().params.activityId)) || 0
  const groups = useGroupBuyGroups(activityId)
  usePullDownRefresh(() => {
    groups.reload()
    void Taro.stopPullDownRefresh()
  })
  return (
    <Page>
      <QueryView query={groups}>
        {(page) => (
          <GroupList groups={page.content} onJoin={(groupId) => void navigate(url(PAGES.groupDetail, { groupId }))} />
        )}
      </QueryView>
    </Page>
  )
}
