import { PERMISSIONS, PERMISSION_CODES, type Permission } from '@shop/contracts/permissions'

/** The checklist's sections: a permission belongs to the domain its code starts with (`goods.price` → 商品). */
const DOMAINS: Record<string, string> = {
  dashboard: '经营概况',
  goods: '商品',
  stock: '商品',
  categories: '商品',
  content: '页面装修',
  articles: '种草',
  comments: '种草',
  coupons: '优惠券与促销',
  orders: '订单',
  refunds: '售后',
  invoices: '售后',
  reviews: '售后',
  members: '会员',
  messages: '会员',
  settings: '设置',
  staff: '员工与日志',
  audit: '员工与日志',
  distribution: '分销',
  chat: '客服',
  help: '客服',
  programmes: '会员营销',
  guides: '导购与门店',
  jobs: '系统',
}

export interface PermissionGroup {
  name: string
  permissions: { code: Permission; label: string }[]
}

/** Every permission, grouped by domain in the order permissions.ts lists them. */
export const PERMISSION_GROUPS: PermissionGroup[] = PERMISSION_CODES.reduce<PermissionGroup[]>((groups, code) => {
  const name = DOMAINS[code.split('.')[0]!] ?? '其他'
  let group = groups.find((g) => g.name === name)
  if (!group) groups.push((group = { name, permissions: [] }))
  group.permissions.push({ code, label: PERMISSIONS[code] })
  return groups
}, [])
