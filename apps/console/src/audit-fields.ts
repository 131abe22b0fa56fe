/**
 * What 操作日志 calls the fields of each audit target (`targetType` → field → name), so a write's before and after
 * read in Chinese. A domain whose writes are audited adds its target here; a field without a name shows its key.
 */
export const AUDIT_FIELDS: Record<string, Record<string, string>> = {
  staff: {
    userid: '员工ID',
    username: '用户名',
    name: '姓名',
    mobile: '手机号',
    roleCode: '角色编码',
    roleName: '角色',
    counterName: '专柜',
    disabled: '已停用',
    wecom: '企业微信账号',
    lockedUntil: '锁定至',
    lastLoginAt: '最近登录',
  },
  role: {
    code: '角色编码',
    name: '角色名称',
    permissions: '权限',
    builtIn: '内置角色',
    locked: '锁定',
    staffCount: '员工数',
  },
}
