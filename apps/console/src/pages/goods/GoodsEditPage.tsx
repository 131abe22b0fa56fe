import { useEffect, useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tag,
  TreeSelect,
  Typography,
} from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { PageContainer } from '@ant-design/pro-components'
import { useNavigate, useParams } from 'react-router'
import type { BodyOf, merchantCreateGoods, MerchantGoodsDetail } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { feedback } from '../../lib/feedback'
import { ImageUpload } from '../../lib/image-upload'
import { write } from '../../lib/write'
import {
  categoryOptions,
  createGoods,
  type CategoryOption,
  fenOf,
  goodsDetail,
  STATUS_LABELS,
  updateGoods,
  yuanOf,
} from './api'
import { combinations, comboKey, type SpecRow } from './matrix'

/** A row of the SKU matrix in the form: an existing SKU (id) shows its price and stock; a new one takes them. */
interface SkuRow {
  id?: number
  specValues: string[]
  skuCode: string
  price?: number
  marketingPrice?: number
  initialStock?: number
  image: string[]
  held: boolean
  limitPerCustomer?: number | null
}

interface Values {
  code: string
  name: string
  subtitle?: string
  sellingPoints: string[]
  mainImage: string[]
  gallery: string[]
  detailHtml: string
  keywords: string[]
  categoryIds: number[]
  badges: string[]
  specTags: string[]
  sort: number
  specs: SpecRow[]
  skus: SkuRow[]
}

const emptyValues: Partial<Values> = {
  sellingPoints: [],
  mainImage: [],
  gallery: [],
  detailHtml: '',
  keywords: [],
  badges: [],
  specTags: [],
  sort: 0,
  specs: [],
  skus: [],
}

function valuesOf(detail: MerchantGoodsDetail): Values {
  return {
    code: detail.code,
    name: detail.name,
    subtitle: detail.subtitle ?? undefined,
    sellingPoints: detail.sellingPoints,
    mainImage: [detail.mainImage],
    gallery: detail.gallery,
    detailHtml: detail.detailHtml,
    keywords: detail.keywords,
    categoryIds: detail.categoryIds,
    badges: detail.tags.filter((tag) => tag.type === 'Badge').map((tag) => tag.name),
    specTags: detail.tags.filter((tag) => tag.type === 'ShowInSpec').map((tag) => tag.name),
    sort: detail.sort,
    specs: detail.specs,
    skus: detail.skus.map((sku) => ({
      id: sku.id,
      specValues: sku.specValues,
      skuCode: sku.skuCode,
      price: yuanOf(sku.price),
      marketingPrice: yuanOf(sku.marketingPrice),
      initialStock: sku.stock,
      image: sku.image ? [sku.image] : [],
      held: sku.held,
      limitPerCustomer: sku.limitPerCustomer,
    })),
  }
}

/** The call's body from the form: yuan to fen, picture lists to URLs, existing SKUs without price and stock. */
function bodyOf(values: Values, detail: MerchantGoodsDetail | null): BodyOf<typeof merchantCreateGoods> {
  return {
    code: values.code,
    name: values.name,
    subtitle: values.subtitle?.trim() ? values.subtitle : null,
    sellingPoints: values.sellingPoints,
    mainImage: values.mainImage[0] ?? '',
    gallery: values.gallery,
    detailHtml: values.detailHtml ?? '',
    keywords: values.keywords,
    categoryIds: values.categoryIds ?? [],
    tags: [
      ...values.badges.map((name) => ({ name, type: 'Badge' as const })),
      ...values.specTags.map((name) => ({ name, type: 'ShowInSpec' as const })),
    ],
    sort: values.sort ?? 0,
    specs: values.specs.map((spec) => ({ name: spec.name ?? '', values: spec.values ?? [] })),
    skus: values.skus.map((sku) => {
      const existing = sku.id !== undefined && detail?.skus.some((s) => s.id === sku.id)
      return {
        ...(existing && { id: sku.id }),
        specValues: sku.specValues,
        skuCode: sku.skuCode ?? '',
        ...(!existing && {
          ...(sku.price !== undefined && sku.price !== null && { price: fenOf(sku.price) }),
          ...(sku.marketingPrice !== undefined &&
            sku.marketingPrice !== null && {
              marketingPrice: fenOf(sku.marketingPrice),
            }),
          initialStock: sku.initialStock ?? 0,
        }),
        image: sku.image[0] ?? null,
        held: sku.held ?? false,
        limitPerCustomer: sku.limitPerCustomer ?? null,
      }
    }),
  }
}

/**
 * 新建商品 / 编辑商品: fields, pictures, categories and tags, the rich description (sanitised by the server), the specs
 * and the SKU matrix they generate. Prices and stock of SKUs that exist change through 改价 and 库存 (audited); new
 * SKUs bring theirs.
 */
