import { RichText, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { RICH_TEXT_IDS } from '@shop/domain'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { Empty, QueryView } from '../../components/states'
import { useRichText } from '../../features/content'
import { richHtml } from '../../lib/http/config'
import { pageParam } from '../../lib/navigation/routes'
import styles from './index.module.css'

const isKnownId = (id: string) => (RICH_TEXT_IDS as readonly string[]).includes(id)

/** One page for the six agreements (query id): the title in the nav bar, the text below. */
export default function RichTextPage() {
  const id = pageParam(useRouter().params.id)
  const known = isKnownId(id)
  const query = useRichText(id, known)
  const title = query.data?.title

  useEffect(() => {
    if (title) void Taro.setNavigationBarTitle({ title })
  }, [title])

  return (
    <Page>
      {known ? (
        <QueryView
          query={query}
          isEmpty={(item) => !item?.value}
          empty={{ mark: '文', title: '暂无内容', hint: '这份协议还没有发布' }}
        >
          {(item) => (
            <View className={styles.article}>
              <RichText nodes={richHtml(item?.value ?? '')} />
            </View>
          )}
        </QueryView>
      ) : (
        <Empty mark="?" title="没有找到这份协议" hint="链接可能已失效" />
      )}
    </Page>
  )
}
