import { useRef, useState } from 'react'
import { Button, Image, Popconfirm, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { useNavigate } from 'react-router'
import type { MerchantGoodsRow } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { Can, useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { categoryOptions, goodsList, setStatus, STATUS_LABELS, STOCK_LABELS } from './api'
import { PricesForm } from './PricesForm'

const price = (row: MerchantGoodsRow) =>
  row.minPrice === row.maxPrice
    ? `¥${formatFen(row.minPrice)}`
    : `¥${formatFen(row.minPrice)} ~ ¥${formatFen(row.maxPrice)}`

/** 商品列表: every goods on sale or not, filtered and sorted on the server; publish, edit, change prices. */
export default function GoodsPage() {
  const table = useRef<ActionType>(null)
  const navigate = useNavigate()
  const canEdit = useCan('goods.edit')
  const canPrice = useCan('goods.price')
  const [pricing, setPricing] = useState<MerchantGoodsRow | null>(null)
  const reload = () => table.current?.reload()

  const publish = (row: MerchantGoodsRow, status: MerchantGoodsRow['status']) =>
    write(() => call(setStatus, { params: { goodsId: row.id }, body: { status } }), {
      success: status === 'on_sale' ? `「${row.name}」已上架` : `「${row.name}」已下架`,
    }).then(reload)

  const columns: ProColumns<MerchantGoodsRow>[] = [
    {
      title: '关键词',
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: '商品名称、商品编码或SKU编码' },
    },
    {
      title: '商品',
      dataIndex: 'name',
      search: false,
      render: (_, row) => (
        <Space>
          <Image src={row.mainImage} width={48} height={48} style={{ objectFit: 'cover' }} preview={false} />
          <div>
            <div>{row.name}</div>
            <Typography.Text type="secondary">{row.code}</Typography.Text>
          </div>
        </Space>
      ),
    },
    {
      title: '分类',
      dataIndex: 'categoryId',
      valueType: 'treeSelect',
      request: categoryOptions,
      fieldProps: { treeDefaultExpandAll: true, placeholder: '全部分类' },
      render: (_, row) => row.categoryNames.join('、') || '-',
    },
    { title: '价格', dataIndex: 'minPrice', search: false, sorter: true, render: (_, row) => price(row) },
    {
      title: '库存',
      dataIndex: 'stock',
      valueType: 'select',
      valueEnum: STOCK_LABELS,
      sorter: true,
      render: (_, row) => (
        <Space size={4}>
          {row.stock}
          {row.soldOutSkus > 0 && (
            <Tag color={row.soldOutSkus === row.skuCount ? 'red' : 'orange'}>
              {row.soldOutSkus === row.skuCount ? '已售罄' : `${row.soldOutSkus}个SKU售罄`}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: '销量', dataIndex: 'salesCount', search: false, sorter: true, width: 90 },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS_LABELS,
      render: (_, row) => (
        <Tag color={row.status === 'on_sale' ? 'success' : 'default'}>{STATUS_LABELS[row.status]}</Tag>
      ),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 170,
      render: (_, row) => formatChinaDate(row.updatedAt, true),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 220,
      render: (_, row) => [
        canEdit && (
          <Typography.Link key="edit" onClick={() => navigate(`/goods/${row.id}`)}>
            编辑
          </Typography.Link>
        ),
        canPrice && (
          <Typography.Link key="price" onClick={() => setPricing(row)}>
            改价
          </Typography.Link>
        ),
        canEdit &&
          (row.status === 'on_sale' ? (
            <Popconfirm
              key="off"
              title="下架后商城不再展示和销售该商品，确定下架？"
              onConfirm={() => publish(row, 'off_sale')}
            >
              <Typography.Link>下架</Typography.Link>
            </Popconfirm>
          ) : (
            <Typography.Link key="on" onClick={() => publish(row, 'on_sale')}>
              上架
            </Typography.Link>
          )),
        <Typography.Link key="stock" onClick={() => navigate(`/stock?goodsId=${row.id}`)}>
          库存
        </Typography.Link>,
      ],
    },
  ]

  return (
    <PageContainer>
      <PagedTable
        route={goodsList}
        rowKey="id"
        columns={columns}
        actionRef={table}
        emptyText="暂无商品"
        headerTitle="商品列表"
        toolBarRender={() => [
          <Can key="new" permission="goods.edit">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/goods/new')}>
              新建商品
            </Button>
          </Can>,
        ]}
      />
      {pricing && (
        <PricesForm
          goodsId={pricing.id}
          goodsName={pricing.name}
          onClose={(changed) => {
            setPricing(null)
            if (changed) reload()
          }}
        />
      )}
    </PageContainer>
  )
}
