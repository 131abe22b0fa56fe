import { isMobile, isSmsCode } from '@shop/domain'

/** The login form's checks (spec §5 for the mobile) and the words the shopper reads. */
export const LOGIN_ERRORS = {
  mobile: '请输入正确的手机号',
  code: '请输入6位数字验证码',
  agreement: '请先阅读并同意用户协议和隐私政策',
} as const

export interface LoginErrors {
  mobile?: string
  code?: string
  agreement?: string
  /** What the server answered (wrong or expired code, too many attempts…). */
  form?: string
}

export function mobileError(mobile: string): string | undefined {
  return isMobile(mobile) ? undefined : LOGIN_ERRORS.mobile
}

export function loginErrors(input: { mobile: string; code: string; agreed: boolean }): LoginErrors {
  const errors: LoginErrors = {
    mobile: mobileError(input.mobile),
    code: isSmsCode(input.code) ? undefined : LOGIN_ERRORS.code,
    agreement: input.agreed ? undefined : LOGIN_ERRORS.agreement,
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as LoginErrors
}
