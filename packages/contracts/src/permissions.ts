/**
 * What staff may do in the console, action by action (docs/console.md). Every merchant call names one permission
 * (`RouteDef.permission`); the server checks it on every call (403 `forbidden` 您没有操作权限哦) and the console hides
 * what the signed-in role lacks. This file holds no schema, so the console imports its values (docs/adr/0012).
 */
export const PERMISSIONS = {
  'dashboard.view': '查看经营概况',
  'goods.view': '查看商品',
  'goods.edit': '编辑、上下架商品',
  'goods.price': '修改商品价格',
  'stock.adjust': '调整库存',
  'categories.edit': '编辑商品分类',
  'content.edit': '编辑页面装修',
  'content.publish': '发布、回滚页面装修',
  'articles.edit': '编辑种草文章',
  'comments.moderate': '审核文章评论',
  'coupons.view': '查看优惠券与促销',
  'coupons.edit': '编辑优惠券与促销',
  'coupons.issue': '向会员发放优惠券',
  'orders.view': '查看订单',
  'orders.ship': '订单发货',
  'orders.cancel': '取消订单',
  'orders.remark': '订单备注',
  'orders.export': '导出订单',
  'refunds.view': '查看售后',
  'refunds.decide': '审核退款',
  'refunds.receive': '确认退货入库',
  'invoices.manage': '处理发票',
  'reviews.moderate': '回复、隐藏评价',
  'members.view': '查看会员',
  'members.points': '调整会员积分',
  'members.export': '导出会员',
  'messages.send': '发送站内信',
  'settings.edit': '修改商城设置',
  'staff.manage': '管理员工与角色',
  'audit.view': '查看操作日志',
  'distribution.view': '查看分销员、绑定与佣金',
  'distribution.manage': '审核、任命分销员，改绑，佣金规则',
  'distribution.withdrawals': '审核佣金提现',
  'chat.answer': '接待客服会话',
  'help.edit': '编辑帮助中心与客服设置',
  'programmes.view': '查看会员营销活动',
  'programmes.edit': '编辑会员营销活动（签到、抽奖、问卷、助力）与积分规则',
  'guides.view': '查看导购与门店',
  'guides.edit': '编辑导购与门店',
  'jobs.view': '查看后台任务',
  'jobs.retry': '重试失败的后台任务',
  'keyClients.view': '查看大客户与大客户订单',
  'keyClients.manage': '管理大客户，代大客户下单',
} as const

export type Permission = keyof typeof PERMISSIONS
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as Permission[]

/** The roles every shop starts with; `owner` holds every permission and cannot be changed. */
export const BUILT_IN_ROLES = {
  owner: { name: '店主', permissions: PERMISSION_CODES },
  operations: {
    name: '运营',
    permissions: PERMISSION_CODES.filter((p) => p !== 'staff.manage' && p !== 'audit.view'),
  },
  customer_service: {
    name: '客服',
    permissions: [
      'dashboard.view',
      'goods.view',
      'coupons.view',
      'coupons.issue',
      'orders.view',
      'orders.cancel',
      'orders.remark',
      'refunds.view',
      'refunds.decide',
      'invoices.manage',
      'reviews.moderate',
      'members.view',
      'messages.send',
      'chat.answer',
      'help.edit',
    ],
  },
  warehouse: {
    name: '仓库',
    permissions: [
      'goods.view',
      'stock.adjust',
      'orders.view',
      'orders.ship',
      'orders.remark',
      'refunds.view',
      'refunds.receive',
    ],
  },
  finance: {
    name: '财务',
    permissions: [
      'dashboard.view',
      'goods.view',
      'orders.view',
      'orders.export',
      'refunds.view',
      'refunds.decide',
      'invoices.manage',
      'members.view',
      'members.export',
      'audit.view',
      'distribution.view',
      'distribution.withdrawals',
      'keyClients.view',
    ],
  },
  guide: { name: '导购', permissions: ['goods.view', 'coupons.view', 'orders.view', 'members.view', 'guides.view'] },
  counter: { name: '专柜BA', permissions: ['goods.view', 'members.view'] },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>

export type BuiltInRole = keyof typeof BUILT_IN_ROLES
