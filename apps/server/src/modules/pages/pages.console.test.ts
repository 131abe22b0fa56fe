import { afterAll, describe, expect, it } from 'vitest'
import {
  merchantAuditLog,
  merchantCreateDialog,
  merchantDeleteDialog,
  merchantDialogs,
  merchantDiscardPageDraft,
  merchantPageDraft,
  merchantPages,
  merchantPageVersionPreview,
  merchantPageVersions,
  merchantPreviewPage,
  merchantPublishPage,
  merchantRollbackPage,
  merchantSavePageDraft,
  merchantUpdateDialog,
  pageDialogRoute,
  pageSetting,
  type PageBlock,
  type PageDraft,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { merchantToken } from '../../../test/after-sale.fixtures'

const t = await createTestApp()
afterAll(() => t.close())
const merchant = await merchantToken(t)
/** The audit log is the owner's to read (the sandbox operator writes). */
const owner = await t.loginConsole()

const shopPage = async (code: string) => (await t.call(pageSetting, { params: { code } })).body
const draftOf = async (code: string): Promise<PageDraft> => {
  const answer = await t.call(merchantPageDraft, { token: merchant, params: { code } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const save = (code: string, draft: { title: string; blocks: PageBlock[]; revision: number }) =>
  t.call(merchantSavePageDraft, { token: merchant, params: { code }, body: draft })
const publish = (code: string, revision: number) =>
  t.call(merchantPublishPage, { token: merchant, params: { code }, body: { revision } })

const banner = (image: string, link: string | null = 'pages/activity/index?code=seckill'): PageBlock => ({
  type: 'banner',
  id: 'home-banner',
  images: [{ image, link }],
})

describe('page decoration: drafts, publish, versions, roll back', () => {
  it('lists every page code with its live version (the seed recorded version 1)', async () => {
    const answer = await t.call(merchantPages, { token: merchant })
    expect(answer.status).toBe(200)
    expect(answer.body.map((page) => page.code)).toEqual([
      'home',
      'home-H5',
      'user',
      'user-H5',
      'classifySwiper',
      'cartGuide',
      'seckill',
      'group',
    ])
    expect(answer.body.every((page) => page.liveVersion === 1 && page.draftUpdatedAt === null)).toBe(true)
    expect(answer.body[1]).toMatchObject({ name: '首页（H5）', title: '首页' })
  })

  it('keeps a draft apart from the shop until it is published, then the shop serves it at once', async () => {
    const start = await draftOf('home-H5')
    expect(start).toMatchObject({ revision: 0, saved: false, liveVersion: 1, baseVersion: 1 })
    const hotZone = start.blocks.find((block) => block.type === 'hotZone')!
    expect(hotZone.type).toBe('hotZone')
    const blocks: PageBlock[] = [
      banner('/uploads/new-banner.png'),
      hotZone.type === 'hotZone'
        ? {
            ...hotZone,
            zones: [{ x: 0, y: 0, width: 300, height: 200, link: 'pages/pdp/index?id=1', remark: '新热区' }],
          }
        : hotZone,
    ]
    const saved = await save('home-H5', { title: '新首页', blocks, revision: 0 })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({ revision: 1, saved: true, updatedBy: 'OPS001' })

    // The shop still serves version 1; the preview shows the draft as the shop will.
    expect((await shopPage('home-H5')).title).toBe('首页')
    const preview = await t.call(merchantPreviewPage, { token: merchant, params: { code: 'home-H5' } })
    expect(preview.body).toMatchObject({
      title: '新首页',
      blocks: [{ type: 'banner', images: [{ image: '/uploads/new-banner.png' }] }, { type: 'hotZone' }],
    })

    // A publish naming an older revision lost a race: refused, nothing changes.
    expect(await publish('home-H5', 0)).toMatchObject({ status: 409, body: { code: 'pageDraftChanged' } })
    const published = await publish('home-H5', 1)
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body).toMatchObject({ version: 2, live: true, title: '新首页', restoredFrom: null })
    // Within the same cache second: publishing dropped this process's cached page.
    const served = await shopPage('home-H5')
    expect(served.title).toBe('新首页')
    expect(served.blocks[1]).toMatchObject({ type: 'hotZone', zones: [{ remark: '新热区' }] })
    expect(await draftOf('home-H5')).toMatchObject({ revision: 0, saved: false, liveVersion: 2, title: '新首页' })
    // The other codes are untouched.
    expect((await shopPage('home')).blocks[0]).not.toMatchObject({ images: [{ image: '/uploads/new-banner.png' }] })
  })

  it('refuses a save over someone else’s newer draft', async () => {
    const start = await draftOf('user')
    const first = await save('user', { title: '我的', blocks: start.blocks, revision: 0 })
    expect(first.status).toBe(200)
    expect(await save('user', { title: '另一个人', blocks: start.blocks, revision: 0 })).toMatchObject({
      status: 409,
      body: { code: 'pageDraftChanged', message: '草稿已被他人修改，请刷新后再试' },
    })
    expect((await save('user', { title: '我的2', blocks: start.blocks, revision: 1 })).body).toMatchObject({
      revision: 2,
      title: '我的2',
    })
    const discarded = await t.call(merchantDiscardPageDraft, { token: merchant, params: { code: 'user' } })
    expect(discarded.body).toMatchObject({ saved: false, revision: 0, title: '我的' })
  })

  it('keeps every version and rolls back by publishing an earlier one again', async () => {
    const draft = await draftOf('cartGuide')
    await save('cartGuide', { title: '凑单好物', blocks: draft.blocks, revision: 0 })
    expect((await publish('cartGuide', 1)).body.version).toBe(2)
    expect((await shopPage('cartGuide')).title).toBe('凑单好物')

    const history = await t.call(merchantPageVersions, { token: merchant, params: { code: 'cartGuide' } })
    expect(history.body).toMatchObject({ totalElements: 2, page: 0 })
    expect(history.body.content.map((v) => [v.version, v.title, v.live, v.publishedBy])).toEqual([
      [2, '凑单好物', true, 'OPS001'],
      [1, '购物车', false, null],
    ])
    const old = await t.call(merchantPageVersionPreview, {
      token: merchant,
      params: { code: 'cartGuide', version: 1 },
    })
    expect(old.body).toMatchObject({ title: '购物车', blocks: [{ type: 'goodsGrid' }] })

    const back = await t.call(merchantRollbackPage, { token: merchant, params: { code: 'cartGuide', version: 1 } })
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(back.body).toMatchObject({ version: 3, restoredFrom: 1, live: true, title: '购物车' })
    expect((await shopPage('cartGuide')).title).toBe('购物车')
    expect(
      await t.call(merchantRollbackPage, { token: merchant, params: { code: 'cartGuide', version: 9 } }),
    ).toMatchObject({ status: 404, body: { code: 'pageVersionNotFound' } })

    // Publishing and rolling back are audited, with the version before and after.
    const audit = await t.call(merchantAuditLog, { token: owner, query: { targetType: 'page', targetId: 'cartGuide' } })
    expect(audit.status, JSON.stringify(audit.body)).toBe(200)
    expect(audit.body.content.map((row) => [row.action, row.summary, row.staffUserid])).toEqual([
      ['content.publish', '回滚页面「购物车凑单推荐」至版本 1（新版本 3）', 'OPS001'],
      ['content.publish', '发布页面「购物车凑单推荐」版本 2', 'OPS001'],
    ])
    expect(audit.body.content[0]).toMatchObject({ before: { version: 2 }, after: { version: 3, title: '购物车' } })
  })

  it('numbers concurrent publishes of one page one after the other', async () => {
    const results = await Promise.all([publish('group', 0), publish('group', 0), publish('group', 0)])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(results.map((r) => r.body.version).sort()).toEqual([2, 3, 4])
    const history = await t.call(merchantPageVersions, { token: merchant, params: { code: 'group' } })
    expect(history.body.totalElements).toBe(4)
  })

  it('answers the server’s Chinese message on the field of bad content', async () => {
    const draft = await draftOf('seckill')
    const bad = async (blocks: unknown[], title = '秒杀') => {
      const answer = await t.call(merchantSavePageDraft, {
        token: merchant,
        params: { code: 'seckill' },
        body: { title, blocks, revision: draft.revision },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('validationFailed')
      return JSON.stringify(answer.body.details)
    }
    expect(
      await bad([
        {
          type: 'hotZone',
          id: 'z',
          image: '/uploads/a.png',
          width: 750,
          height: 400,
          zones: [{ x: 500, y: 0, width: 300, height: 100, link: null, remark: null }],
        },
      ]),
    ).toContain('热区超出图片范围')
    expect(await bad([banner('/uploads/a.png', 'javascript:alert(1)')])).toContain('链接须为商城页面')
    expect(await bad([banner('http://evil.example/a.png')])).toContain('图片地址须为上传的图片或 https 链接')
    expect(await bad([{ type: 'banner', id: 'b', images: [] }])).toContain('轮播图至少一张')
    expect(await bad([banner('/uploads/a.png'), banner('/uploads/b.png')])).toContain('区块编号重复')
    expect(await bad([], '')).toContain('请填写页面标题')
    expect(await bad([{ type: 'video', id: 'v' }])).toContain('不支持的区块类型')
    expect((await t.call(merchantPageDraft, { token: merchant, params: { code: 'about' } })).status).toBe(400)
  })

  it('an empty link from a form means none', async () => {
    const draft = await draftOf('classifySwiper')
    const answer = await save('classifySwiper', {
      title: '分类',
      blocks: [{ type: 'banner', id: 'b', images: [{ image: '/assets/banner/x.png', link: '' }] }],
      revision: draft.revision,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.blocks).toEqual([
      { type: 'banner', id: 'b', images: [{ image: '/assets/banner/x.png', link: null }] },
    ])
  })

  it('is the console’s: shoppers and counter staff are refused', async () => {
    const shopper = await t.loginCustomer()
    expect((await t.call(merchantPages, { token: shopper.jwtString })).status).toBe(401)
    expect((await t.call(merchantPages, {})).status).toBe(401)
    expect(
      (
        await t.call(merchantPublishPage, {
          token: await t.loginStaff(),
          params: { code: 'home' },
          body: { revision: 0 },
        })
      ).status,
    ).toBe(403)
  })
})

describe('page dialogs in the console', () => {
  // A page the demo seeds no dialog for (its PERSONAL_CENTER one is there, switched off).
  const dialog = {
    type: 'PRODUCT_DETAILS' as const,
    image: '/uploads/dialog.png',
    link: 'pages/coupon/index',
    frequency: 'once' as const,
    enabled: true,
    sort: 5,
  }

  it('adds, changes and removes a dialog; the shop shows the enabled one with the highest sort', async () => {
    expect((await t.call(pageDialogRoute, { params: { type: 'PRODUCT_DETAILS' } })).body.dialog).toBeNull()
    const made = await t.call(merchantCreateDialog, { token: merchant, body: dialog })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const higher = await t.call(merchantCreateDialog, {
      token: merchant,
      body: { ...dialog, sort: 9, image: '/uploads/b.png' },
    })
    expect((await t.call(pageDialogRoute, { params: { type: 'PRODUCT_DETAILS' } })).body.dialog).toMatchObject({
      id: higher.body.id,
      image: '/uploads/b.png',
    })
    const list = await t.call(merchantDialogs, { token: merchant, query: { type: 'PRODUCT_DETAILS' } })
    expect(list.body.content.map((row) => [row.id, row.showing])).toEqual([
      [higher.body.id, true],
      [made.body.id, false],
    ])

    await t.call(merchantUpdateDialog, {
      token: merchant,
      params: { id: higher.body.id },
      body: { ...dialog, enabled: false },
    })
    expect((await t.call(pageDialogRoute, { params: { type: 'PRODUCT_DETAILS' } })).body.dialog?.id).toBe(made.body.id)
    expect((await t.call(merchantDeleteDialog, { token: merchant, params: { id: made.body.id } })).body).toEqual({
      success: true,
    })
    expect((await t.call(pageDialogRoute, { params: { type: 'PRODUCT_DETAILS' } })).body.dialog).toBeNull()
    expect(await t.call(merchantDeleteDialog, { token: merchant, params: { id: made.body.id } })).toMatchObject({
      status: 404,
      body: { code: 'pageDialogNotFound' },
    })

    const audit = await t.call(merchantAuditLog, { token: owner, query: { targetType: 'page_dialog' } })
    expect(audit.body.content.map((row) => row.summary)).toEqual([
      `删除页面弹窗 #${made.body.id}（PRODUCT_DETAILS）`,
      `修改页面弹窗 #${higher.body.id}（PRODUCT_DETAILS）`,
      `新增页面弹窗 #${higher.body.id}（PRODUCT_DETAILS）`,
      `新增页面弹窗 #${made.body.id}（PRODUCT_DETAILS）`,
    ])
  })

  it('refuses a dialog without a picture or with an unknown type, in Chinese', async () => {
    const answer = await t.call(merchantCreateDialog, {
      token: merchant,
      body: { ...dialog, image: '', type: 'POPUP' },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body.details)).toContain('请上传图片')
    expect(JSON.stringify(answer.body.details)).toContain('请选择弹窗位置')
  })
})
