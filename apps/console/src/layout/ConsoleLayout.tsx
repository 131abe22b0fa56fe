import { lazy, Suspense, useState } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components'
import { Dropdown, Tag } from 'antd'
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { GROUPS, pagesFor, type Group, type PageEntry } from '../pages'
import { useSession } from '../lib/session'
import { feedback } from '../lib/feedback'

/** Loaded when first opened: its form fields are not part of the first load. */
const ChangePassword = lazy(() => import('./ChangePassword'))

const menuItem = (entry: PageEntry): MenuDataItem => ({
  path: entry.path.replace(/\/\*$/, ''),
  name: entry.name,
  icon: entry.icon,
})

/** The menu of what the role may open: top-level pages, then each group that has any. */
function menuOf(permissions: readonly string[]): MenuDataItem[] {
  const pages = pagesFor(permissions).filter((entry) => entry.menu !== false)
  const groups = Object.entries(GROUPS) as [Group, (typeof GROUPS)[Group]][]
  return [
    ...pages.filter((entry) => !entry.group).map(menuItem),
    ...groups.flatMap(([key, group]) => {
      const children = pages.filter((entry) => entry.group === key).map(menuItem)
      return children.length ? [{ path: `/${key}`, key, name: group.name, icon: group.icon, children }] : []
    }),
  ]
}

/** The console's frame: the menu built from the page registry, the signed-in staff member, 修改密码 and 退出登录. */
export default function ConsoleLayout() {
  const { staff, signOut } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [changingPassword, setChangingPassword] = useState(false)
  const confirmSignOut = () =>
    feedback.modal.confirm({
      title: '退出登录',
      content: '确定退出登录吗？',
      okText: '退出登录',
      cancelText: '取消',
      onOk: () => {
        signOut()
        navigate('/login', { replace: true })
      },
    })

  return (
    <ProLayout
      title="澜肌 · 运营后台"
      logo={false}
      layout="mix"
      fixSiderbar
      siderWidth={208}
      location={{ pathname: location.pathname }}
      route={{ path: '/', children: menuOf(staff?.permissions ?? []) }}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      token={{ header: { heightLayoutHeader: 56 } }}
      avatarProps={{
        size: 'small',
        icon: <UserOutlined />,
        title: (
          <span>
            {staff?.name ?? staff?.username} <Tag style={{ marginInlineStart: 4 }}>{staff?.roleName}</Tag>
          </span>
        ),
        render: (_props, dom) => (
          <Dropdown
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
                { key: 'signOut', icon: <LogoutOutlined />, label: '退出登录' },
              ],
              onClick: ({ key }) => (key === 'password' ? setChangingPassword(true) : confirmSignOut()),
            }}
          >
            {dom}
          </Dropdown>
        ),
      }}
    >
      <Outlet />
      {changingPassword && (
        <Suspense>
          <ChangePassword open onOpenChange={setChangingPassword} />
        </Suspense>
      )}
    </ProLayout>
  )
}
