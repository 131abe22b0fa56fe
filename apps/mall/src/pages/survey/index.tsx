import { Text, Textarea, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import type { SurveyQuestionDef } from '@shop/contracts'
import { useState } from 'react'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { Empty, QueryView } from '../../components/states'
import { requireCustomer, useSession } from '../../features/session'
import { submitSurvey, useSurvey } from '../../features/survey'
import { useBusy } from '../../lib/hooks/use-busy'
import { BRAND_COLOR } from '../../lib/display/theme'
import { pageParam } from '../../lib/navigation/routes'
import styles from './index.module.css'

type Value = string | string[] | number

function Question({
  question,
  value,
  onChange,
}: {
  question: SurveyQuestionDef
  value: Value | undefined
  onChange: (value: Value) => void
}) {
  const chips = (items: { key: string; label: string; on: boolean; pick: () => void }[]) => (
    <View className={styles.choices} role={question.kind === 'multiple' ? 'group' : 'radiogroup'}>
      {items.map((item) => (
        <View
          key={item.key}
          className={`${styles.choice} ${item.on ? styles.chosen : ''}`}
          role={question.kind === 'multiple' ? 'checkbox' : 'radio'}
          aria-checked={item.on}
          onClick={item.pick}
        >
          {item.label}
        </View>
      ))}
    </View>
  )
  const list = Array.isArray(value) ? value : []
  return (
    <View className={styles.question}>
      <Text className={styles.title}>
        {question.title}
        {question.required && <Text className={styles.required}>*</Text>}
      </Text>
      {question.kind === 'single' &&
        chips(
          (question.options ?? []).map((o) => ({
            key: o.id,
            label: o.label,
            on: value === o.id,
            pick: () => onChange(o.id),
          })),
        )}
      {question.kind === 'multiple' &&
        chips(
          (question.options ?? []).map((o) => ({
            key: o.id,
            label: o.label,
            on: list.includes(o.id),
            pick: () => onChange(list.includes(o.id) ? list.filter((x) => x !== o.id) : [...list, o.id]),
          })),
        )}
      {question.kind === 'rating' &&
        chips(
          Array.from({ length: question.scale ?? 5 }, (_, i) => ({
            key: String(i + 1),
            label: `${i + 1}分`,
            on: value === i + 1,
            pick: () => onChange(i + 1),
          })),
        )}
      {question.kind === 'text' && (
        <Textarea
          className={styles.text}
          value={typeof value === 'string' ? value : ''}
          maxlength={question.maxLength ?? 200}
          placeholder="请输入"
          onInput={(e) => onChange(e.detail.value)}
        />
      )}
    </View>
  )
}

/** 问卷 (query id): the survey's questions; submitted once, rewarded with points. */
export default function SurveyPage() {
  const id = Number(pageParam(useRouter().params.id)) || 0
  const session = useSession()
  const survey = useSurvey(id, session.status)
  const [answers, setAnswers] = useState<Record<string, Value>>({})
  const { busy, run } = useBusy()

  const submit = (version: number) =>
    run(async () => {
      if (!(await requireCustomer())) return
      const result = await submitSurvey(id, version, answers)
      await Taro.showModal({
        title: '提交成功',
        content: result.rewardPoints > 0 ? `感谢参与，${result.rewardPoints}积分已到账` : '感谢您的参与',
        showCancel: false,
        confirmColor: BRAND_COLOR,
      })
      survey.reload()
    })

  return (
    <Page>
      {id === 0 ? (
        <Empty mark="?" title="没有找到这个问卷" hint="链接可能已失效" />
      ) : (
        <QueryView query={survey}>
          {(s) => (
            <View>
              <Card label="问卷说明">
                <Text className={styles.intro}>{s.description || s.title}</Text>
                {s.rewardPoints > 0 && <View className={styles.reward}>提交即得 {s.rewardPoints} 积分</View>}
              </Card>
              {s.answered ? (
                <Empty mark="谢" title="您已提交过该问卷" hint="感谢您的参与" />
              ) : !s.open ? (
                <Empty mark="止" title="问卷未开始或已结束" />
              ) : (
                <>
                  <Card label={s.title}>
                    {s.questions.map((q) => (
                      <Question
                        key={q.id}
                        question={q}
                        value={answers[q.id]}
                        onChange={(value) => setAnswers((all) => ({ ...all, [q.id]: value }))}
                      />
                    ))}
                  </Card>
                  <BottomBar>
                    <Button block disabled={busy} onClick={() => void submit(s.version)}>
                      提交问卷
                    </Button>
                  </BottomBar>
                </>
              )}
            </View>
          )}
        </QueryView>
      )}
    </Page>
  )
}
