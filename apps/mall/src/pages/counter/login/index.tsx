import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Empty, Loading } from '../../../components/states'
import { counterUser, signInCounter, weComAuthorizeUrl } from '../../../features/counter'
import { isApiError } from '../../../lib/http/api-error'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import { browser } from '../../../platform/browser'
import { client } from '../../../platform/client'
import styles from './index.module.css'

const STATE_KEY = 'shop.counterLoginState'
const HERE = `/${PAGES.counterLogin}`

/**
 * The counter portal's sign-in, H5 inside WeCom (spec §6): 企业微信登录 goes through WeCom's silent web authorization,
 * which comes back here with a code; the code becomes the counter token (kept apart from any shopper's). WeCom's
 * refusals read 企业微信登录错误, a person who is no member of the corp 未获取到BA的userId.
 */
export default function CounterLoginPage() {
  const params = useRouter().params
  const code = pageParam(params.code)
  const state = pageParam(params.state)
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(code !== '')

  useEffect(() => {
    if (code === '') {
      if (counterUser()) void navigate(url(PAGES.counter), { replace: true })
      return
    }
    const expected: unknown = Taro.getStorageSync(STATE_KEY)
    Taro.removeStorageSync(STATE_KEY)
    if (expected !== state) {
      setWorking(false)
      setProblem('企业微信登录错误')
      return
    }
    signInCounter(code).then(
      () => void navigate(url(PAGES.counter), { replace: true }),
      (e: unknown) => {
        setWorking(false)
        setProblem(isApiError(e) ? e.message : '企业微信登录错误')
      },
    )
  }, [code, state])

  const start = async () => {
    setWorking(true)
    setProblem(null)
    const nonce = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
    Taro.setStorageSync(STATE_KEY, nonce)
    try {
      browser.open(await weComAuthorizeUrl(HERE, nonce))
    } catch {
      setWorking(false) // the request layer has said why
    }
  }

  if (client.kind() === 'Weapp') {
    return (
      <Page>
        <Empty mark="柜" title="请在企业微信中打开柜台工作台" />
      </Page>
    )
  }
  return (
    <Page>
      {working ? (
        <Loading text="正在登录…" />
      ) : (
        <View className={styles.box}>
          <Text className={styles.title}>柜台工作台</Text>
          <Text className={styles.hint}>专柜BA请使用企业微信账号登录</Text>
          {problem && (
            <View className={styles.problem} role="alert">
              {problem}
            </View>
          )}
          <Button block onClick={() => void start()}>
            企业微信登录
          </Button>
        </View>
      )}
    </Page>
  )
}
