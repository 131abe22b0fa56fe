import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Page } from '../../components/page'
import { LoginForm } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { pageParam } from '../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * Login / register. Afterwards back to where the shopper came from: the `redirect` page when a page that needs
 * login sent the shopper here, else the previous page (home when the login page was opened directly).
 */
export default function LoginPage() {
  const redirect = pageParam(useRouter().params.redirect)
  const done = () => void (redirect ? navigate(redirect, { replace: true }) : navigate(1))
  return (
    <Page>
      <View className={styles.intro}>
        <Text className={styles.title}>手机号登录</Text>
        <Text className={styles.subtitle}>未注册的手机号验证后将自动创建账号</Text>
      </View>
      <LoginForm onDone={done} />
    </Page>
  )
}
