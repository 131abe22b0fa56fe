import type { StaffMe, staffLogin, staffSignOut, staffWhoAmI } from '@shop/contracts'
import type { Permission } from '@shop/contracts/permissions'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { call, clearToken, endpoint, getToken, setToken, whenSignedOut } from './http'

const login = endpoint<typeof staffLogin>('POST', 'merchant/login')
const whoAmI = endpoint<typeof staffWhoAmI>('GET', 'merchant/me')
const endSession = endpoint<typeof staffSignOut>('POST', 'merchant/logout')

export interface Session {
  /** `loading` while a kept token is checked with merchant/me on start. */
  status: 'loading' | 'signedIn' | 'signedOut'
  staff: StaffMe | null
  signIn(username: string, password: string): Promise<StaffMe>
  /** 退出登录: the server ends the token too, so a copy of it stops working. */
  signOut(): void
}

const SessionContext = createContext<Session | null>(null)

/** The signed-in staff member: a token kept in localStorage, and their role's permissions read from the server. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<StaffMe | null>(null)
  const [status, setStatus] = useState<Session['status']>(getToken() ? 'loading' : 'signedOut')

  /** Forgets the token here (a 401 means the server has already ended it). */
  const forget = useCallback(() => {
    clearToken()
    setStaff(null)
    setStatus('signedOut')
  }, [])

  const signOut = useCallback(() => {
    if (getToken()) void call(endSession).catch(() => undefined)
    forget()
  }, [forget])

  useEffect(() => {
    whenSignedOut(forget)
    if (!getToken()) return
    call(whoAmI).then(
      (me) => {
        setStaff(me)
        setStatus('signedIn')
      },
      () => forget(),
    )
  }, [forget])

  const signIn = useCallback(async (username: string, password: string) => {
    clearToken()
    const answer = await call(login, { body: { username, password } })
    setToken(answer.token)
    setStaff(answer.staff)
    setStatus('signedIn')
    return answer.staff
  }, [])

  const session = useMemo(() => ({ status, staff, signIn, signOut }), [status, staff, signIn, signOut])
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside <SessionProvider>')
  return session
}

/** Whether the signed-in role holds a permission: `useCan('goods.price')`. */
export function useCan(permission: Permission): boolean {
  return useSession().staff?.permissions.includes(permission) ?? false
}

/** Shows its children only to a role that holds the permission: `<Can permission="goods.price">…</Can>`. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? <>{children}</> : null
}
