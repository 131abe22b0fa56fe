import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CommentOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  FormOutlined,
  IdcardOutlined,
  MenuOutlined,
  NotificationOutlined,
  RollbackOutlined,
  ShopOutlined,
  SolutionOutlined,
  UnorderedListOutlined,
  FireOutlined,
  NumberOutlined,
  TagsOutlined,
  GiftOutlined,
  LayoutOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
  CustomerServiceOutlined,
  QuestionCircleOutlined,
  MessageOutlined,
} from '@ant-design/icons'
import type { Permission } from '@shop/contracts/permissions'

/** The menu's groups, in menu order; a page without a group sits at the top level. */
export const GROUPS = {
  goods: { name: '商品', icon: <ShoppingOutlined /> },
  content: { name: '内容', icon: <LayoutOutlined /> },
  marketing: { name: '营销', icon: <GiftOutlined /> },
  orders: { name: '订单', icon: <ProfileOutlined /> },
  members: { name: '会员', icon: <UserOutlined /> },
  service: { name: '客服', icon: <CustomerServiceOutlined /> },
  system: { name: '系统', icon: <SettingOutlined /> },
} satisfies Record<string, { name: string; icon: ReactNode }>

export type Group = keyof typeof GROUPS

export interface PageEntry {
  /** Below /console, e.g. `/goods` (a page's own sub-routes: `/goods/*` in its path). */
  path: string
  /** The menu's and the page title's name. */
  name: string
  icon: ReactNode
  group?: Group
  /** Who sees the page in the menu and may open it. */
  permission: Permission
  /** The page, loaded when first opened: each page is its own chunk. */
  page: LazyExoticComponent<ComponentType>
  /** Listed in the menu (false: reached from another page, e.g. a detail). */
  menu?: boolean
}

/**
 * Every page of the console, in menu order. A new page is one entry here and its folder `src/pages/<domain>/`
 * (apps/console/README.md).
 */
