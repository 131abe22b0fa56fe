import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { Check } from '../../../components/check'
import { FormInput, FormRow } from '../../../components/form-row'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import { applyAsRecommender, useDistributorInfo } from '../../../features/distribution'
import { useRequireLogin } from '../../../features/session'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * register: apply as a recommender (推荐官, channel OUT). Shows the application's state when there is one: waiting for
 * the shop, refused with the reason (apply again), or approved (to the work area).
 */
export default function RegisterPage() {
  const { status, profile } = useRequireLogin()
  const inviterKey = useRouter().params.key
  const info = useDistributorInfo(profile?.customerId, status === 'customer')
  const [realName, setRealName] = useState('')
  const [mobile, setMobile] = useState(profile?.customerBasicInfo.mobile ?? '')
  const [agree, setAgree] = useState(false)
  const [sending, setSending] = useState(false)
  const [again, setAgain] = useState(false)

  const submit = async () => {
    if (!realName.trim()) return void Taro.showToast({ title: '请输入真实姓名', icon: 'none' })
    if (!agree) return void Taro.showToast({ title: '请阅读并同意分销协议', icon: 'none' })
    setSending(true)
    try {
      await applyAsRecommender({
        realName: realName.trim(),
        mobile,
        agree: true,
        ...(inviterKey && { inviterKey }),
      })
      void Taro.showToast({ title: '已提交申请', icon: 'success' })
      setAgain(false)
      info.reload()
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSending(false)
    }
  }

  if (status !== 'customer') return <Loading />
  return (
    <Page>
      <QueryView query={info}>
        {({ distributor }) =>
          distributor && !again ? (
            <View className={styles.state}>
              {distributor.status === 'pending' && (
                <>
                  <Text className={styles.stateTitle}>申请审核中</Text>
                  <Text className={styles.stateHint}>我们会尽快审核，请留意消息通知</Text>
                </>
              )}
              {distributor.status === 'rejected' && (
                <>
                  <Text className={styles.stateTitle}>申请未通过</Text>
                  <Text className={styles.stateHint}>{distributor.rejectReason ?? '请完善资料后重新申请'}</Text>
                  <Button onClick={() => setAgain(true)}>重新申请</Button>
                </>
              )}
              {distributor.status === 'approved' && (
                <>
                  <Text className={styles.stateTitle}>您已是{distributor.channelLabel}</Text>
                  <Button onClick={() => void navigate(url(PAGES.distributorWorkArea), { replace: true })}>
                    进入分销中心
                  </Button>
                </>
              )}
              {distributor.status === 'disabled' && <Text className={styles.stateTitle}>您的分销资格已停用</Text>}
            </View>
          ) : (
            <View>
              <Text className={styles.intro}>成为推荐官，分享好物给好友，好友下单后即可获得佣金。</Text>
              <Card>
                <FormRow label="真实姓名">
                  <FormInput
                    value={realName}
                    maxlength={32}
                    placeholder="与身份证一致"
                    onInput={(e) => setRealName(e.detail.value)}
                  />
                </FormRow>
                <FormRow label="手机号">
                  <FormInput
                    value={mobile}
                    type="number"
                    maxlength={11}
                    placeholder="用于联系您"
                    onInput={(e) => setMobile(e.detail.value)}
                  />
                </FormRow>
              </Card>
              <View className={styles.agree}>
                <Check checked={agree} label="同意分销协议" onClick={() => setAgree(!agree)} />
                <Text onClick={() => setAgree(!agree)}>我已阅读并同意</Text>
                <Text
                  className={styles.link}
                  onClick={() => void navigate(url(PAGES.richText, { id: 'DistributorRuleTerms' }))}
                >
                  《分销协议》
                </Text>
              </View>
              <Button block disabled={sending} onClick={() => void submit()}>
                提交申请
              </Button>
            </View>
          )
        }
      </QueryView>
    </Page>
  )
}
