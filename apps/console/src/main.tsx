import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { FeedbackBridge } from './lib/feedback-bridge'
import { SessionProvider } from './lib/session'
import { ConsoleRouter } from './router'

dayjs.locale('zh-cn')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1f6f5c', colorLink: '#1f6f5c' } }}>
      <AntApp>
        <FeedbackBridge />
        <SessionProvider>
          <ConsoleRouter />
        </SessionProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
)
