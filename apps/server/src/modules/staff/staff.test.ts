import { afterAll, describe, expect, it } from 'vitest'
import {
  counterMember,
  enterpriseLogin,
  merchantAuditLog,
  merchantCreateRole,
  merchantCreateStaff,
  merchantOrders,
  merchantResetStaffPassword,
  merchantRoles,
  merchantStaffList,
  merchantUpdateRole,
  merchantUpdateStaff,
  staffChangePassword,
  staffLogin,
  staffSignOut,
  staffWhoAmI,
} from '@shop/contracts'
import { createTestApp, TEST_OWNER_PASSWORD } from '../../../test/harness'
import { LOCK_MINUTES, MAX_FAILED_LOGINS } from './staff.service'

const t = await createTestApp()
afterAll(() => t.close())
const owner = await t.loginConsole('owner')
const password = 'Secret-pass-1'

const newStaff = async (username: string, roleCode = 'customer_service') => {
  const made = await t.call(merchantCreateStaff, { token: owner, body: { username, name: '小林', roleCode, password } })
  expect(made.status).toBe(200)
  return made.body
}
const signIn = (username: string, pass = password) => t.call(staffLogin, { body: { username, password: pass } })

describe('console sign-in', () => {
  it('signs the first owner in with every permission', async () => {
    const login = await signIn('owner', TEST_OWNER_PASSWORD)
    expect(login.status).toBe(200)
    expect(login.body.staff).toMatchObject({ username: 'owner', roleCode: 'owner', roleName: '店主' })
    const me = await t.call(staffWhoAmI, { token: login.body.token })
    expect(me.body.permissions).toContain('staff.manage')
    expect(me.body.permissions).toContain('goods.price')
  })

  it('takes the user name in any case, and refuses a wrong password or user name alike', async () => {
    await newStaff('Lin.Case')
    expect((await signIn('lin.case')).status).toBe(200)
    const wrongPassword = await signIn('lin.case', 'Wrong-pass-1')
    const wrongUser = await signIn('nobody-here', password)
    expect([wrongPassword.body.code, wrongUser.body.code]).toEqual(['staffLoginFailed', 'staffLoginFailed'])
    expect(wrongPassword.body.message).toBe('用户名或密码错误')
  })

  it(`locks an account after ${MAX_FAILED_LOGINS} wrong passwords in a row, even for the right one, until the lock ends or an owner unlocks`, async () => {
    const { userid } = await newStaff('lock-me')
    const tries = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS + 3 }, () => signIn('lock-me', 'Wrong-pass-1')),
    )
    expect(tries.filter((r) => r.body.code === 'staffLocked').length).toBeGreaterThanOrEqual(1)
    const right = await signIn('lock-me')
    expect(right.status).toBe(423)
    expect(right.body.message).toBe('密码错误次数过多，账号已锁定，请稍后再试')
    const listed = await t.call(merchantStaffList, { token: owner, query: { keyword: 'lock-me' } })
    expect(listed.body.content[0]!.lockedUntil).not.toBeNull()

    t.clock.advance(LOCK_MINUTES * 60_000 + 1000)
    expect((await signIn('lock-me')).status).toBe(200)

    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await signIn('lock-me', 'Wrong-pass-1')
    expect((await signIn('lock-me')).status).toBe(423)
    const unlocked = await t.call(merchantUpdateStaff, { token: owner, params: { userid }, body: { unlock: true } })
    expect(unlocked.body.lockedUntil).toBeNull()
    expect((await signIn('lock-me')).status).toBe(200)
  })

  it('signing out ends the token on the server', async () => {
    await newStaff('leaving-today')
    const token = (await signIn('leaving-today')).body.token
    expect((await t.call(staffSignOut, { token })).status).toBe(200)
    expect((await t.call(staffWhoAmI, { token })).status).toBe(401)
  })

  it('changes one’s own password only with the old one', async () => {
    await newStaff('pw-change')
    const token = (await signIn('pw-change')).body.token
    const wrong = await t.call(staffChangePassword, {
      token,
      body: { oldPassword: 'Nope-1234', newPassword: 'Newer-pass-2' },
    })
    expect(wrong.body.code).toBe('staffPasswordWrong')
    const weak = await t.call(staffChangePassword, { token, body: { oldPassword: password, newPassword: 'short' } })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toContain('密码至少8位')
    const ok = await t.call(staffChangePassword, {
      token,
      body: { oldPassword: password, newPassword: 'Newer-pass-2' },
    })
    expect(ok.status).toBe(200)
    expect((await signIn('pw-change', 'Newer-pass-2')).status).toBe(200)
    expect((await signIn('pw-change')).status).toBe(400)
  })
})

