import { useRef, useState, type MouseEvent } from 'react'
import { Button, Form, Input, InputNumber, Radio, Select, Space, Typography, type FormInstance } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { PageBlock } from '@shop/contracts'

/** The blocks an operator can add, in the console's words. */
export const BLOCK_NAMES: Record<PageBlock['type'], string> = {
  banner: '轮播图',
  noticeBar: '公告栏',
  hotZone: '热区图',
  goodsGrid: '商品宫格',
  articleCards: '种草文章',
}

/** A new block of a type, with an id no other block of the page has. */
export function newBlock(type: PageBlock['type']): PageBlock {
  const id = `${type}-${Date.now().toString(36)}`
  switch (type) {
    case 'banner':
      return { type, id, images: [{ image: '', link: null }] }
    case 'noticeBar':
      return { type, id, text: '', link: null }
    case 'hotZone':
      return { type, id, image: '', width: 750, height: 400, zones: [] }
    case 'goodsGrid':
      return { type, id, title: null, columns: 2, goodsIds: [] }
    case 'articleCards':
      return { type, id, title: null, articleIds: [] }
  }
}

const LINK_HINT = '商城页面如 pages/pdp/index?id=1，或 https:// 链接；留空则不跳转'
const IMAGE_HINT = '上传后的 /uploads/… 地址、/assets/… 或 https:// 图片地址'

/** Positive ids typed into a tags select (goods or articles). */
const toIds = (values: unknown) =>
  (Array.isArray(values) ? values : []).map(Number).filter((value) => Number.isInteger(value) && value > 0)

