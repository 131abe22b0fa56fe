import { useDidShow, useRouter, useShareAppMessage } from '@tarojs/taro'
import { formatFen } from '@shop/domain'
import { Page } from '../../../components/page'
import { QueryView } from '../../../components/states'
import { checkoutUrl } from '../../../features/cart'
import { GroupView, useGroup, type GroupActions } from '../../../features/group-buy'
import { requireCustomer, useSession } from '../../../features/session'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'

const actions: GroupActions = {
  join: (group) => {
    const go = () =>
      void navigate(
        checkoutUrl({
          kind: 'group',
          activityId: group.activityId,
          skuId: group.activity.skuId,
          groupId: group.groupId,
        }),
      )
    void requireCustomer(go).then((signedIn) => signedIn && go())
  },
  openGoods: (goodsId) => void navigate(url(PAGES.pdp, { id: goodsId })),
}

/**
 * 拼团详情 (spec §2 group/detail/index; query groupId): the members' avatars and the empty
 * seats, the countdown, 参与拼团 for a friend, 邀请好友参团 for a member (a share card in the mini-program, a copied
 * link in H5). Anyone with the link may see it; joining asks to sign in.
 */
export default function GroupDetailPage() {
  const { params } = useRouter()
  const groupId = Number(pageParam(params.groupId)) || 0
  const { status } = useSession()
  const group = useGroup(groupId, status)
  useDidShow(() => group.reload())
  useShareAppMessage(() => ({
    title: group.data
      ? `就差你了！¥${formatFen(group.data.activity.groupPrice)} 拼「${group.data.activity.goodsName}」`
      : '好友拼团',
    path: group.data?.path ?? url(PAGES.groupDetail, { groupId }),
    imageUrl: group.data?.activity.image,
  }))
  return (
    <Page>
      <QueryView query={group}>{(answer) => <GroupView group={answer} actions={actions} />}</QueryView>
    </Page>
  )
}
