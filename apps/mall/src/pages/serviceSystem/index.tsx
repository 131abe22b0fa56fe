import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { SearchInput } from '../../components/search-bar'
import { QueryView } from '../../components/states'
import { fetchHelpCentre } from '../../features/chat'
import { useQuery } from '../../lib/hooks/use-query'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * 帮助中心 (serviceSystem): the shop's questions and answers by category, searchable; a tap opens an answer. The
 * console edits them (帮助中心); 联系在线客服 opens the chat.
 */
export default function ServiceSystemPage() {
  const [keyword, setKeyword] = useState('')
  const [open, setOpen] = useState<number | null>(null)
  const centre = useQuery(() => fetchHelpCentre(keyword), [keyword])

  return (
    <Page>
      <SearchInput placeholder="搜索问题，如：退款" initial={keyword} onSubmit={setKeyword} />
      <QueryView
        query={centre}
        isEmpty={(data) => data.categories.every((c) => c.faqs.length === 0)}
        empty={{
          mark: '问',
          title: keyword ? `没有找到与「${keyword}」相关的问题` : '暂无常见问题',
          hint: '可以联系在线客服为您解答',
        }}
      >
        {({ categories }) => (
          <View>
            {categories
              .filter((category) => category.faqs.length > 0)
              .map((category) => (
                <View key={category.id} className={styles.category}>
                  <Text className={styles.categoryName}>{category.name}</Text>
                  {category.faqs.map((faq) => (
                    <View
                      key={faq.id}
                      className={styles.faq}
                      role="button"
                      aria-expanded={open === faq.id}
                      onClick={() => setOpen(open === faq.id ? null : faq.id)}
                    >
                      <Text className={styles.question}>{faq.question}</Text>
                      {open === faq.id && <Text className={styles.answer}>{faq.answer}</Text>}
                    </View>
                  ))}
                </View>
              ))}
          </View>
        )}
      </QueryView>
      <BottomBar>
        <Button onClick={() => void navigate(url(PAGES.chat, { type: 'user' }))}>联系在线客服</Button>
      </BottomBar>
    </Page>
  )
}