describe('staff and roles', () => {
  it('refuses a taken user name, an unknown role, and a bad body with Chinese messages', async () => {
    await newStaff('taken-name')
    const again = await t.call(merchantCreateStaff, {
      token: owner,
      body: { username: 'TAKEN-name', name: '又一个', roleCode: 'warehouse', password },
    })
    expect(again.body.code).toBe('staffUsernameTaken')
    const unknownRole = await t.call(merchantCreateStaff, {
      token: owner,
      body: { username: 'role-less', name: '无角色', roleCode: 'no_such_role', password },
    })
    expect(unknownRole.body.code).toBe('roleNotFound')
    const bad = await t.call(merchantCreateStaff, {
      token: owner,
      body: { username: 'a', name: '', roleCode: 'warehouse', password: '12345678' },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body.details)).toContain('用户名为3-32位字母、数字或 _ . -')
  })

  it('a disabled account cannot sign in, and its token stops working at once', async () => {
    const { userid } = await newStaff('leaver', 'operations')
    const token = (await signIn('leaver')).body.token
    expect((await t.call(merchantOrders, { token })).status).toBe(200)
    await t.call(merchantUpdateStaff, { token: owner, params: { userid }, body: { disabled: true } })
    expect((await t.call(merchantOrders, { token })).status).toBe(401)
    expect((await signIn('leaver')).body.code).toBe('staffDisabled')
  })

  it('a role change counts on the next call, not when the token expires', async () => {
    const { userid } = await newStaff('mover', 'warehouse')
    const token = (await signIn('mover')).body.token
    expect((await t.call(merchantOrders, { token })).status).toBe(200)
    await t.call(merchantUpdateStaff, { token: owner, params: { userid }, body: { roleCode: 'counter' } })
    const refused = await t.call(merchantOrders, { token })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('您没有操作权限哦')
  })

  it('keeps at least one enabled owner', async () => {
    const ownerRow = (await t.call(merchantStaffList, { token: owner, query: { roleCode: 'owner' } })).body.content[0]!
    const demote = await t.call(merchantUpdateStaff, {
      token: owner,
      params: { userid: ownerRow.userid },
      body: { roleCode: 'operations' },
    })
    expect(demote.body.code).toBe('staffLastOwner')
    const disable = await t.call(merchantUpdateStaff, {
      token: owner,
      params: { userid: ownerRow.userid },
      body: { disabled: true },
    })
    expect(disable.body.code).toBe('staffLastOwner')
  })

  it('roles: the owner’s is locked; others take a permission list; a new role works at once', async () => {
    const roles = (await t.call(merchantRoles, { token: owner })).body
    expect(roles.map((r) => r.code)).toEqual(expect.arrayContaining(['owner', 'operations', 'customer_service']))
    expect(roles.find((r) => r.code === 'owner')).toMatchObject({ locked: true })
    const lockedEdit = await t.call(merchantUpdateRole, {
      token: owner,
      params: { code: 'owner' },
      body: { name: '老板', permissions: [] },
    })
    expect(lockedEdit.body.code).toBe('roleLocked')
    const badPermission = await t.call(merchantCreateRole, {
      token: owner,
      body: { code: 'auditor', name: '审计', permissions: ['orders.view', 'rocket.launch'] },
    })
    expect(badPermission.status).toBe(400)

    const made = await t.call(merchantCreateRole, {
      token: owner,
      body: { code: 'auditor', name: '审计', permissions: ['audit.view'] },
    })
    expect(made.body).toMatchObject({ code: 'auditor', builtIn: false, permissions: ['audit.view'] })
    expect(
      (await t.call(merchantCreateRole, { token: owner, body: { code: 'auditor', name: '重复', permissions: [] } }))
        .body.code,
    ).toBe('roleCodeTaken')
    await newStaff('auditor-1', 'auditor')
    const token = (await signIn('auditor-1')).body.token
    expect((await t.call(merchantAuditLog, { token })).status).toBe(200)
    expect((await t.call(merchantOrders, { token })).status).toBe(403)
  })
})

describe('the audit log', () => {
  it('records staff writes with who, before and after, and filters them', async () => {
    const { userid } = await newStaff('audited', 'warehouse')
    await t.call(merchantUpdateStaff, { token: owner, params: { userid }, body: { roleCode: 'finance' } })
    await t.call(merchantResetStaffPassword, { token: owner, params: { userid }, body: { password: 'Another-pass-3' } })
    const log = await t.call(merchantAuditLog, { token: owner, query: { targetType: 'staff', targetId: userid } })
    expect(log.status).toBe(200)
    const [reset, change, created] = log.body.content
    expect(created).toMatchObject({ action: 'staff.manage', staffName: '店主', summary: '新增员工 小林（audited）' })
    expect(change!.summary).toContain('角色改为财务')
    expect(change!.before).toMatchObject({ roleCode: 'warehouse' })
    expect(change!.after).toMatchObject({ roleCode: 'finance' })
    expect(reset!.summary).toContain('重置了')
    expect(JSON.stringify(log.body)).not.toMatch(/password|argon2/i)
  })
})

describe('WeCom staff', () => {
  it('keep their sign-in; a counter BA may not make console calls', async () => {
    const ba = await t.call(enterpriseLogin, { params: { code: 'ba-BA001' } })
    expect(ba.status).toBe(200)
    const refused = await t.call(merchantOrders, { token: ba.body.token })
    expect(refused.status).toBe(403)
  })

  it('a counter BA disabled in the console loses the counter portal at once', async () => {
    const ba = await t.call(enterpriseLogin, { params: { code: 'ba-BA777' } })
    const lookup = () => t.call(counterMember, { token: ba.body.token, params: { mobile: '13800000000' } })
    expect((await lookup()).status).not.toBe(401)
    await t.call(merchantUpdateStaff, { token: owner, params: { userid: 'BA777' }, body: { disabled: true } })
    expect((await lookup()).status).toBe(401)
    expect((await t.call(enterpriseLogin, { params: { code: 'ba-BA777' } })).body.code).toBe('staffDisabled')
  })
})
