import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { BeautyProfile, CrmCard } from '@shop/contracts'
import { chinaDateTime, maskMobile, MAX_CONCERNS, SCENTS, SHADES, SKIN_CONCERNS, SKIN_TYPES } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import {
  bindCrmCard,
  fetchBeautyProfile,
  fetchCrmCard,
  saveBeautyProfileOf,
  sendCrmCode,
} from '../../../features/membership'
import { mobileError, useRequireLogin } from '../../../features/session'
import { useBusy } from '../../../lib/hooks/use-busy'
import { useCountdown } from '../../../lib/hooks/use-countdown'
import { useQuery } from '../../../lib/hooks/use-query'
import { isApiError } from '../../../lib/http/api-error'
import styles from './index.module.css'

/** 时尚档案: the brand CRM's member card (bind, change the mobile, level and points) and the beauty profile. */
export default function ArchivesPage() {
  const { status, profile } = useRequireLogin()
  if (status !== 'customer') {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  return (
    <Page>
      <MemberCard mobile={profile?.customerBasicInfo.mobile ?? ''} />
      <BeautyProfileForm />
    </Page>
  )
}

const failure = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.message ? error.message : '会员系统繁忙，请稍后再试'

function MemberCard({ mobile }: { mobile: string }) {
  // Not bound yet is an answer (the bind form), not an error.
  const card = useQuery<CrmCard | null>(
    () =>
      fetchCrmCard().catch((error: unknown) => {
        if (isApiError(error) && error.code === 'crmNotBound') return null
        throw error
      }),
    [],
  )
  const [changing, setChanging] = useState(false)
  return (
    <QueryView query={card}>
      {(data) => (
        <Card label="品牌会员卡">
          <Text className={styles.title}>品牌会员卡</Text>
          {data && !changing ? (
            <View className={styles.member}>
              <View className={styles.level}>
                <Text className={styles.levelName}>{data.levelName}</Text>
                <Text className={styles.muted}>No. {data.memberNo}</Text>
              </View>
              <View className={styles.figures}>
                <Text className={styles.points}>{data.points}</Text>
                <Text className={styles.muted}>会员积分</Text>
              </View>
              <Text className={styles.muted}>绑定手机 {maskMobile(data.mobile)}</Text>
              {data.stale && (
                <Text className={styles.stale}>
                  会员系统暂时无法连接，显示的是 {chinaDateTime(Date.parse(data.syncedAt)).slice(0, 16)} 的数据
                </Text>
              )}
              <Button variant="secondary" size="small" onClick={() => setChanging(true)}>
                更换手机号
              </Button>
            </View>
          ) : (
            <BindForm
              initialMobile={changing ? '' : mobile}
              change={changing}
              onDone={(next) => {
                setChanging(false)
                void card.update(async () => next)
              }}
              onCancel={changing ? () => setChanging(false) : undefined}
            />
          )}
        </Card>
      )}
    </QueryView>
  )
}

function BindForm({
  initialMobile,
  change,
  onDone,
  onCancel,
}: {
  initialMobile: string
  change: boolean
  onDone: (card: CrmCard) => void
  onCancel?: (() => void) | undefined
}) {
  const [mobile, setMobile] = useState(initialMobile)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const countdown = useCountdown()
  const { busy, run } = useBusy()

  const send = async () => {
    if (countdown.left > 0 || busy) return
    const wrong = mobileError(mobile)
    if (wrong) return setError(wrong)
    setError('')
    await run(async () => {
      try {
        await sendCrmCode(mobile)
        countdown.start(60)
        void Taro.showToast({ title: '验证码已发送', icon: 'none' })
      } catch (e) {
        setError(failure(e))
      }
    })
  }

  const submit = async () => {
    if (busy) return
    const wrong = mobileError(mobile) ?? (/^\d{6}$/.test(code) ? undefined : '请输入6位验证码')
    if (wrong) return setError(wrong)
    setError('')
    await run(async () => {
      try {
        onDone(await bindCrmCard(mobile, code, change))
        void Taro.showToast({ title: change ? '手机号已更换' : '绑定成功', icon: 'success' })
      } catch (e) {
        setError(failure(e))
      }
    })
  }

  return (
    <View className={styles.form}>
      <Text className={styles.muted}>
        {change ? '验证新手机号后，会员卡将绑定到新手机号' : '绑定品牌会员卡，线上线下积分与等级通用'}
      </Text>
      <Input
        className={styles.field}
        type="number"
        maxlength={11}
        placeholder={change ? '请输入新手机号' : '请输入手机号'}
        value={mobile}
        onInput={(e) => setMobile(e.detail.value.replace(/\D/g, ''))}
      />
      <View className={styles.codeRow}>
        <Input
          className={styles.field}
          type="number"
          maxlength={6}
          placeholder="请输入6位验证码"
          value={code}
          onInput={(e) => setCode(e.detail.value.replace(/\D/g, ''))}
        />
        <View className={styles.sendCode} role="button" onClick={() => void send()}>
          {countdown.left > 0 ? `${countdown.left}s后重新获取` : '获取验证码'}
        </View>
      </View>
      {error && <Text className={styles.error}>{error}</Text>}
      <View className={styles.actions}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button block disabled={busy} onClick={() => void submit()}>
          {change ? '确认更换' : '绑定会员卡'}
        </Button>
      </View>
    </View>
  )
}

type Choices = Record<string, string>

function ChoiceGroup({
  title,
  choices,
  chosen,
  onToggle,
  hint,
}: {
  title: string
  choices: Choices
  chosen: readonly string[]
  onToggle: (code: string) => void
  hint?: string
}) {
  return (
    <View className={styles.group}>
      <Text className={styles.groupTitle}>
        {title}
        {hint && <Text className={styles.muted}> {hint}</Text>}
      </Text>
      <View className={styles.chips}>
        {Object.entries(choices).map(([code, label]) => (
          <View
            key={code}
            role="checkbox"
            aria-checked={chosen.includes(code)}
            className={`${styles.chip} ${chosen.includes(code) ? styles.chipOn : ''}`}
            onClick={() => onToggle(code)}
          >
            {label}
          </View>
        ))}
      </View>
    </View>
  )
}

function BeautyProfileForm() {
  const profile = useQuery(fetchBeautyProfile, [])
  return <QueryView query={profile}>{(data) => <ProfileChoices saved={data} />}</QueryView>
}

/** A single choice toggles off when tapped again; a list adds or removes the code. */
const toggled = (list: readonly string[], code: string) =>
  list.includes(code) ? list.filter((c) => c !== code) : [...list, code]

function ProfileChoices({ saved }: { saved: BeautyProfile }) {
  const [draft, setDraft] = useState(saved)
  const [error, setError] = useState('')
  const { busy, run } = useBusy()

  const toggleConcern = (code: string) => {
    const next = toggled(draft.concerns, code)
    if (next.length > MAX_CONCERNS) return setError(`肌肤困扰最多选择${MAX_CONCERNS}项`)
    setError('')
    setDraft({ ...draft, concerns: next as BeautyProfile['concerns'] })
  }

  const save = async () => {
    await run(async () => {
      try {
        const { skinType, concerns, shade, scents } = draft
        setDraft(await saveBeautyProfileOf({ skinType, concerns, shade, scents }))
        setError('')
        void Taro.showToast({ title: '档案已保存', icon: 'success' })
      } catch (e) {
        setError(failure(e))
      }
    })
  }

  return (
    <Card label="我的时尚档案">
      <Text className={styles.title}>我的时尚档案</Text>
      <Text className={styles.muted}>只有你能看到，用于为你推荐合适的商品和会员礼遇</Text>
      <ChoiceGroup
        title="肤质"
        choices={SKIN_TYPES}
        chosen={draft.skinType ? [draft.skinType] : []}
        onToggle={(code) =>
          setDraft({ ...draft, skinType: draft.skinType === code ? null : (code as BeautyProfile['skinType']) })
        }
      />
      <ChoiceGroup
        title="肌肤困扰"
        hint={`最多${MAX_CONCERNS}项`}
        choices={SKIN_CONCERNS}
        chosen={draft.concerns}
        onToggle={toggleConcern}
      />
      <ChoiceGroup
        title="肤色"
        choices={SHADES}
        chosen={draft.shade ? [draft.shade] : []}
        onToggle={(code) =>
          setDraft({ ...draft, shade: draft.shade === code ? null : (code as BeautyProfile['shade']) })
        }
      />
      <ChoiceGroup
        title="喜欢的香型"
        choices={SCENTS}
        chosen={draft.scents}
        onToggle={(code) => setDraft({ ...draft, scents: toggled(draft.scents, code) as BeautyProfile['scents'] })}
      />
      {error && <Text className={styles.error}>{error}</Text>}
      <Button block disabled={busy} onClick={() => void save()}>
        保存档案
      </Button>
    </Card>
  )
}
