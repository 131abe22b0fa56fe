import Taro, { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { Empty, NotFound, QueryView } from '../../components/states'
import { Page } from '../../components/page'
import { resolveShare } from '../../features/distribution'
import { useQuery } from '../../lib/hooks/use-query'
import { landingUrl, readScene } from '../../lib/navigation/landing'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

/** Where a landing goes: a page of the shop, nowhere (an unknown value), gone (a share no longer kept), or 敬请期待. */
type Landing = { to: string } | { to: null; why: 'unknown' | 'expired' | 'prepared' }

const TITLES: Record<'unknown' | 'expired' | 'prepared', string> = {
  unknown: '页面不存在',
  expired: '分享已失效',
  prepared: '',
}

/**
 * emptyPage/index, the landing page (docs/personal-centre.md "The landing page"): what a mini-program code or short
 * link opens. It reads the `scene` (a distributor's share `sp~<key>`, resolved by sceneChange into its page and
 * parameters; or a query like `type=goods&id=12`) or its own query (`type=…` / `page=pages/…` with the page's
 * values) and replaces itself with that page. An unknown value says so, a share no longer kept says it has expired;
 * both lead home. Opened with neither (the shop's content linking a place not ready yet): `title` and `hint`,
 * 敬请期待 without. The distributor binding of a share happens at launch (app.ts), as for any page.
 */
export default function EmptyPage() {
  const { params } = useRouter()
  const query = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, pageParam(value)]))
  const scene = params.scene ? readScene(params.scene) : null
  const landing = useQuery<Landing>(async () => {
    if (scene?.kind === 'share') {
      const share = await resolveShare(scene.scene)
      if (!share) return { to: null, why: 'expired' }
      const to = landingUrl({ ...share.params, page: share.page })
      return to ? { to } : { to: null, why: 'unknown' }
    }
    if (scene?.kind === 'query' || (params.scene ?? '') !== '') {
      const to = scene ? landingUrl(scene.query) : null
      return to ? { to } : { to: null, why: 'unknown' }
    }
    if (!query.page && !query.type) return { to: null, why: 'prepared' }
    const to = landingUrl(query)
    return to ? { to } : { to: null, why: 'unknown' }
  }, [JSON.stringify(params)])

  const found = landing.data
  const title = !found || found.to !== null ? '正在打开' : TITLES[found.why] || query.title || '敬请期待'
  useEffect(() => {
    if (found?.to) void navigate(found.to, { replace: true })
  }, [found])
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title })
  }, [title])

  return (
    <Page>
      <QueryView query={landing}>
        {(shown) =>
          shown.to !== null ? (
            <Empty mark="…" title="正在打开…" />
          ) : shown.why === 'expired' ? (
            <NotFound title={TITLES.expired} hint="这个分享已过期或已被取消，去首页看看其他好物吧" />
          ) : shown.why === 'unknown' ? (
            <NotFound title={TITLES.unknown} hint="链接有误或页面已下线，去首页看看其他好物吧" />
          ) : (
            <Empty
              mark="待"
              title={title}
              hint={query.hint || '内容正在准备中，先去看看其他好物吧'}
              action={{ text: '回到首页', onClick: () => void navigate(url(PAGES.home)) }}
            />
          )
        }
      </QueryView>
    </Page>
  )
}
