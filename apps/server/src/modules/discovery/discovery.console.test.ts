import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  articleCategories,
  articleComments,
  articleDetailRoute,
  articleList,
  articleSearch,
  commentArticle,
  likeArticle,
  merchantApproveComment,
  merchantArticleDetailRoute,
  merchantArticles,
  merchantComments,
  merchantCreateArticle,
  merchantHideComment,
  merchantUpdateArticle,
  type BodyOf,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { merchantToken } from '../../../test/after-sale.fixtures'
import { articles } from './discovery.tables'

const t = await createTestApp()
afterAll(() => t.close())
const merchant = await merchantToken(t)
const { db } = t.database

const [category] = (await t.call(articleCategories)).body
const demo = (await db.select().from(articles).where(eq(articles.code, 'ART001')))[0]!
const goodsIds = (await t.call(articleDetailRoute, { params: { id: demo.id } })).body.goods.map((card) => card.id)

const article = (change: Partial<BodyOf<typeof merchantCreateArticle>> = {}): BodyOf<typeof merchantCreateArticle> => ({
  title: '秋冬换季护肤指南',
  cover: '/uploads/cover.png',
  authorName: '澜肌小编',
  authorAvatar: null,
  categoryId: category!.id,
  keywords: ['换季', '保湿'],
  contentHtml: '<h2>换季</h2><p onclick="steal()">多补水<script>alert(1)</script></p><a href="javascript:x">链接</a>',
  goodsIds: goodsIds.slice(0, 2),
  status: 'published',
  publishAt: null,
  ...change,
})
const create = async (change: Partial<BodyOf<typeof merchantCreateArticle>> = {}) => {
  const answer = await t.call(merchantCreateArticle, { token: merchant, body: article(change) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const inFeed = async (articleId: number) =>
  (await t.call(articleList, { query: { size: '1000' } })).body.content.some((card) => card.articleId === articleId)

describe('articles in the console', () => {
  it('writes an article with cleaned HTML and linked goods; shoppers see it at once', async () => {
    const made = await create()
    expect(made).toMatchObject({
      status: 'published',
      publishAt: t.clock.now().toISOString(),
      goodsIds: goodsIds.slice(0, 2),
      keywords: ['换季', '保湿'],
    })
    expect(made.contentHtml).toBe('<h2>换季</h2><p>多补水</p><a>链接</a>')
    expect(await inFeed(made.articleId)).toBe(true)
    const shown = await t.call(articleDetailRoute, { params: { id: made.articleId } })
    expect(shown.body.goods.map((card) => card.id)).toEqual(goodsIds.slice(0, 2))
    expect((await t.call(articleSearch, { query: { keyword: '换季护肤' } })).body.content[0]?.articleId).toBe(
      made.articleId,
    )
  })

  it('keeps drafts and offline articles from shoppers, and shows a scheduled one when its time comes', async () => {
    const draft = await create({ status: 'draft', title: '草稿文章' })
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString()
    const scheduled = await create({ title: '定时文章', publishAt: later })
    expect([draft.status, scheduled.status]).toEqual(['draft', 'scheduled'])
    for (const hidden of [draft, scheduled]) {
      expect(await inFeed(hidden.articleId)).toBe(false)
      expect((await t.call(articleDetailRoute, { params: { id: hidden.articleId } })).status).toBe(404)
      const shopper = await t.loginCustomer()
      expect((await t.call(likeArticle, { params: { id: hidden.articleId }, token: shopper.jwtString })).status).toBe(
        404,
      )
    }
    const listed = await t.call(merchantArticles, { token: merchant, query: { status: 'scheduled' } })
    expect(listed.body.content.map((row) => row.articleId)).toEqual([scheduled.articleId])

    t.clock.advance(3_600_000)
    expect(await inFeed(scheduled.articleId)).toBe(true)
    const now = await t.call(merchantArticleDetailRoute, { token: merchant, params: { id: scheduled.articleId } })
    expect(now.body.status).toBe('published')

    const offline = await t.call(merchantUpdateArticle, {
      token: merchant,
      params: { id: scheduled.articleId },
      body: article({ title: '定时文章', status: 'offline' }),
    })
    expect(offline.body).toMatchObject({ status: 'offline', publishAt: later })
    expect(await inFeed(scheduled.articleId)).toBe(false)
    // Back online without a time: it keeps the time it first went out.
    const back = await t.call(merchantUpdateArticle, {
      token: merchant,
      params: { id: scheduled.articleId },
      body: article({ title: '定时文章' }),
    })
    expect(back.body.publishAt).toBe(later)
  })

  it('lists every status with filters and sort, paged', async () => {
    const all = await t.call(merchantArticles, { token: merchant, query: { size: '1000' } })
    expect(all.status).toBe(200)
    const dates = all.body.content.map((row) => row.publishAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const drafts = await t.call(merchantArticles, { token: merchant, query: { status: 'draft' } })
    expect(drafts.body.content.map((row) => row.title)).toEqual(['草稿文章'])
    const byKeyword = await t.call(merchantArticles, { token: merchant, query: { keyword: '定时' } })
    expect(byKeyword.body.content.map((row) => row.title)).toEqual(['定时文章'])
    const byLikes = await t.call(merchantArticles, {
      token: merchant,
      query: { sort: 'likeCount,asc', size: '3', page: '1' },
    })
    const likes = byLikes.body.content.map((row) => row.likeCount)
    expect(likes).toEqual([...likes].sort((a, b) => a - b))
    expect(byLikes.body).toMatchObject({ page: 1, size: 3, totalElements: all.body.totalElements })
    expect((await t.call(merchantArticles, { token: merchant, query: { status: 'gone' } })).status).toBe(400)
  })

  it('refuses bad articles with the reason on the field', async () => {
    const bad = async (change: Record<string, unknown>) =>
      t.call(merchantCreateArticle, { token: merchant, body: { ...article(), ...change } })
    const empty = await bad({ title: '', cover: '', contentHtml: ' ' })
    expect(empty.status).toBe(400)
    for (const message of ['请填写标题', '请上传图片', '请填写正文'])
      expect(JSON.stringify(empty.body)).toContain(message)
    expect(JSON.stringify((await bad({ publishAt: 'tomorrow' })).body)).toContain('请选择正确的发布时间')
    expect(await bad({ goodsIds: [999_999] })).toMatchObject({ status: 400, body: { code: 'articleGoodsNotFound' } })
    expect(await bad({ categoryId: 999_999 })).toMatchObject({ status: 400, body: { code: 'articleCategoryNotFound' } })
    expect(
      await t.call(merchantUpdateArticle, { token: merchant, params: { id: 999_999 }, body: article() }),
    ).toMatchObject({ status: 404, body: { code: 'articleNotFound' } })
    expect((await t.call(merchantCreateArticle, { token: await t.loginStaff(), body: article() })).status).toBe(403)
  })
})

describe('comment moderation', () => {
  it('hides a comment from the article and its count; approving shows it again; each decision counts once', async () => {
    const target = await create({ title: '评论测试' })
    const shopper = await t.loginCustomer()
    const say = (content: string) =>
      t.call(commentArticle, { params: { id: target.articleId }, token: shopper.jwtString, body: { content } })
    const rude = (await say('广告：加微信')).body
    await say('好用')
    const count = async () => (await t.call(articleDetailRoute, { params: { id: target.articleId } })).body.commentCount
    expect(await count()).toBe(2)

    const pending = await t.call(merchantComments, {
      token: merchant,
      query: { status: 'pending', articleId: String(target.articleId) },
    })
    expect(pending.body.content.map((row) => [row.content, row.articleTitle])).toEqual([
      ['好用', '评论测试'],
      ['广告：加微信', '评论测试'],
    ])

    const hides = await Promise.all(
      [1, 2, 3].map(() => t.call(merchantHideComment, { token: merchant, params: { id: rude.id } })),
    )
    expect(hides.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(hides[0]!.body).toMatchObject({ status: 'hidden', reviewedBy: 'OPS001' })
    expect(await count()).toBe(1)
    const shown = await t.call(articleComments, { params: { id: target.articleId } })
    expect(shown.body.content.map((comment) => comment.content)).toEqual(['好用'])

    const approved = await t.call(merchantApproveComment, { token: merchant, params: { id: rude.id } })
    expect(approved.body.status).toBe('approved')
    await t.call(merchantApproveComment, { token: merchant, params: { id: rude.id } })
    expect(await count()).toBe(2)

    const byText = await t.call(merchantComments, { token: merchant, query: { keyword: '加微信' } })
    expect(byText.body.content.map((row) => row.id)).toEqual([rude.id])
    expect(await t.call(merchantHideComment, { token: merchant, params: { id: 999_999 } })).toMatchObject({
      status: 404,
      body: { code: 'commentNotFound' },
    })
  })
})
