import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { LoginForm, takePendingAction } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { pageParam } from '../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * Login / register. Afterwards back to where the shopper came from: the `redirect` page when a page that needs
 * login sent the shopper here, else the previous page (home when the login page was opened directly), where the
 * action that sent the shopper here (requireCustomer's) is then done. Leaving without signing in drops it.
 */
export default function LoginPage() {
  const redirect = pageParam(useRouter().params.redirect)
  useEffect(() => () => void takePendingAction(), [])
  const done = async () => {
    const resume = takePendingAction()
    await (redirect ? navigate(redirect, { replace: true }) : navigate(1))
    await resume?.()
  }
  return (
    <Page>
      <View className={styles.intro}>
        <Text className={styles.title}>手机号登录</Text>
        <Text className={styles.subtitle}>未注册的手机号验证后将自动创建账号</Text>
      </View>
      <LoginForm onDone={() => void done()} />
    </Page>
  )
}
