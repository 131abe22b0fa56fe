import { Button, Image, Input, RichText, Text, View } from '@tarojs/components'
import Taro, { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import type { ArticleDetail as Article } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { useEffect, useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Card } from '../../../components/card'
import { GoodsGrid } from '../../../components/goods-grid'
import { ListFooter } from '../../../components/list-footer'
import { NotFound, QueryView } from '../../../components/states'
import { useBusy } from '../../../lib/hooks/use-busy'
import { assetUrl, richHtml } from '../../../lib/http/config'
import { PAGES, url } from '../../../lib/navigation/routes'
import { client } from '../../../platform/client'
import { postComment, useComments } from '../api/article-comments'
import { useArticle } from '../api/article-detail'
import { countArticleForward, setArticleKeep, setArticleLike } from '../api/article-reactions'
import styles from './article-detail.module.css'

/** Asks a visitor to sign in first; true once a customer is shopping (the session feature's, wired by the page). */
type EnsureCustomer = () => Promise<boolean>

/** 点赞 or 收藏: its mark and count, pressed while the reader's. */
function Reaction({
  label,
  on,
  mark,
  count,
  onClick,
}: {
  label: string
  on: boolean
  mark: string
  count: number
  onClick: () => void
}) {
  return (
    <View
      className={`${styles.reaction} ${on ? styles.on : ''}`}
      role="button"
      aria-label={label}
      aria-pressed={on}
      onClick={onClick}
    >
      <Text className={styles.mark}>{mark}</Text>
      <Text>{count}</Text>
    </View>
  )
}

function ArticleView({ article, ensureCustomer }: { article: Article; ensureCustomer: EnsureCustomer }) {
  const id = article.articleId
  const [counts, setCounts] = useState(() => pick(article))
  const [version, setVersion] = useState(0)
  const [commentCount, setCommentCount] = useState(article.commentCount)
  const [draft, setDraft] = useState('')
  const { busy, run } = useBusy()
  const comments = useComments(id, version)

  useEffect(() => {
    setCounts(pick(article))
    setCommentCount(article.commentCount)
  }, [article])

  useReachBottom(comments.loadMore)

  /** Like and keep answer the counts as the server has them now, so the page shows the truth. */
  const react = async (change: () => Promise<ReturnType<typeof pick>>) => {
    if (busy || !(await ensureCustomer())) return
    await run(async () => {
      setCounts(pick(await change()))
    })
  }

  const send = async () => {
    const content = draft.trim()
    if (!content) return void Taro.showToast({ title: '请输入评论内容', icon: 'none' })
    if (busy || !(await ensureCustomer())) return
    await run(async () => {
      await postComment(id, content)
      setDraft('')
      setCommentCount((n) => n + 1)
      setVersion((v) => v + 1)
      void Taro.showToast({ title: '评论成功', icon: 'none' })
    })
  }

  const shareInBrowser = async () => {
    void countArticleForward(id)
    await Taro.setClipboardData({ data: window.location.href })
    void Taro.showToast({ title: '链接已复制，快去分享吧', icon: 'none' })
  }

  return (
    <>
      {/* Covers are drawn 3:4; the box keeps that ratio before the image arrives. */}
      <View className={styles.coverBox}>
        <Image className={styles.cover} src={assetUrl(article.cover)} mode="aspectFill" />
      </View>
      <View className={styles.body}>
        <Card>
          <View className={styles.author}>
            {article.author.avatar ? (
              <Image className={styles.avatar} src={assetUrl(article.author.avatar)} lazyLoad />
            ) : (
              <View className={styles.avatar} />
            )}
            <Text className={styles.authorName}>{article.author.name}</Text>
            <Text className={styles.date}>{formatChinaDate(article.publishedAt)}</Text>
          </View>
          <Text className={styles.title}>{article.title}</Text>
          <View className={styles.content}>
            <RichText nodes={richHtml(article.contentHtml)} />
          </View>
          {article.keywords.length > 0 && (
            <View className={styles.keywords}>
              {article.keywords.map((k) => (
                <Text key={k} className={styles.keyword}>
                  #{k}
                </Text>
              ))}
            </View>
          )}
        </Card>

        {article.goods.length > 0 && (
          <View className={styles.section}>
            <Text className={styles.sectionTitle}>文中好物</Text>
            <GoodsGrid goods={article.goods} />
          </View>
        )}

        <Card>
          <Text className={styles.sectionTitle}>评论 {commentCount}</Text>
          <QueryView
            query={comments}
            isEmpty={(list) => list.length === 0}
            empty={{ mark: '评', title: '还没有评论', hint: '来说说你的看法吧' }}
          >
            {(list) => (
              <View>
                {list.map((c) => (
                  <View key={c.id} className={styles.comment}>
                    {c.avatarUrl ? (
                      <Image className={styles.avatar} src={assetUrl(c.avatarUrl)} lazyLoad />
                    ) : (
                      <View className={styles.avatar} />
                    )}
                    <View className={styles.commentBody}>
                      <Text className={styles.commentName}>{c.nickName}</Text>
                      <Text className={styles.commentText}>{c.content}</Text>
                      <Text className={styles.date}>{formatChinaDate(c.createTime)}</Text>
                    </View>
                  </View>
                ))}
              </View>
            )}
          </QueryView>
          <ListFooter list={comments} />
        </Card>
      </View>

      <BottomBar>
        <Input
          className={styles.input}
          value={draft}
          placeholder="说点什么…"
          maxlength={300}
          confirmType="send"
          onInput={(e) => setDraft(e.detail.value)}
          onConfirm={() => void send()}
        />
        {draft.trim() ? (
          <View className={styles.send} role="button" onClick={() => void send()}>
            发送
          </View>
        ) : (
          <>
            <Reaction
              label="点赞"
              on={counts.liked}
              mark={counts.liked ? '♥' : '♡'}
              count={counts.likeCount}
              onClick={() => void react(() => setArticleLike(id, !counts.liked))}
            />
            <Reaction
              label="收藏"
              on={counts.kept}
              mark={counts.kept ? '★' : '☆'}
              count={counts.keepCount}
              onClick={() => void react(() => setArticleKeep(id, !counts.kept))}
            />
            {client.wechatButtons ? (
              <Button className={`${styles.reaction} ${styles.shareButton}`} openType="share" aria-label="分享">
                <Text className={styles.mark}>↗</Text>
                <Text>分享</Text>
              </Button>
            ) : (
              <View className={styles.reaction} role="button" aria-label="分享" onClick={() => void shareInBrowser()}>
                <Text className={styles.mark}>↗</Text>
                <Text>分享</Text>
              </View>
            )}
          </>
        )}
      </BottomBar>
    </>
  )
}

const pick = (c: { likeCount: number; liked: boolean; keepCount: number; kept: boolean }) => ({
  likeCount: c.likeCount,
  liked: c.liked,
  keepCount: c.keepCount,
  kept: c.kept,
})

/**
 * One 种草 article: content, author, like / keep / share, linked goods, comments. `viewer` is who is reading (the
 * session's status: the answer knows their like and keep; 'loading' waits for it).
 */
export function ArticleDetail({
  id,
  viewer,
  ensureCustomer,
}: {
  id: number
  viewer: string
  ensureCustomer: EnsureCustomer
}) {
  const article = useArticle(id, viewer, viewer !== 'loading')

  useShareAppMessage(() => {
    void countArticleForward(id)
    const a = article.data
    return {
      title: a?.title ?? '',
      path: url(PAGES.articleDetail, { id }),
      imageUrl: a ? assetUrl(a.cover) : undefined,
    }
  })

  return id > 0 ? (
    <QueryView query={article}>{(a) => <ArticleView article={a} ensureCustomer={ensureCustomer} />}</QueryView>
  ) : (
    <NotFound title="没有找到这篇内容" />
  )
}