export default function GoodsEditPage() {
  const { goodsId } = useParams()
  const id = goodsId === undefined ? null : Number(goodsId)
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const [detail, setDetail] = useState<MerchantGoodsDetail | null>(null)
  const [loading, setLoading] = useState(id !== null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (id === null) return
    call(goodsDetail, { params: { goodsId: id } }).then(
      (loaded) => {
        setDetail(loaded)
        const values = valuesOf(loaded)
        form.setFieldsValue(values)
        setRows(values.skus)
        setLoading(false)
      },
      (error: Error) => {
        feedback.message.error(error.message)
        setLoading(false)
      },
    )
  }, [id, form])

  // The matrix follows the specs: every combination once, rows already filled in kept by their values.
  const [rows, setRows] = useState<SkuRow[]>([])
  const regenerate = () => {
    const code = form.getFieldValue('code') as string | undefined
    const current = (form.getFieldValue('skus') as SkuRow[] | undefined) ?? []
    const byKey = new Map(current.map((row) => [comboKey(row.specValues), row]))
    const combos = combinations((form.getFieldValue('specs') as SpecRow[] | undefined) ?? [])
    // A new row is named after the goods code with the first number no other row uses.
    const used = new Set(combos.flatMap((values) => byKey.get(comboKey(values))?.skuCode ?? []))
    let n = 0
    const nextCode = () => {
      if (!code) return ''
      do n++
      while (used.has(`${code}-${n}`))
      return `${code}-${n}`
    }
    const next = combos.map(
      (values): SkuRow =>
        byKey.get(comboKey(values)) ?? {
          specValues: values,
          skuCode: nextCode(),
          image: [],
          held: false,
          initialStock: 0,
          limitPerCustomer: null,
        },
    )
    form.setFieldValue('skus', next)
    setRows(next)
  }

  const isExisting = (row: SkuRow) => row.id !== undefined && !!detail?.skus.some((sku) => sku.id === row.id)

  const save = async () => {
    if (
      !(await form.validateFields().then(
        () => true,
        () => false,
      ))
    )
      return
    // The whole store: the matrix rows keep their ids and spec values, which no input shows.
    const values = form.getFieldsValue(true) as Values
    setSaving(true)
    const body = bodyOf({ ...emptyValues, ...values } as Values, detail)
    let saved: MerchantGoodsDetail | null = null
    const ok = await write(
      async () => {
        saved =
          id === null ? await call(createGoods, { body }) : await call(updateGoods, { params: { goodsId: id }, body })
      },
      { success: id === null ? '商品已创建（未上架）' : '商品已保存', form },
    )
    setSaving(false)
    if (ok && saved) navigate('/goods')
  }

  if (loading) return <Spin style={{ display: 'block', margin: '120px auto' }} />

  return (
    <PageContainer
      title={id === null ? '新建商品' : `编辑商品：${detail?.name ?? ''}`}
      tags={
        detail ? (
          <Tag color={detail.status === 'on_sale' ? 'success' : 'default'}>{STATUS_LABELS[detail.status]}</Tag>
        ) : undefined
      }
      onBack={() => navigate('/goods')}
      footer={[
        <Button key="cancel" onClick={() => navigate('/goods')}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={emptyValues}
        scrollToFirstError
        onValuesChange={(changed: Partial<Values>) => {
          if ('specs' in changed) regenerate()
        }}
      >
        <Card title="基本信息" style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col span={8}>
              <Form.Item
                name="code"
                label="商品编码"
                rules={[{ required: true, message: '请填写商品编码' }]}
                extra="字母、数字、- 或 _，最多32位"
              >
                <Input placeholder="如 LJSERUM01" />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="name" label="商品名称" rules={[{ required: true, message: '请填写商品名称' }]}>
                <Input maxLength={64} showCount />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="subtitle" label="副标题">
                <Input maxLength={128} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="sort" label="排序" extra="数值越大越靠前">
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="categoryIds" label="商品分类" rules={[{ required: true, message: '请选择商品分类' }]}>
                <CategorySelect />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="keywords" label="搜索关键词" extra="输入后回车，最多20个">
                <Select mode="tags" placeholder="如 精华、serum" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="badges" label="角标标签" extra="显示在商品卡片上，如 新品、热卖">
                <Select mode="tags" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="specTags" label="规格内标签" extra="显示在规格选择弹窗中">
                <Select mode="tags" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="sellingPoints" label="卖点" extra="每条最多40字，最多5条">
                <Select mode="tags" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="商品图片" style={{ marginBottom: 16 }}>
          <Form.Item
            name="mainImage"
            label="主图"
            rules={[{ required: true, type: 'array', min: 1, message: '请上传主图' }]}
          >
            <ImageUpload max={1} />
          </Form.Item>
          <Form.Item name="gallery" label="轮播图" extra="最多9张">
            <ImageUpload max={9} />
          </Form.Item>
        </Card>

        <Card title="规格与SKU" style={{ marginBottom: 16 }}>
          <Form.List name="specs">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field) => (
                  <Space key={field.key} align="start">
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[{ required: true, message: '请填写规格名' }]}
                      style={{ marginBottom: 8 }}
                    >
                      <Input
                        placeholder="规格名，如 容量"
                        aria-label={`规格名${field.name + 1}`}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'values']}
                      rules={[{ required: true, message: '请填写规格值' }]}
                      style={{ marginBottom: 8 }}
                    >
                      <Select
                        mode="tags"

                        placeholder="规格值，输入后回车，如 30ml"
                        aria-label={`规格值${field.name + 1}`}
                        style={{ width: 420 }}
                      />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="删除规格" />
                  </Space>
                ))}
                {fields.length < 3 && (
                  <Button icon={<PlusOutlined />} onClick={() => add({ name: '', values: [] })}>
                    添加规格
                  </Button>
                )}
              </Space>
            )}
          </Form.List>
          {detail && (
            <Alert
              style={{ margin: '16px 0' }}
              type="info"
              showIcon
              message="已有SKU的价格请在商品列表「改价」中修改，库存请在「库存管理」中调整；删去的规格组合将停售并保留记录。"
            />
          )}
          <Table<SkuRow>
            style={{ marginTop: 16 }}
            size="small"
            rowKey={(row) => comboKey(row.specValues)}
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: '添加规格后自动生成SKU；无规格的商品请添加一个规格值，如 规格：标准装' }}
            columns={[
              { title: '规格', render: (_, row) => row.specValues.join(' / ') || '默认' },
              {
                title: 'SKU编码',
                render: (_, __, index) => (
                  <Form.Item
                    name={['skus', index, 'skuCode']}
                    style={{ margin: 0 }}
                    rules={[{ required: true, message: '请填写SKU编码' }]}
                  >
                    <Input style={{ width: 150 }} aria-label={`SKU编码${index + 1}`} />
                  </Form.Item>
                ),
              },
              {
                title: '售价（元）',
                render: (_, row, index) =>
                  isExisting(row) ? (
                    `¥${formatFen(fenOf(row.price ?? 0))}`
                  ) : (
                    <Form.Item
                      name={['skus', index, 'price']}
                      style={{ margin: 0 }}
                      rules={[{ required: true, message: '请填写售价' }]}
                    >
                      <InputNumber min={0} precision={2} prefix="¥" aria-label={`售价${index + 1}`} />
                    </Form.Item>
                  ),
              },
              {
                title: '划线价（元）',
                render: (_, row, index) =>
                  isExisting(row) ? (
                    `¥${formatFen(fenOf(row.marketingPrice ?? 0))}`
                  ) : (
                    <Form.Item
                      name={['skus', index, 'marketingPrice']}
                      style={{ margin: 0 }}
                      rules={[{ required: true, message: '请填写划线价' }]}
                    >
                      <InputNumber min={0} precision={2} prefix="¥" aria-label={`划线价${index + 1}`} />
                    </Form.Item>
                  ),
              },
              {
                title: '库存',
                render: (_, row, index) =>
                  isExisting(row) ? (
                    row.initialStock
                  ) : (
                    <Form.Item name={['skus', index, 'initialStock']} style={{ margin: 0 }}>
                      <InputNumber min={0} precision={0} aria-label={`库存${index + 1}`} />
                    </Form.Item>
                  ),
              },
              {
                title: '图片',
                render: (_, __, index) => (
                  <Form.Item name={['skus', index, 'image']} style={{ margin: 0 }}>
                    <ImageUpload max={1} />
                  </Form.Item>
                ),
              },
              {
                title: '限购',
                render: (_, __, index) => (
                  <Form.Item name={['skus', index, 'limitPerCustomer']} style={{ margin: 0 }}>
                    <InputNumber min={1} max={999} precision={0} placeholder="不限" />
                  </Form.Item>
                ),
              },
              {
                title: '暂停销售',
                render: (_, __, index) => (
                  <Form.Item name={['skus', index, 'held']} valuePropName="checked" style={{ margin: 0 }}>
                    <Switch size="small" />
                  </Form.Item>
                ),
              },
            ]}
          />
        </Card>

        <Card title="商品详情">
          <Form.Item
            name="detailHtml"
            extra="HTML 富文本：支持段落、标题、加粗、列表、表格、图片和链接；保存时服务器会移除脚本等不安全内容。"
          >
            <Input.TextArea rows={8} placeholder="<p>产品介绍…</p>" />
          </Form.Item>
          {detail && detail.detailHtml && (
            <>
              <Typography.Title level={5}>商城展示效果（已保存）</Typography.Title>
              <div
                style={{ border: '1px solid #f0f0f0', padding: 12, maxWidth: 375 }}
                // The server sanitised it when it was saved (platform/rich-text.ts).
                dangerouslySetInnerHTML={{ __html: detail.detailHtml }}
              />
            </>
          )}
        </Card>
      </Form>
    </PageContainer>
  )
}

/** The category tree as a multiple TreeSelect (a form field of ids). */
function CategorySelect({ value, onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const [options, setOptions] = useState<CategoryOption[]>([])
  useEffect(() => {
    categoryOptions().then(setOptions, (error: Error) => feedback.message.error(error.message))
  }, [])
  return (
    <TreeSelect
      multiple
      treeDefaultExpandAll
      value={value}
      onChange={onChange}
      treeData={options}
      placeholder="选择分类"
      aria-label="商品分类"
      style={{ width: '100%' }}
    />
  )
}
