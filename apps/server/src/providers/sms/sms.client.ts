import type { Clock } from '../../platform/clock'
import { fetchJson, ProviderError, type Fetch } from '../http'
import { TC3_CONTENT_TYPE, tc3Authorization } from './tc3'

/** Sends the sign-in code by SMS. */
export interface SmsSender {
  sendLoginCode(mobile: string, code: string, validMinutes: number): Promise<void>
}

export interface TencentSmsOptions {
  baseUrl: string
  secretId: string
  secretKey: string
  sdkAppId: string
  signName: string
  /** An approved template with two parameters: {1} the code, {2} the minutes it stays valid. */
  templateId: string
  region: string
  fetch: Fetch
  clock: Clock
}

/** Tencent Cloud SMS API 3.0, action SendSms (version 2021-01-11), signed with TC3-HMAC-SHA256. */
export function createTencentSms(options: TencentSmsOptions): SmsSender {
  const host = new URL(options.baseUrl).host
  return {
    async sendLoginCode(mobile, code, validMinutes) {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: options.sdkAppId,
        SignName: options.signName,
        TemplateId: options.templateId,
        TemplateParamSet: [code, String(validMinutes)],
      })
      const timestamp = Math.floor(options.clock.now().getTime() / 1000)
      const answer = await fetchJson('sms', options.fetch, `${options.baseUrl}/`, {
        method: 'POST',
        headers: {
          authorization: tc3Authorization(options.secretId, {
            secretKey: options.secretKey,
            service: 'sms',
            host,
            timestamp,
            payload,
          }),
          'content-type': TC3_CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': options.region,
        },
        body: payload,
      })
      const response = (answer.Response ?? {}) as {
        Error?: { Code: string; Message: string }
        SendStatusSet?: { Code: string; Message: string }[]
      }
      if (response.Error) throw new ProviderError('sms', response.Error.Code, response.Error.Message)
      const status = response.SendStatusSet?.[0]
      if (status?.Code !== 'Ok')
        throw new ProviderError('sms', status?.Code ?? null, status?.Message ?? 'no send status')
    },
  }
}