/** The fields of the block at `index` of the form's `blocks` list. */
export function BlockFields({ form, index, type }: { form: FormInstance; index: number; type: PageBlock['type'] }) {
  switch (type) {
    case 'banner':
      return (
        <Form.List name={[index, 'images']}>
          {(images, { add, remove }) => (
            <>
              {images.map((image, at) => (
                <Space key={image.key} align="start" wrap>
                  <Form.Item name={[image.name, 'image']} label={`图片${at + 1}`} extra={IMAGE_HINT}>
                    <Input style={{ width: 320 }} placeholder="/uploads/banner.png" />
                  </Form.Item>
                  <Form.Item name={[image.name, 'link']} label="链接" extra={LINK_HINT}>
                    <Input style={{ width: 300 }} placeholder="pages/activity/index?code=seckill" />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label="删除图片" onClick={() => remove(image.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ image: '', link: null })}>
                添加图片
              </Button>
            </>
          )}
        </Form.List>
      )
    case 'noticeBar':
      return (
        <Space align="start" wrap>
          <Form.Item name={[index, 'text']} label="公告内容" rules={[{ required: true, message: '请填写公告内容' }]}>
            <Input style={{ width: 360 }} maxLength={60} showCount />
          </Form.Item>
          <Form.Item name={[index, 'link']} label="链接" extra={LINK_HINT}>
            <Input style={{ width: 300 }} />
          </Form.Item>
        </Space>
      )
    case 'hotZone':
      return <HotZoneFields form={form} index={index} />
    case 'goodsGrid':
      return (
        <Space align="start" wrap>
          <Form.Item name={[index, 'title']} label="标题">
            <Input style={{ width: 160 }} maxLength={16} />
          </Form.Item>
          <Form.Item name={[index, 'columns']} label="每行">
            <Radio.Group
              options={[
                { label: '2个', value: 2 },
                { label: '3个', value: 3 },
              ]}
            />
          </Form.Item>
          <Form.Item
            name={[index, 'goodsIds']}
            label="商品ID"
            normalize={toIds}
            extra="输入商品ID后回车，按输入顺序展示；预览显示商品当前的价格与库存"
          >
            <Select mode="tags" style={{ width: 360 }} tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
        </Space>
      )
    case 'articleCards':
      return (
        <Space align="start" wrap>
          <Form.Item name={[index, 'title']} label="标题">
            <Input style={{ width: 160 }} maxLength={16} />
          </Form.Item>
          <Form.Item
            name={[index, 'articleIds']}
            label="文章ID"
            normalize={toIds}
            extra="输入文章ID后回车（种草文章列表可查ID）；预览只显示已发布的文章"
          >
            <Select mode="tags" style={{ width: 360 }} tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
        </Space>
      )
  }
}

interface Zone {
  x: number
  y: number
  width: number
  height: number
  link: string | null
  remark: string | null
}

/** How wide the hot-zone image is drawn in the editor. */
const EDIT_WIDTH = 480

/**
 * A hot-zone image: the operator draws each clickable area on the picture with the mouse (press, drag, release),
 * then sets its link and remark below. Areas are kept in the picture's own pixels (its natural size, filled in when
 * the picture loads), as the shop's hot zone reads them.
 */
function HotZoneFields({ form, index }: { form: FormInstance; index: number }) {
  const path = ['blocks', index]
  const image = Form.useWatch([...path, 'image'], form) as string | undefined
  const width = (Form.useWatch([...path, 'width'], form) as number | undefined) ?? 750
  const height = (Form.useWatch([...path, 'height'], form) as number | undefined) ?? 400
  const zones = (Form.useWatch([...path, 'zones'], form) as Zone[] | undefined) ?? []
  const surface = useRef<HTMLDivElement>(null)
  const [drag, setDrag] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null)
  const scale = width / EDIT_WIDTH

  const point = (event: MouseEvent) => {
    const box = surface.current!.getBoundingClientRect()
    return {
      x: Math.min(Math.max(event.clientX - box.left, 0), box.width),
      y: Math.min(Math.max(event.clientY - box.top, 0), box.height),
    }
  }
  const finish = () => {
    if (!drag) return
    const left = Math.min(drag.x0, drag.x1)
    const top = Math.min(drag.y0, drag.y1)
    const w = Math.abs(drag.x1 - drag.x0)
    const h = Math.abs(drag.y1 - drag.y0)
    setDrag(null)
    if (w < 6 || h < 6) return
    const zone: Zone = {
      x: Math.round(left * scale),
      y: Math.round(top * scale),
      width: Math.min(Math.round(w * scale), width - Math.round(left * scale)),
      height: Math.min(Math.round(h * scale), height - Math.round(top * scale)),
      link: null,
      remark: null,
    }
    form.setFieldValue([...path, 'zones'], [...zones, zone])
  }
  const box = (z: { x: number; y: number; width: number; height: number }) => ({
    left: z.x / scale,
    top: z.y / scale,
    width: z.width / scale,
    height: z.height / scale,
  })

  return (
    <>
      <Space align="start" wrap>
        <Form.Item name={[index, 'image']} label="图片" extra={IMAGE_HINT}>
          <Input style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name={[index, 'width']} label="图片宽(px)">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name={[index, 'height']} label="图片高(px)">
          <InputNumber min={1} precision={0} />
        </Form.Item>
      </Space>
      {image ? (
        <div
          ref={surface}
          data-testid={`hot-zone-surface-${index}`}
          style={{ position: 'relative', width: EDIT_WIDTH, cursor: 'crosshair', userSelect: 'none' }}
          onMouseDown={(event) => {
            event.preventDefault()
            const p = point(event)
            setDrag({ x0: p.x, y0: p.y, x1: p.x, y1: p.y })
          }}
          onMouseMove={(event) => drag && setDrag({ ...drag, ...{ x1: point(event).x, y1: point(event).y } })}
          onMouseUp={finish}
          onMouseLeave={finish}
        >
          <img
            src={image}
            alt="热区图"
            draggable={false}
            style={{ width: EDIT_WIDTH, display: 'block' }}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget
              if (naturalWidth && (naturalWidth !== width || naturalHeight !== height) && zones.length === 0) {
                form.setFieldValue([...path, 'width'], naturalWidth)
                form.setFieldValue([...path, 'height'], naturalHeight)
              }
            }}
          />
          {zones.map((zone, at) => (
            <div
              key={at}
              style={{
                position: 'absolute',
                ...box(zone),
                border: '2px solid #1677ff',
                background: 'rgba(22,119,255,.18)',
                color: '#fff',
                fontWeight: 600,
                textShadow: '0 0 2px #000',
                padding: 2,
                pointerEvents: 'none',
              }}
            >
              热区{at + 1}
            </div>
          ))}
          {drag && (
            <div
              style={{
                position: 'absolute',
                left: Math.min(drag.x0, drag.x1),
                top: Math.min(drag.y0, drag.y1),
                width: Math.abs(drag.x1 - drag.x0),
                height: Math.abs(drag.y1 - drag.y0),
                border: '2px dashed #fa541c',
                pointerEvents: 'none',
              }}
            />
          )}
        </div>
      ) : (
        <Typography.Text type="secondary">填写图片地址后，在图片上按住鼠标拖动即可画出热区</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        在图片上按住鼠标拖动画出可点击区域，然后为每个热区设置链接。
      </Typography.Paragraph>
      <Form.List name={[index, 'zones']}>
        {(items, { remove }) =>
          items.map((item, at) => (
            <Space key={item.key} align="start" wrap>
              <Typography.Text strong style={{ lineHeight: '32px' }}>
                热区{at + 1}
              </Typography.Text>
              <Form.Item name={[item.name, 'x']} label="X">
                <InputNumber min={0} precision={0} style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name={[item.name, 'y']} label="Y">
                <InputNumber min={0} precision={0} style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name={[item.name, 'width']} label="宽">
                <InputNumber min={1} precision={0} style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name={[item.name, 'height']} label="高">
                <InputNumber min={1} precision={0} style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name={[item.name, 'link']} label="链接">
                <Input style={{ width: 260 }} placeholder="pages/pdp/index?id=1" aria-label={`热区${at + 1}链接`} />
              </Form.Item>
              <Form.Item name={[item.name, 'remark']} label="备注">
                <Input style={{ width: 140 }} maxLength={32} aria-label={`热区${at + 1}备注`} />
              </Form.Item>
              <Button icon={<DeleteOutlined />} aria-label={`删除热区${at + 1}`} onClick={() => remove(item.name)} />
            </Space>
          ))
        }
      </Form.List>
    </>
  )
}
