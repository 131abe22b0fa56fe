import { Carousel, Empty, Typography } from 'antd'
import type { ContentBlock, ResponseOf, merchantPreviewPage } from '@shop/contracts'
import { formatFen } from '@shop/domain'

type Page = ResponseOf<typeof merchantPreviewPage>

/** The phone the preview is drawn at: the journeys' 375×812 (an iPhone X's CSS pixels). */
const PHONE = { width: 375, height: 812 }

/**
 * A page as a shopper's phone shows it, drawn from what the server would serve (the preview call resolves the
 * draft's goods and articles into today's cards with the shop's own code): banners, the notice bar, hot zones with
 * their areas outlined, goods grids and article cards, in order (docs/console-content.md).
 */
export function PhonePreview({ page, label }: { page: Page | null; label: string }) {
  return (
    <div style={{ width: PHONE.width + 24 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div
        data-testid="phone-preview"
        style={{
          width: PHONE.width,
          height: PHONE.height,
          marginTop: 8,
          border: '12px solid #1f1f1f',
          borderRadius: 36,
          overflowY: 'auto',
          background: '#f5f5f5',
          boxSizing: 'content-box',
        }}
      >
        <div style={{ padding: '10px 12px', background: '#fff', textAlign: 'center', fontWeight: 600 }}>
          {page?.title || ' '}
        </div>
        {!page || page.blocks.length === 0 ? (
          <Empty style={{ marginTop: 120 }} description="页面暂无内容" />
        ) : (
          page.blocks.map((block) => <Block key={block.id} block={block} />)
        )}
      </div>
    </div>
  )
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'banner':
      return (
        <Carousel autoplay dots>
          {block.images.map((image, index) => (
            <div key={index}>
              <img src={image.image} alt={`轮播图${index + 1}`} style={{ width: '100%', display: 'block' }} />
            </div>
          ))}
        </Carousel>
      )
    case 'noticeBar':
      return (
        <div style={{ padding: '6px 12px', background: '#fff7e6', color: '#d46b08', fontSize: 12 }}>
          📢 {block.text}
        </div>
      )
    case 'hotZone':
      return (
        <div style={{ position: 'relative', margin: '8px 0' }}>
          <img src={block.image} alt="热区图" style={{ width: '100%', display: 'block' }} />
          {block.zones.map((zone, index) => (
            <div
              key={index}
              title={zone.remark ?? zone.link ?? ''}
              style={{
                position: 'absolute',
                left: `${(zone.x / block.width) * 100}%`,
                top: `${(zone.y / block.height) * 100}%`,
                width: `${(zone.width / block.width) * 100}%`,
                height: `${(zone.height / block.height) * 100}%`,
                border: '1px dashed rgba(22,119,255,.9)',
                background: 'rgba(22,119,255,.12)',
                color: '#0958d9',
                fontSize: 11,
                padding: 2,
              }}
            >
              {zone.remark}
            </div>
          ))}
        </div>
      )
    case 'goodsGrid':
      return (
        <div style={{ padding: '8px 12px' }}>
          {block.title && <div style={{ fontWeight: 600, marginBottom: 6 }}>{block.title}</div>}
          <div style={{ display: 'grid', gridTemplateColumns: `repeat(${block.columns}, 1fr)`, gap: 8 }}>
            {block.goods.map((card) => (
              <div key={card.id} style={{ background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
                <img
                  src={card.mainImage}
                  alt={card.name}
                  style={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                />
                <div style={{ padding: 6, fontSize: 12 }}>
                  <div style={{ height: 32, overflow: 'hidden' }}>{card.name}</div>
                  <div style={{ color: '#cf1322', fontWeight: 600 }}>
                    ¥{formatFen(card.activityPrice ?? card.price)}
                  </div>
                </div>
              </div>
            ))}
          </div>
          {block.goods.length === 0 && (
            <Typography.Text type="secondary">所选商品均未上架，此区块不显示商品</Typography.Text>
          )}
        </div>
      )
    case 'articleCards':
      return (
        <div style={{ padding: '8px 12px' }}>
          {block.title && <div style={{ fontWeight: 600, marginBottom: 6 }}>{block.title}</div>}
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            {block.articles.map((card) => (
              <div key={card.articleId} style={{ background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
                <img
                  src={card.cover}
                  alt={card.title}
                  style={{ width: '100%', aspectRatio: '3/4', objectFit: 'cover' }}
                />
                <div style={{ padding: 6, fontSize: 12, height: 40, overflow: 'hidden' }}>{card.title}</div>
              </div>
            ))}
          </div>
        </div>
      )
  }
}
