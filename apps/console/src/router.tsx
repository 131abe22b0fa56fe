import { lazy, Suspense, type ReactNode } from 'react'
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router'
import { Result, Spin } from 'antd'
import { PAGES, pagesFor, type PageEntry } from './pages'
import { useCan, useSession } from './lib/session'

// The sign-in page and the layout are chunks of their own, so a visitor's first load carries neither ProLayout nor
// any page.
const LoginPage = lazy(() => import('./pages/login/LoginPage'))
const ConsoleLayout = lazy(() => import('./layout/ConsoleLayout'))
const loading = <Spin style={{ display: 'block', margin: '120px auto' }} />

/** Signed-out visitors go to 登录, which sends them back here after signing in. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') return <Spin fullscreen />
  if (status === 'signedOut')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  return children
}

/** `/console/` opens the first page the role may see. */
function Home() {
  const { staff } = useSession()
  const first = pagesFor(staff?.permissions ?? [])[0]
  if (first) return <Navigate to={first.path.replace(/\/\*$/, '')} replace />
  return <Result status="403" title="暂无可用页面" subTitle="您的角色没有可查看的页面，请联系店主分配权限" />
}

/** A page opened by its address: shown to a role that holds its permission, else a 403 answer. */
function Guarded({ entry }: { entry: PageEntry }) {
  const allowed = useCan(entry.permission)
  if (!allowed) return <Result status="403" title="403" subTitle="您没有操作权限哦" />
  return (
    <Suspense fallback={loading}>
      <entry.page />
    </Suspense>
  )
}

const router = createBrowserRouter(
  [
    {
      path: '/login',
      element: (
        <Suspense fallback={loading}>
          <LoginPage />
        </Suspense>
      ),
    },
    {
      path: '/',
      element: (
        <RequireStaff>
          <Suspense fallback={<Spin fullscreen />}>
            <ConsoleLayout />
          </Suspense>
        </RequireStaff>
      ),
      children: [
        { index: true, element: <Home /> },
        ...PAGES.map((entry) => ({ path: entry.path, element: <Guarded entry={entry} /> })),
        { path: '*', element: <Result status="404" title="404" subTitle="页面不存在" /> },
      ],
    },
  ],
  { basename: '/console' },
)

export function ConsoleRouter() {
  return <RouterProvider router={router} />
}