export const PAGES: PageEntry[] = [
  {
    path: '/dashboard',
    name: '经营概况',
    icon: <DashboardOutlined />,
    permission: 'dashboard.view',
    page: lazy(() => import('./pages/dashboard/DashboardPage')),
  },
  {
    path: '/goods',
    name: '商品列表',
    icon: <AppstoreOutlined />,
    group: 'goods',
    permission: 'goods.view',
    page: lazy(() => import('./pages/goods/GoodsPage')),
  },
  {
    path: '/goods/new',
    name: '新建商品',
    icon: <AppstoreOutlined />,
    group: 'goods',
    permission: 'goods.edit',
    page: lazy(() => import('./pages/goods/GoodsEditPage')),
    menu: false,
  },
  {
    path: '/goods/:goodsId',
    name: '编辑商品',
    icon: <AppstoreOutlined />,
    group: 'goods',
    permission: 'goods.edit',
    page: lazy(() => import('./pages/goods/GoodsEditPage')),
    menu: false,
  },
  {
    path: '/stock',
    name: '库存管理',
    icon: <DatabaseOutlined />,
    group: 'goods',
    permission: 'goods.view',
    page: lazy(() => import('./pages/goods/StockPage')),
  },
  {
    path: '/categories',
    name: '商品分类',
    icon: <ApartmentOutlined />,
    group: 'goods',
    permission: 'goods.view',
    page: lazy(() => import('./pages/goods/CategoriesPage')),
  },
  {
    path: '/content/pages',
    name: '页面装修',
    icon: <AppstoreOutlined />,
    group: 'content',
    permission: 'content.edit',
    page: lazy(() => import('./pages/content/PagesPage')),
  },
  {
    path: '/content/pages/:code',
    name: '装修页面',
    icon: <AppstoreOutlined />,
    group: 'content',
    permission: 'content.edit',
    page: lazy(() => import('./pages/content/PageEditorPage')),
    menu: false,
  },
  {
    path: '/content/dialogs',
    name: '页面弹窗',
    icon: <NotificationOutlined />,
    group: 'content',
    permission: 'content.edit',
    page: lazy(() => import('./pages/content/DialogsPage')),
  },
  {
    path: '/content/tab-bar',
    name: '底部导航',
    icon: <MenuOutlined />,
    group: 'content',
    permission: 'content.edit',
    page: lazy(() => import('./pages/content/TabBarPage')),
  },
  {
    path: '/content/rich-texts',
    name: '富文本页面',
    icon: <FileTextOutlined />,
    group: 'content',
    permission: 'content.edit',
    page: lazy(() => import('./pages/content/RichTextPage')),
  },
  {
    path: '/content/store-settings',
    name: '店铺设置',
    icon: <ShopOutlined />,
    group: 'content',
    permission: 'content.edit',
    page: lazy(() => import('./pages/content/StoreSettingsPage')),
  },
  {
    path: '/content/articles',
    name: '种草文章',
    icon: <FormOutlined />,
    group: 'content',
    permission: 'articles.edit',
    page: lazy(() => import('./pages/discovery/ArticlesPage')),
  },
  {
    path: '/content/comments',
    name: '评论审核',
    icon: <CommentOutlined />,
    group: 'content',
    permission: 'comments.moderate',
    page: lazy(() => import('./pages/discovery/CommentsPage')),
  },
  {
    path: '/coupons',
    name: '优惠券',
    icon: <TagsOutlined />,
    group: 'marketing',
    permission: 'coupons.view',
    page: lazy(() => import('./pages/marketing/CouponsPage')),
  },
  {
    path: '/promotions',
    name: '促销活动',
    icon: <FireOutlined />,
    group: 'marketing',
    permission: 'coupons.view',
    page: lazy(() => import('./pages/marketing/PromotionsPage')),
  },
  {
    path: '/promotion-codes',
    name: '优惠码',
    icon: <NumberOutlined />,
    group: 'marketing',
    permission: 'coupons.view',
    page: lazy(() => import('./pages/marketing/PromotionCodesPage')),
  },
  {
    path: '/surveys',
    name: '问卷调查',
    icon: <SolutionOutlined />,
    group: 'marketing',
    permission: 'programmes.edit',
    page: lazy(() => import('./pages/programmes/SurveysPage')),
  },
  {
    path: '/help-activities',
    name: '好友助力',
    icon: <TeamOutlined />,
    group: 'marketing',
    permission: 'programmes.edit',
    page: lazy(() => import('./pages/programmes/HelpActivitiesPage')),
  },
  {
    path: '/orders',
    name: '订单列表',
    icon: <UnorderedListOutlined />,
    group: 'orders',
    permission: 'orders.view',
    page: lazy(() => import('./pages/orders/OrdersPage')),
  },
  {
    path: '/orders/:orderId',
    name: '订单详情',
    icon: <UnorderedListOutlined />,
    group: 'orders',
    permission: 'orders.view',
    page: lazy(() => import('./pages/orders/OrderDetailPage')),
    menu: false,
  },
  {
    path: '/refunds',
    name: '退款售后',
    icon: <RollbackOutlined />,
    group: 'orders',
    permission: 'refunds.view',
    page: lazy(() => import('./pages/refunds/RefundsPage')),
  },
  {
    path: '/invoices',
    name: '发票管理',
    icon: <AccountBookOutlined />,
    group: 'orders',
    permission: 'invoices.manage',
    page: lazy(() => import('./pages/invoices/InvoicesPage')),
  },
  {
    path: '/reviews',
    name: '评价管理',
    icon: <CommentOutlined />,
    group: 'orders',
    permission: 'reviews.moderate',
    page: lazy(() => import('./pages/evaluations/ReviewsPage')),
  },
  {
    path: '/members',
    name: '会员列表',
    icon: <IdcardOutlined />,
    group: 'members',
    permission: 'members.view',
    page: lazy(() => import('./pages/members/MembersPage')),
  },
  {
    path: '/members/:customerId',
    name: '会员详情',
    icon: <IdcardOutlined />,
    group: 'members',
    permission: 'members.view',
    page: lazy(() => import('./pages/members/MemberDetailPage')),
    menu: false,
  },
  {
    path: '/messages',
    name: '站内信群发',
    icon: <NotificationOutlined />,
    group: 'members',
    permission: 'messages.send',
    page: lazy(() => import('./pages/members/MessagesPage')),
  },
  {
    path: '/chat',
    name: '客服工作台',
    icon: <MessageOutlined />,
    group: 'service',
    permission: 'chat.answer',
    page: lazy(() => import('./pages/customer-service/InboxPage')),
  },
  {
    path: '/help',
    name: '帮助中心',
    icon: <QuestionCircleOutlined />,
    group: 'service',
    permission: 'help.edit',
    page: lazy(() => import('./pages/customer-service/HelpCentrePage')),
  },
  {
    path: '/settings',
    name: '商城设置',
    icon: <ControlOutlined />,
    group: 'system',
    permission: 'settings.edit',
    page: lazy(() => import('./pages/members/SettingsPage')),
  },
  {
    path: '/staff',
    name: '员工管理',
    icon: <TeamOutlined />,
    group: 'system',
    permission: 'staff.manage',
    page: lazy(() => import('./pages/staff/StaffPage')),
  },
  {
    path: '/roles',
    name: '角色权限',
    icon: <SafetyCertificateOutlined />,
    group: 'system',
    permission: 'staff.manage',
    page: lazy(() => import('./pages/staff/RolesPage')),
  },
  {
    path: '/audit',
    name: '操作日志',
    icon: <AuditOutlined />,
    group: 'system',
    permission: 'audit.view',
    page: lazy(() => import('./pages/staff/AuditPage')),
  },
]

/** The pages a set of permissions opens, in menu order: pages without a group first, then group by group. */
export function pagesFor(permissions: readonly string[]): PageEntry[] {
  const open = PAGES.filter((entry) => permissions.includes(entry.permission))
  const groups = Object.keys(GROUPS) as Group[]
  return [
    ...open.filter((entry) => !entry.group),
    ...groups.flatMap((group) => open.filter((entry) => entry.group === group)),
  ]
}
