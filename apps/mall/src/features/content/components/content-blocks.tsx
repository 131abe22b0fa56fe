import { Image, ScrollView, Text, View } from '@tarojs/components'
import type { ContentBlock } from '@shop/contracts'
import { GoodsCard } from '../../../components/goods-card'
import { assetUrl } from '../../../lib/config'
import { navigate } from '../../../lib/navigation'
import { url } from '../../../lib/routes'
import { Banner } from './banner'
import styles from './content-blocks.module.css'

/** Where a goods or an article opens (their pages arrive with the catalogue and discovery issues). */
const goodsPage = (id: number) => url('pages/pdp/index', { id })
const articlePage = (id: number) => url('pages/plantGrass/detail/index', { id })

const open = (link: string | null) => {
  if (link) void navigate(link)
}
const go = (link: string | null) => () => open(link)

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(3)}%`

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'banner':
      return <Banner images={block.images} onOpen={open} />
    case 'noticeBar':
      return (
        <View className={styles.notice} onClick={go(block.link)}>
          <Text className={styles.noticeTag}>公告</Text>
          <Text className={styles.noticeText}>{block.text}</Text>
        </View>
      )
    case 'hotZone':
      return (
        <View className={styles.hotZone}>
          <Image className={styles.hotZoneImage} src={assetUrl(block.image)} mode="widthFix" />
          {block.zones.map((z, i) => (
            <View
              key={i}
              className={styles.zone}
              aria-label={z.remark ?? undefined}
              style={{
                left: pct(z.x, block.width),
                top: pct(z.y, block.height),
                width: pct(z.width, block.width),
                height: pct(z.height, block.height),
              }}
              onClick={go(z.link)}
            />
          ))}
        </View>
      )
    case 'goodsGrid':
      return (
        <View>
          {block.title && <Text className={styles.title}>{block.title}</Text>}
          <View className={`${styles.grid} ${block.columns === 3 ? styles.columns3 : styles.columns2}`}>
            {block.goods.map((g) => (
              <GoodsCard key={g.id} goods={g} onClick={go(goodsPage(g.id))} />
            ))}
          </View>
        </View>
      )
    case 'articleCards':
      return (
        <View>
          {block.title && <Text className={styles.title}>{block.title}</Text>}
          <ScrollView scrollX className={styles.articles}>
            {block.articles.map((a) => (
              <View key={a.articleId} className={styles.article} onClick={go(articlePage(a.articleId))}>
                <Image className={styles.articleCover} src={assetUrl(a.cover)} mode="aspectFill" lazyLoad />
                <View className={styles.articleTitle}>{a.title}</View>
              </View>
            ))}
          </ScrollView>
        </View>
      )
  }
}

/** A page's content, block after block, as the server arranged it. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <View>
      {blocks.map((b) => (
        <View key={b.id} className={styles.block}>
          <Block block={b} />
        </View>
      ))}
    </View>
  )
}
