// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  NETWORK_ERROR_TEXT,
  NETWORK_FAILURE,
  SERVER_BUSY_TEXT,
  decideErrorOutcome,
  type ErrorOutcome,
  type ErrorPolicy,
} from './error-catalogue'

const body = (code: string, message = 'server says no') => ({ code, message, details: null })

describe('the error catalogue of spec §8', () => {
  const table: Array<[string, number, unknown, ErrorPolicy, ErrorOutcome]> = [
    ['network failure', NETWORK_FAILURE, undefined, {}, { kind: 'toast', text: NETWORK_ERROR_TEXT }],
    ['HTTP 401', 401, body('401'), {}, { kind: 'login' }],
    ['HTTP 401 without a body', 401, '', {}, { kind: 'login' }],
    ['400 carrying code 401', 400, body('401'), {}, { kind: 'login' }],
    ['400 carrying numeric code 401', 400, { code: 401, message: 'x' }, {}, { kind: 'login' }],
    ['500', 500, body('internal'), {}, { kind: 'toast', text: SERVER_BUSY_TEXT }],
    ['503 without a body', 503, undefined, {}, { kind: 'toast', text: SERVER_BUSY_TEXT }],
    ['599', 599, undefined, {}, { kind: 'toast', text: SERVER_BUSY_TEXT }],
    ['tolerated 4xx code', 409, body('alreadyDone'), { toleratedCodes: ['alreadyDone'] }, { kind: 'tolerated' }],
    ['tolerated list is empty by default', 409, body('alreadyDone'), {}, { kind: 'modal', text: 'server says no' }],
    [
      'other 4xx: the server message',
      400,
      body('smsCodeInvalid', '验证码错误'),
      {},
      { kind: 'modal', text: '验证码错误' },
    ],
    ['other 4xx with hideModal', 400, body('smsCodeInvalid', '验证码错误'), { hideModal: true }, { kind: 'silent' }],
    [
      'canNotRefundWhenRefunding',
      400,
      body('canNotRefundWhenRefunding', 'refund in progress'),
      {},
      { kind: 'modal', text: '有部分退单正在处理中' },
    ],
    [
      'select goods before submitting',
      400,
      body('cartEmpty', 'Select goods before submitting the order.'),
      {},
      { kind: 'modal', text: '部分商品库存不足' },
    ],
    [
      'select goods (Chinese wording)',
      400,
      body('cartEmpty', '请选择商品后再提交订单'),
      {},
      { kind: 'modal', text: '部分商品库存不足' },
    ],
    [
      '400009 opens the cart after confirming',
      400,
      body('400009', '购物车已变化'),
      {},
      { kind: 'modal', text: '购物车已变化', afterConfirm: 'cart' },
    ],
    ['400009 with hideModal', 400, body('400009'), { hideModal: true }, { kind: 'silent' }],
    ['firstOrderNoExist goes home', 400, body('firstOrderNoExist'), {}, { kind: 'home' }],
    ['firstOrderExpired goes home', 404, body('firstOrderExpired'), {}, { kind: 'home' }],
    [
      'silent validateInventoryDeductionMethodError',
      400,
      body('validateInventoryDeductionMethodError'),
      {},
      { kind: 'silent' },
    ],
    ['silent statusNotInterrupt', 400, body('statusNotInterrupt'), {}, { kind: 'silent' }],
    ['silent 400001014', 400, body('400001014'), {}, { kind: 'silent' }],
    ['silent 400001016', 400, body('400001016'), {}, { kind: 'silent' }],
    ['4xx without a message', 404, {}, {}, { kind: 'modal', text: SERVER_BUSY_TEXT }],
  ]

  it.each(table)('%s', (_name, status, answer, policy, expected) => {
    expect(decideErrorOutcome(status, answer, policy)).toEqual(expected)
  })
})
