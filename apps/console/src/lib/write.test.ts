import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormInstance } from 'antd'
import { setFeedback, type Feedback } from './feedback'
import { ApiError } from './http'
import { fieldOf, write } from './write'

const message = { success: vi.fn(), error: vi.fn() }
beforeEach(() => {
  message.success.mockClear()
  message.error.mockClear()
  setFeedback({ message } as unknown as Feedback)
})

describe('fieldOf', () => {
  it('names the form field of a body issue, array indexes as numbers', () => {
    expect(fieldOf('body.name')).toEqual(['name'])
    expect(fieldOf('body.skus.0.price')).toEqual(['skus', 0, 'price'])
    expect(fieldOf('body')).toBeNull()
    expect(fieldOf('query.page')).toBeNull()
    expect(fieldOf('params.userid')).toBeNull()
  })
})

describe('write', () => {
  it('says the outcome of a write that worked', async () => {
    expect(await write(async () => ({ success: true }), { success: '已保存' })).toBe(true)
    expect(message.success).toHaveBeenCalledWith('已保存')
  })

  it('puts each validation issue of the server on its field, in its Chinese words, and says the message', async () => {
    const setFields = vi.fn()
    const form = { setFields } as unknown as FormInstance
    const refused = new ApiError(400, 'validationFailed', '请求参数有误：密码至少8位', [
      { path: 'body.password', message: '密码至少8位' },
      { path: 'body.skus.1.price', message: '价格须大于0' },
      { path: 'body.password', message: '密码须包含数字' },
      { path: 'params.userid', message: '不正确' },
    ])
    expect(await write(() => Promise.reject(refused), { success: '已保存', form })).toBe(false)
    expect(setFields).toHaveBeenCalledWith([
      { name: ['password'], errors: ['密码至少8位', '密码须包含数字'] },
      { name: ['skus', 1, 'price'], errors: ['价格须大于0'] },
    ])
    expect(message.error).toHaveBeenCalledWith('请求参数有误：密码至少8位')
    expect(message.success).not.toHaveBeenCalled()
  })

  it('puts a rule’s refusal that names its field on that field too', async () => {
    const form = { setFields: vi.fn() } as unknown as FormInstance
    const refused = new ApiError(404, 'skuNotFound', '商品规格不存在', [
      { path: 'body.args.items.0.skuId', message: '商品规格不存在' },
    ])
    expect(await write(() => Promise.reject(refused), { success: '已保存', form })).toBe(false)
    expect(form.setFields).toHaveBeenCalledWith([{ name: ['args', 'items', 0, 'skuId'], errors: ['商品规格不存在'] }])
  })

  it('shows any other refusal as the server says it', async () => {
    const refused = new ApiError(409, 'staffUsernameTaken', '用户名已被使用')
    expect(await write(() => Promise.reject(refused), { success: '员工已创建' })).toBe(false)
    expect(message.error).toHaveBeenCalledWith('用户名已被使用')
  })
})
