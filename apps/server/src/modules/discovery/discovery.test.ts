import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  articleCategories,
  articleComments,
  articleDetailRoute,
  articleKeywords,
  articleList,
  articleSearch,
  articleSearchHistory,
  clearArticleSearchHistory,
  commentArticle,
  forwardArticle,
  goodsDetailRoute,
  keepArticle,
  likeArticle,
  unkeepArticle,
  unlikeArticle,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { articles } from './discovery.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

const articleByCode = async (code: string) => (await db.select().from(articles).where(eq(articles.code, code)))[0]!
const feed = async (query: Record<string, string> = {}, token?: string) => {
  const answer = await t.call(articleList, { query, ...(token && { token }) })
  expect(answer.status).toBe(200)
  return answer.body
}
const found = async (keyword: string, token?: string) => {
  const answer = await t.call(articleSearch, { query: { keyword, size: '100' }, ...(token && { token }) })
  expect(answer.status).toBe(200)
  return answer.body.content
}

describe('the feed', () => {
  it('answers the categories in display order', async () => {
    const categories = await t.call(articleCategories)
    expect(categories.body.map((category) => category.name)).toEqual([
      '护肤心得',
      '彩妆教程',
      '香氛故事',
      '新品速递',
      '好物清单',
    ])
  })

  it('lists articles newest first, paged, optionally by category', async () => {
    const total = (await db.select({ id: articles.id }).from(articles)).length
    const all = await feed({ size: '100' })
    expect(all.totalElements).toBe(total)
    const dates = all.content.map((card) => Date.parse(card.publishedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(all.content[0]).toMatchObject({
      liked: false,
      author: { name: expect.any(String), avatar: expect.stringMatching(/^\/assets\/avatar\//) },
    })
    const second = await feed({ page: '1', size: '5' })
    expect(second.content.map((card) => card.articleId)).toEqual(all.content.slice(5, 10).map((card) => card.articleId))
    expect(await feed({ page: '40', size: '5' })).toMatchObject({
      content: [],
      totalElements: total,
      totalPages: Math.ceil(total / 5),
    })

    const [category] = (await t.call(articleCategories)).body
    const inCategory = await feed({ categoryId: String(category!.id), size: '100' })
    expect(inCategory.totalElements).toBeGreaterThan(0)
    expect(inCategory.content.every((card) => card.categoryId === category!.id)).toBe(true)
    expect(await t.call(articleList, { query: { categoryId: '99999' } })).toMatchObject({
      status: 404,
      body: { code: 'categoryNotFound' },
    })
    expect((await t.call(articleList, { query: { size: '1001' } })).status).toBe(400)
  })

  it('answers an article with its goods as cards', async () => {
    const article = await articleByCode('ART001')
    const detail = await t.call(articleDetailRoute, { params: { id: article.id } })
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      articleId: article.id,
      title: article.title,
      liked: false,
      kept: false,
      commentCount: 0,
    })
    expect(detail.body.contentHtml).toContain('<img src="/assets/')
    expect(detail.body.goods.map((card) => card.code)).toEqual(['LJTNR01', 'LJSER01', 'LJCRM01'])
    const pdp = await t.call(goodsDetailRoute, { params: { id: detail.body.goods[1]!.id } })
    expect(pdp.body.name).toBe(detail.body.goods[1]!.name)
    expect(await t.call(articleDetailRoute, { params: { id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'articleNotFound' },
    })
  })
})

describe('likes and keeps', () => {
  it('likes and keeps once however often asked, and takes them back without going below', async () => {
    const article = await articleByCode('ART002')
    const { jwtString: token } = await t.loginCustomer()
    const params = { id: article.id }
    const liked = await t.call(likeArticle, { params, token })
    expect(liked.body).toEqual({
      likeCount: article.likeCount + 1,
      liked: true,
      keepCount: article.keepCount,
      kept: false,
    })
    expect((await t.call(likeArticle, { params, token })).body.likeCount).toBe(article.likeCount + 1)
    expect((await t.call(keepArticle, { params, token })).body).toEqual({
      likeCount: article.likeCount + 1,
      liked: true,
      keepCount: article.keepCount + 1,
      kept: true,
    })
    expect((await t.call(keepArticle, { params, token })).body.keepCount).toBe(article.keepCount + 1)

    const detail = await t.call(articleDetailRoute, { params, token })
    expect(detail.body).toMatchObject({ liked: true, kept: true, likeCount: article.likeCount + 1 })
    expect((await feed({ size: '100' }, token)).content.find((card) => card.articleId === article.id)?.liked).toBe(true)
    expect((await feed({ size: '100' })).content.find((card) => card.articleId === article.id)?.liked).toBe(false)

    for (let i = 0; i < 2; i++) {
      expect((await t.call(unlikeArticle, { params, token })).body).toMatchObject({
        likeCount: article.likeCount,
        liked: false,
      })
      expect((await t.call(unkeepArticle, { params, token })).body).toMatchObject({
        keepCount: article.keepCount,
        kept: false,
      })
    }
  })

  it('counts 20 concurrent likes (and unlikes) by one customer once', async () => {
    const article = await articleByCode('ART003')
    const { jwtString: token } = await t.loginCustomer()
    const params = { id: article.id }
    const likes = await Promise.all(Array.from({ length: 20 }, () => t.call(likeArticle, { params, token })))
    expect(likes.every((answer) => answer.status === 200 && answer.body.liked)).toBe(true)
    expect((await articleByCode('ART003')).likeCount).toBe(article.likeCount + 1)
    await Promise.all(Array.from({ length: 20 }, () => t.call(unlikeArticle, { params, token })))
    expect((await articleByCode('ART003')).likeCount).toBe(article.likeCount)
  })

  it('counts each customer once', async () => {
    const article = await articleByCode('ART004')
    const tokens = await Promise.all([1, 2, 3].map(async () => (await t.loginCustomer()).jwtString))
    await Promise.all(tokens.map((token) => t.call(keepArticle, { params: { id: article.id }, token })))
    expect((await articleByCode('ART004')).keepCount).toBe(article.keepCount + 3)
  })

  it('refuses visitors and unknown articles', async () => {
    const { jwtString: token } = await t.loginCustomer()
    expect((await t.call(likeArticle, { params: { id: 1 } })).status).toBe(401)
    for (const route of [likeArticle, unlikeArticle, keepArticle, unkeepArticle]) {
      expect(await t.call(route, { params: { id: 99_999 }, token })).toMatchObject({
        status: 404,
        body: { code: 'articleNotFound' },
      })
    }
  })

  it('counts forwards, signed in or not', async () => {
    const article = await articleByCode('ART005')
    expect((await t.call(forwardArticle, { params: { id: article.id } })).body).toEqual({
      forwardCount: article.forwardCount + 1,
    })
    const { jwtString: token } = await t.loginCustomer()
    expect((await t.call(forwardArticle, { params: { id: article.id }, token })).body).toEqual({
      forwardCount: article.forwardCount + 2,
    })
    expect(await t.call(forwardArticle, { params: { id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'articleNotFound' },
    })
  })
})

describe('feed search', () => {
  it('finds Chinese substrings of titles, keywords and text, titles first; every word of a query', async () => {
    const article = await articleByCode('ART001') // 干皮换季不起皮，我的水光三步走; keywords 干皮 换季 水光 保湿
    expect((await found('换季')).map((card) => card.articleId)).toContain(article.id)
    expect((await found('三步走'))[0]!.articleId).toBe(article.id)
    expect((await found('砂纸')).map((card) => card.articleId)).toContain(article.id) // in the text only
    const titleHits = (await found('水光')).map((card) => card.title.includes('水光'))
    expect(titleHits.indexOf(false) === -1 || titleHits.slice(titleHits.indexOf(false)).every((hit) => !hit)).toBe(true)
    expect((await found('干皮 三步走')).map((card) => card.articleId)).toEqual([article.id])
    expect(await found('干皮 不存在的词')).toEqual([])
    expect(await found('100%')).toEqual([]) // LIKE wildcards are literal
    expect((await t.call(articleSearch, { query: { keyword: '' } })).status).toBe(400)
  })

  it('keeps a signed-in customer’s feed searches apart from their goods searches and from other customers', async () => {
    const alice = await t.loginCustomer()
    const bob = await t.loginCustomer()
    await found('水光', alice.jwtString)
    t.clock.advance(1000)
    await found('香水', alice.jwtString)
    await found('口红')
    expect((await t.call(articleSearchHistory, { token: alice.jwtString })).body).toEqual({
      keywords: ['香水', '水光'],
    })
    expect((await t.call(articleSearchHistory, { token: bob.jwtString })).body).toEqual({ keywords: [] })
    expect((await t.call(clearArticleSearchHistory, { token: alice.jwtString })).body).toEqual({ success: true })
    expect((await t.call(articleSearchHistory, { token: alice.jwtString })).body).toEqual({ keywords: [] })
    expect((await t.call(articleSearchHistory)).status).toBe(401)
  })

  it('suggests the keywords most articles carry', async () => {
    const { keywords } = (await t.call(articleKeywords)).body
    expect(keywords.length).toBeGreaterThan(3)
    expect(keywords.length).toBeLessThanOrEqual(10)
    const carried = (keyword: string) => t.call(articleSearch, { query: { keyword, size: '100' } })
    const counts = await Promise.all(keywords.map(async (keyword) => (await carried(keyword)).body.totalElements))
    expect(counts[0]).toBeGreaterThanOrEqual(counts.at(-1)!)
  })
})

describe('comments', () => {
  it('adds a comment with the author’s name and lists comments newest first', async () => {
    const article = await articleByCode('ART006')
    const session = await t.loginCustomer('13912345678')
    const first = await t.call(commentArticle, {
      params: { id: article.id },
      token: session.jwtString,
      body: { content: '  很实用，已收藏  ' },
    })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ content: '很实用，已收藏', nickName: session.customerBasicInfo.nickName })
    t.clock.advance(1000)
    await t.call(commentArticle, { params: { id: article.id }, token: session.jwtString, body: { content: '第二条' } })
    const list = await t.call(articleComments, { params: { id: article.id } })
    expect(list.body).toMatchObject({ totalElements: 2, totalPages: 1 })
    expect(list.body.content.map((comment) => comment.content)).toEqual(['第二条', '很实用，已收藏'])
    expect((await t.call(articleDetailRoute, { params: { id: article.id } })).body.commentCount).toBe(2)
    expect((await t.call(articleComments, { params: { id: article.id }, query: { page: '5' } })).body).toMatchObject({
      content: [],
      totalElements: 2,
    })
  })

  it('refuses empty, long or control-character comments, visitors and unknown articles', async () => {
    const article = await articleByCode('ART007')
    const { jwtString: token } = await t.loginCustomer()
    for (const body of [
      { content: '' },
      { content: '   ' },
      { content: 'x'.repeat(301) },
      { content: 'a\u0000b' },
      {},
      { content: '好', extra: 1 },
    ]) {
      expect(await t.call(commentArticle, { params: { id: article.id }, token, body })).toMatchObject({
        status: 400,
        body: { code: 'validationFailed' },
      })
    }
    expect((await t.call(commentArticle, { params: { id: article.id }, body: { content: '好' } })).status).toBe(401)
    expect(await t.call(commentArticle, { params: { id: 99_999 }, token, body: { content: '好' } })).toMatchObject({
      status: 404,
      body: { code: 'articleNotFound' },
    })
    expect(await t.call(articleComments, { params: { id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'articleNotFound' },
    })
  })
})
