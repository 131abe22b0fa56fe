import { afterAll, describe, expect, it } from 'vitest'
import { blessingPath, giftBlessingUpload, uploadFile } from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { multipart } from '../../../test/multipart'
import { MAX_UPLOAD_BYTES } from './uploads.service'

const t = await createTestApp()
afterAll(() => t.close())
const { jwtString: token } = await t.loginCustomer()

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')])
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')])
const GIF = Buffer.from('GIF89a-tiny')
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')])

const upload = (body: ReturnType<typeof multipart>, withToken = true) =>
  t.inject({
    method: 'POST',
    url: t.url(uploadFile),
    headers: { 'content-type': body.contentType, ...(withToken && { authorization: `Bearer ${token}` }) },
    payload: body.payload,
  })

describe('upload_file', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ])('stores a %s by its bytes and serves it at /uploads/', async (ext, data, contentType) => {
    const answer = await upload(multipart([{ field: 'file', filename: 'x.bin', data }]))
    expect(answer.statusCode).toBe(200)
    const body = answer.json<{ url: string; size: number; contentType: string }>()
    expect(body).toMatchObject({
      size: data.length,
      contentType,
      url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`)),
    })
    const served = await t.inject({ method: 'GET', url: body.url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(data)).toBe(true)
    expect(served.headers['content-type']).toBe(contentType)
    expect(served.headers['cache-control']).toContain('immutable')
  })

  it('refuses a file that is no image, whatever its name says', async () => {
    const answer = await upload(
      multipart([{ field: 'file', filename: 'photo.png', type: 'image/png', data: '<svg onload="alert(1)"/>' }]),
    )
    expect(answer.statusCode).toBe(415)
    expect(answer.json()).toMatchObject({ code: 'uploadTypeNotAllowed', message: '仅支持 JPG、PNG、WEBP、GIF 图片' })
  })

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)])
    const answer = await upload(multipart([{ field: 'file', filename: 'big.png', data: big }]))
    expect(answer.statusCode).toBe(413)
    expect(answer.json()).toMatchObject({ code: 'uploadTooLarge' })
  })

  it('refuses a request without a file, or with the file under another field', async () => {
    expect((await upload(multipart([{ field: 'note', data: 'hello' }]))).json()).toMatchObject({
      code: 'uploadFileMissing',
    })
    expect((await upload(multipart([{ field: 'image', filename: 'a.png', data: PNG }]))).json()).toMatchObject({
      code: 'uploadFileMissing',
    })
  })

  it('refuses JSON and a visitor', async () => {
    const json = await t.inject({
      method: 'POST',
      url: t.url(uploadFile),
      headers: { authorization: `Bearer ${token}` },
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toMatchObject({ code: 'unsupportedMediaType' })
    const visitor = await upload(multipart([{ field: 'file', filename: 'a.png', data: PNG }]), false)
    expect(visitor.statusCode).toBe(401)
  })
})

describe('give_gift_order/yuyinBlessing: a recorded blessing', () => {
  const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.from('frames')])
  const M4A = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.from('rest')])
  const AAC = Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.from('adts')])
  const blessing = (data: Buffer) =>
    t.inject({
      method: 'POST',
      url: t.url(giftBlessingUpload),
      headers: {
        'content-type': multipart([{ field: 'file', filename: 'v', data }]).contentType,
        authorization: `Bearer ${token}`,
      },
      payload: multipart([{ field: 'file', filename: 'v', data }]).payload,
    })

  it.each([
    ['mp3', MP3],
    ['m4a', M4A],
    ['aac', AAC],
  ])('stores a %s by its bytes, at a path a gift submit takes', async (ext, data) => {
    const answer = await blessing(data)
    expect(answer.statusCode, answer.body).toBe(200)
    const { url } = answer.json<{ url: string }>()
    expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`))
    expect(blessingPath.safeParse(url).success).toBe(true)
  })

  it('refuses a picture, and a recording over 2 MB, in Chinese', async () => {
    const picture = await blessing(PNG)
    expect(picture.statusCode).toBe(415)
    expect(picture.json()).toMatchObject({
      code: 'blessingTypeNotAllowed',
      message: '语音祝福仅支持 MP3、M4A、AAC 格式',
    })
    const long = await blessing(Buffer.concat([MP3, Buffer.alloc(2 * 1024 * 1024)]))
    expect(long.statusCode).toBe(413)
    expect(long.json()).toMatchObject({ code: 'blessingTooLarge', message: '语音祝福不能超过 2MB' })
  })
})
