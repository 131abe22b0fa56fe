import { Page } from '../../components/page'
import { Empty, Loading } from '../../components/states'
import { useSession } from '../../features/session'
import { useTabBar } from '../../features/tabbar'
import { navigate } from '../../lib/navigation'
import { PAGES, url } from '../../lib/routes'

const shop = { text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) }

/** Cart (tab): what the session knows of the cart so far; the cart's lines arrive with the cart issue. */
export default function CartPage() {
  useTabBar()
  const { status, profile } = useSession()

  if (status === 'loading') {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  const count = profile?.cartItemNum ?? 0
  return (
    <Page>
      {status === 'visitor' ? (
        <Empty
          mark="车"
          title="登录后查看购物车"
          hint="登录后可同步购物车中的商品"
          action={{ text: '去登录', onClick: () => void navigate(url(PAGES.login)) }}
        />
      ) : count === 0 ? (
        <Empty mark="车" title="购物车还是空的" hint="去挑选心仪的好物吧" action={shop} />
      ) : (
        <Empty mark={String(count)} title={`购物车里有 ${count} 件商品`} action={shop} />
      )}
    </Page>
  )
}
