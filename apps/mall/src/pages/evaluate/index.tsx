import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import {
  createEvaluations,
  EMPTY_EVALUATION,
  EvaluationCard,
  evaluationInputOf,
  useOrderEvaluations,
  type EvaluationDraft,
  type EvaluationInput,
  type EvaluationLine,
} from '../../features/evaluation'
import { uploadAvatar as uploadImage, useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { useBusy } from '../../lib/hooks/use-busy'
import styles from './index.module.css'

/**
 * 评价 (query orderId): one card per order line (stars, text, photos, 匿名评价), each sent on its own (提交评价) or
 * all at once (全部提交); rated lines show 已评价. The last one completes the order.
 */
export default function EvaluatePage() {
  const { status } = useRequireLogin()
  const orderId = Number(pageParam(useRouter().params.orderId)) || 0
  const order = useOrderEvaluations(orderId, status === 'customer')
  const [drafts, setDrafts] = useState<Record<number, EvaluationDraft>>({})
  const { busy, run } = useBusy()

  const draftOf = (lineId: number) => drafts[lineId] ?? EMPTY_EVALUATION

  const submit = async (lines: readonly EvaluationLine[]) => {
    if (busy) return
    const items: EvaluationInput[] = []
    for (const line of lines) {
      const result = evaluationInputOf(line.lineId, draftOf(line.lineId))
      if ('error' in result) {
        void Taro.showToast({ title: lines.length > 1 ? `${line.name}：${result.error}` : result.error, icon: 'none' })
        return
      }
      items.push(result.input)
    }
    await run(async () => {
      await createEvaluations(orderId, items)
      void Taro.showToast({ title: '评价成功', icon: 'success' })
      setDrafts((d) =>
        Object.fromEntries(Object.entries(d).filter(([id]) => !items.some((i) => i.lineId === Number(id)))),
      )
      order.reload()
    })
  }

  return (
    <Page>
      {orderId <= 0 ? (
        <Empty mark="?" title="没有找到这个订单" hint="链接可能已失效" />
      ) : status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={order} isEmpty={(o) => o.lines.length === 0} empty={{ title: '订单中没有可评价的商品' }}>
          {(o) => {
            const pending = o.lines.filter((l) => !l.evaluation)
            const editable = o.status === 'wait_estimate'
            return (
              <View>
                {pending.length === 0 ? (
                  <View className={styles.thanks}>
                    <Text className={styles.thanksTitle}>感谢您的评价</Text>
                    <Button variant="secondary" size="small" onClick={() => void navigate(url(PAGES.peopleLike))}>
                      猜你喜欢
                    </Button>
                  </View>
                ) : (
                  !editable && <Text className={styles.note}>当前订单{o.statusLabel}，暂不能评价</Text>
                )}
                {o.lines.map((line) => (
                  <EvaluationCard
                    key={line.lineId}
                    line={line}
                    draft={draftOf(line.lineId)}
                    editable={editable}
                    busy={busy}
                    upload={uploadImage}
                    onChange={(draft) => setDrafts((d) => ({ ...d, [line.lineId]: draft }))}
                    onSubmit={() => void submit([line])}
                  />
                ))}
                {editable && pending.length > 1 && (
                  <BottomBar>
                    <Button block disabled={busy} onClick={() => void submit(pending)}>
                      全部提交
                    </Button>
                  </BottomBar>
                )}
              </View>
            )
          }}
        </QueryView>
      )}
    </Page>
  )
}
