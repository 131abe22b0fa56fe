import { Image, ScrollView, Text, View } from '@tarojs/components'
import type { ContentBlock } from '@shop/contracts'
import { Carousel } from '../../../components/carousel'
import { GoodsGrid } from '../../../components/goods-grid'
import { assetUrl, fullWidthImgProps } from '../../../lib/http/config'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { boxStyle, zoneBoxes } from '../hot-zone'
import styles from './content-blocks.module.css'

/** Every tap of a block goes through the one navigation helper (pages, tabs, http links in the web view). */
const open = (link: string | null) => {
  if (link) void navigate(link)
}
const go = (link: string | null) => () => open(link)

type Of<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>

function HotZoneImage({ block }: { block: Of<'hotZone'> }) {
  return (
    // The box keeps the image's own aspect ratio (padding-top is relative to the width), so the zones sit right
    // before the image has loaded.
    <View
      className={styles.hotZone}
      style={{ paddingTop: `${Number(((block.height / block.width) * 100).toFixed(4))}%` }}
    >
      {/* The zones over it are the links, each with its name. */}
      {/* Not lazy: it is most often the home's largest picture, which index.html preloads (ADR 0040). */}
      <Image
        className={styles.hotZoneImage}
        src={assetUrl(block.image, 750)}
        mode="scaleToFill"
        imgProps={{ alt: '', ...fullWidthImgProps(block.image) }}
      />
      {zoneBoxes(block, block.zones).map((box, i) => (
        <View
          key={i}
          className={styles.zone}
          role="link"
          aria-label={box.zone.remark ?? `热区${i + 1}`}
          style={boxStyle(box)}
          onClick={go(box.zone.link)}
        />
      ))}
    </View>
  )
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'banner':
      return (
        <Carousel
          className={styles.banner}
          images={block.images.map((b) => b.image)}
          label="活动横幅"
          autoplay
          onTap={(i) => open(block.images[i]?.link ?? null)}
        />
      )
    case 'noticeBar':
      return (
        <View className={styles.notice} onClick={go(block.link)}>
          <Text className={styles.noticeTag}>公告</Text>
          <Text className={styles.noticeText}>{block.text}</Text>
        </View>
      )
    case 'hotZone':
      return <HotZoneImage block={block} />
    case 'goodsGrid':
      return (
        <View>
          {block.title && <Text className={styles.title}>{block.title}</Text>}
          <GoodsGrid goods={block.goods} columns={block.columns} />
        </View>
      )
    case 'articleCards':
      return (
        <View>
          {block.title && <Text className={styles.title}>{block.title}</Text>}
          <ScrollView scrollX className={styles.articles}>
            {block.articles.map((a) => (
              <View
                key={a.articleId}
                className={styles.article}
                onClick={go(url(PAGES.articleDetail, { id: a.articleId }))}
              >
                <Image
                  className={styles.articleCover}
                  src={assetUrl(a.cover, 300)}
                  mode="aspectFill"
                  lazyLoad
                  imgProps={{ alt: '' }}
                />
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
