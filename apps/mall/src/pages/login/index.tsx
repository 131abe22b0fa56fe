import { Text, View } from '@tarojs/components'
import { Page } from '../../components/page'
import { LoginForm } from '../../features/session'
import { navigate } from '../../lib/navigation'
import styles from './index.module.css'

/** Login / register: back to where the shopper came from afterwards (home when the page was opened directly). */
export default function LoginPage() {
  return (
    <Page>
      <View className={styles.intro}>
        <Text className={styles.title}>手机号登录</Text>
        <Text className={styles.subtitle}>未注册的手机号验证后将自动创建账号</Text>
      </View>
      <LoginForm onDone={() => void navigate(1)} />
    </Page>
  )
}
