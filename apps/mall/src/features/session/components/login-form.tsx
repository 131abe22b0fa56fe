import { Button as PlatformButton, Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/button'
import { isApiError } from '../../../lib/http/api-error'
import { navigate } from '../../../lib/navigation/navigation'
import { resetLoginJump } from '../../../lib/http/request'
import { PAGES, url } from '../../../lib/navigation/routes'
import { useBusy } from '../../../lib/hooks/use-busy'
import { useCountdown } from '../../../lib/hooks/use-countdown'
import { createMember } from '../api/create-member'
import { h5Login } from '../api/h5-login'
import { sendLoginCode } from '../api/send-login-code'
import { LOGIN_ERRORS, loginErrors, mobileError, type LoginErrors } from '../login-rules'
import { sessionStore, setProfile, signIn, wechatSignIn } from '../session.store'
import styles from './login-form.module.css'
import { client } from '../../../platform/client'

const RESEND_SECONDS = 60

/** An agreement link inside the checkbox label: opens the rich-text page without ticking the box. */
const openAgreement = (id: 'UserAgreement' | 'PrivacyPolicy') => (e: { stopPropagation: () => void }) => {
  e.stopPropagation()
  void navigate(url(PAGES.richText, { id }))
}

/** The server's words for a failed call, or a general one. */
const reason = (error: unknown) => (isApiError(error) && error.status < 500 && error.message) || '登录失败，请稍后再试'

/**
 * Phone + SMS code login (both platforms), and in the mini-program WeChat's phone-number button, which makes the
 * customer a member. `onDone` runs after a successful login.
 */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<LoginErrors>({})
  const { busy, run } = useBusy()
  const [sentOnce, setSentOnce] = useState(false)
  const countdown = useCountdown()

  // Leaving the login page, logged in or not, lets the next auth failure lead here again.
  useEffect(() => resetLoginJump, [])

  const sendCode = async () => {
    if (countdown.left > 0 || busy) return
    const error = mobileError(mobile)
    setErrors({ mobile: error })
    if (error) return
    await run(async () => {
      try {
        const { resendAfter } = await sendLoginCode(mobile)
        countdown.start(resendAfter > 0 ? resendAfter : RESEND_SECONDS)
        setSentOnce(true)
        void Taro.showToast({ title: '验证码已发送', icon: 'none' })
      } catch (e) {
        setErrors({ form: reason(e) })
      }
    })
  }

  const submit = async () => {
    if (busy) return
    const found = loginErrors({ mobile, code, agreed })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    await run(async () => {
      try {
        signIn(await h5Login(mobile, code))
        void Taro.showToast({ title: '登录成功', icon: 'success' })
        onDone()
      } catch (e) {
        setErrors({ form: reason(e) })
      }
    })
  }

  /** weapp: WeChat hands over a one-time code for the phone number; the customer becomes a member with it. */
  const withWeChatPhone = async (phoneCode: string | undefined) => {
    if (!agreed) return setErrors({ agreement: LOGIN_ERRORS.agreement })
    if (!phoneCode || busy) return // the shopper declined
    await run(async () => {
      try {
        if (sessionStore.get().status !== 'customer') await wechatSignIn()
        setProfile(await createMember(phoneCode))
        resetLoginJump()
        void Taro.showToast({ title: '登录成功', icon: 'success' })
        onDone()
      } catch (e) {
        setErrors({ form: reason(e) })
      }
    })
  }

  const codeLabel = countdown.left > 0 ? `${countdown.left}s后重新获取` : sentOnce ? '重新获取' : '获取验证码'

  return (
    <View className={styles.form}>
      <View className={`${styles.field} ${errors.mobile ? styles.invalid : ''}`}>
        <Text className={styles.prefix}>+86</Text>
        <Input
          className={styles.input}
          type="number"
          maxlength={11}
          placeholder="请输入手机号"
          value={mobile}
          onInput={(e) => setMobile(e.detail.value.replace(/\D/g, ''))}
        />
      </View>
      {errors.mobile && <Text className={styles.error}>{errors.mobile}</Text>}

      <View className={`${styles.field} ${errors.code ? styles.invalid : ''}`}>
        <Input
          className={styles.input}
          type="number"
          maxlength={6}
          placeholder="请输入6位验证码"
          value={code}
          onInput={(e) => setCode(e.detail.value.replace(/\D/g, ''))}
        />
        <View
          className={`${styles.sendCode} ${countdown.left > 0 ? styles.sendCodeWaiting : ''}`}
          role="button"
          onClick={() => void sendCode()}
        >
          {codeLabel}
        </View>
      </View>
      {errors.code && <Text className={styles.error}>{errors.code}</Text>}

      <View className={styles.agreement} onClick={() => setAgreed(!agreed)}>
        <View className={`${styles.check} ${agreed ? styles.checked : ''}`} role="checkbox" aria-checked={agreed} />
        <View className={styles.agreementText}>
          <Text>我已阅读并同意</Text>
          <Text className={styles.link} onClick={openAgreement('UserAgreement')}>
            《用户协议》
          </Text>
          <Text>和</Text>
          <Text className={styles.link} onClick={openAgreement('PrivacyPolicy')}>
            《隐私政策》
          </Text>
        </View>
      </View>
      {errors.agreement && <Text className={styles.error}>{errors.agreement}</Text>}
      {errors.form && <Text className={`${styles.error} ${styles.formError}`}>{errors.form}</Text>}

      <View className={styles.actions}>
        <Button block disabled={busy} onClick={() => void submit()}>
          登录
        </Button>
        {client.wechatButtons && (
          <PlatformButton
            className={styles.wechat}
            openType="getPhoneNumber"
            onGetPhoneNumber={(e) => void withWeChatPhone((e.detail as { code?: string }).code)}
          >
            微信手机号快捷登录
          </PlatformButton>
        )}
      </View>
    </View>
  )
}
