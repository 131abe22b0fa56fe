import type {
  distributorApply as applyRoute,
  distributorBind as bindRoute,
  distributorInfo as infoRoute,
  distributorWithdraw as withdrawRoute,
  distributorWorkArea as workAreaRoute,
  sceneChange as sceneChangeRoute,
  wechatUnlimit as unlimitRoute,
  BodyOf,
} from '@shop/contracts'
import Taro from '@tarojs/taro'
import { call, defineEndpoint } from '../../../lib/http/api'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { setCommon } from '../../../lib/state/common-state'
import { useQuery } from '../../../lib/hooks/use-query'

const info = defineEndpoint<typeof infoRoute>({ service: 'ec-portal', method: 'GET', path: 'distributor/info' })
const apply = defineEndpoint<typeof applyRoute>({ service: 'ec-portal', method: 'POST', path: 'distributor/apply' })
const workArea = defineEndpoint<typeof workAreaRoute>({
  service: 'ec-portal',
  method: 'GET',
  path: 'distributor/work_area',
})
const withdraw = defineEndpoint<typeof withdrawRoute>({
  service: 'ec-portal',
  method: 'POST',
  path: 'distributor/withdraw',
})
const bind = defineEndpoint<typeof bindRoute>({ service: 'ec-portal', method: 'POST', path: 'distributor/bind' })

/** get distributor: the customer as a distributor or recommender, null when neither (the personal centre's entry). */
export const useDistributorInfo = (viewer: unknown, enabled: boolean) =>
  useQuery(() => call(info, undefined, { hideModal: true, silent: true }), [viewer], enabled)

/** register: applies as a recommender; the server's message shows when refused. */
export const applyAsRecommender = (body: BodyOf<typeof applyRoute>) => call(apply, { body })

/** workArea: figures, balances and bound customers. */
export const useWorkArea = (enabled: boolean) => useQuery(() => call(workArea), [], enabled)

/** A withdrawal of available commission (fen), once per request id. */
export const withdrawCommission = (amount: number, requestId: string) => call(withdraw, { body: { amount, requestId } })

/** Binding by a scene or share value: firstOrderNoExist / firstOrderExpired send the customer home (spec §8). */
const bindByScene = (body: BodyOf<typeof bindRoute>) => call(bind, { body }, { hideModal: true })

const sceneChange = defineEndpoint<typeof sceneChangeRoute>({
  service: 'sp-portal',
  method: 'POST',
  path: 'sceneChange',
})

/** sceneChange: the share a scene or H5 share value names (its page and parameters), null when it names none. */
export const resolveShare = async (scene: string) =>
  (await call(sceneChange, { body: { scene } }, { hideModal: true })).share

const unlimit = defineEndpoint<typeof unlimitRoute>({ service: 'sp-thirdpart', method: 'POST', path: 'wechat/unlimit' })

/** wechat/unlimit: the distributor's mini-program code for a page (a PNG data URL; its scene names the share). */
export const shareCode = (body: BodyOf<typeof unlimitRoute>) => call(unlimit, { body })

/**
 * Binds the customer to the share the app was opened with, once per launch. When the shop's rule lets the customer
 * switch to this distributor (showChangeBind), they are asked first.
 */
export async function bindEntryShare(typeId: string): Promise<void> {
  const type = 'SCENE_ID'
  let answer
  try {
    answer = await bindByScene({ type, typeId, confirm: false })
  } catch {
    return // Not a share any more, or the customer's own: nothing to ask (spec §8 codes have gone home).
  }
  if (!answer.showChangeBind) return
  setCommon({ showChangeBind: true })
  const { confirm } = await Taro.showModal({
    title: '更换推荐人',
    content: '您已有专属推荐人，是否更换为分享此页面的推荐人？',
    confirmText: '更换',
    cancelText: '暂不',
    confirmColor: BRAND_COLOR,
  })
  setCommon({ showChangeBind: false })
  if (confirm) await bindByScene({ type, typeId, confirm: true }).catch(() => undefined)
}
