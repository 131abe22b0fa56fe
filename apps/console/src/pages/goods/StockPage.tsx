import { useRef, useState } from 'react'
import { Form, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { useSearchParams } from 'react-router'
import type { MerchantStockSku as StockSkuRow, StockMovement } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { ADJUSTMENT_LABELS, adjustStock, STOCK_LABELS, stockMovements, stockSkus } from './api'

const MOVEMENT_COLORS: Record<StockMovement['kind'], string> = {
  initial: 'default',
  received: 'green',
  damaged: 'red',
  counted: 'blue',
  sale: 'orange',
  release: 'cyan',
}

/**
 * 库存管理: each SKU's stock with 调整 (received 入库, damaged 报损, counted 盘点, with a reason; audited), and the
 * stock ledger every move writes. A SKU's stock is the sum of its movements (docs/goods.md).
 */
export default function StockPage() {
  const [params] = useSearchParams()
  const goodsId = params.get('goodsId') ?? undefined
  const skus = useRef<ActionType>(null)
  const ledger = useRef<ActionType>(null)
  const canAdjust = useCan('stock.adjust')
  const [adjusting, setAdjusting] = useState<StockSkuRow | null>(null)
  const [skuFilter, setSkuFilter] = useState<StockSkuRow | null>(null)

  const skuColumns: ProColumns<StockSkuRow>[] = [
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '商品名称或SKU编码' } },
    { title: '商品', dataIndex: 'goodsName', search: false },
    { title: '规格', key: 'spec', search: false, render: (_, row) => row.specValues.join(' / ') || '默认' },
    { title: 'SKU编码', dataIndex: 'skuCode', search: false, sorter: true },
    {
      title: '库存',
      dataIndex: 'stock',
      valueType: 'select',
      valueEnum: STOCK_LABELS,
      sorter: true,
      defaultSortOrder: 'ascend',
      render: (_, row) => (
        <>
          <Typography.Text strong type={row.stock === 0 ? 'danger' : undefined}>
            {row.stock}
          </Typography.Text>
          {row.held && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              暂停销售
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, row) => [
        canAdjust && (
          <Typography.Link key="adjust" onClick={() => setAdjusting(row)}>
            调整库存
          </Typography.Link>
        ),
        <Typography.Link key="ledger" onClick={() => setSkuFilter(row)}>
          流水
        </Typography.Link>,
      ],
    },
  ]

  const ledgerColumns: ProColumns<StockMovement>[] = [
    {
      title: '时间',
      dataIndex: 'createdAt',
      valueType: 'dateTimeRange',
      search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
      render: (_, row) => formatChinaDate(row.createdAt, true),
    },
    { title: '商品', dataIndex: 'goodsName', search: false },
    {
      title: 'SKU',
      dataIndex: 'skuCode',
      search: false,
      render: (_, row) => `${row.skuCode}${row.specValues.length ? `（${row.specValues.join(' / ')}）` : ''}`,
    },
    {
      title: '类型',
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: {
        initial: '期初库存',
        received: '入库',
        damaged: '报损',
        counted: '盘点',
        sale: '售出',
        release: '退回',
      },
      render: (_, row) => <Tag color={MOVEMENT_COLORS[row.kind]}>{row.kindLabel}</Tag>,
    },
    {
      title: '变动',
      dataIndex: 'delta',
      search: false,
      render: (_, row) => (
        <Typography.Text type={row.delta < 0 ? 'danger' : 'success'}>
          {row.delta > 0 ? `+${row.delta}` : row.delta}
        </Typography.Text>
      ),
    },
    { title: '变动后库存', dataIndex: 'stockAfter', search: false },
    {
      title: '原因 / 订单',
      key: 'reason',
      search: false,
      render: (_, row) => [row.reason, row.orderId ? `订单 #${row.orderId}` : null].filter(Boolean).join('，') || '-',
    },
    { title: '操作人', dataIndex: 'staffUserid', search: false, render: (_, row) => row.staffUserid ?? '系统' },
  ]

  return (
    <PageContainer>
      <PagedTable
        route={stockSkus}
        rowKey="skuId"
        columns={skuColumns}
        actionRef={skus}
        headerTitle="SKU库存"
        emptyText="没有符合条件的SKU"
        pagination={{ defaultPageSize: 10 }}
      />
      <div style={{ height: 16 }} />
      <PagedTable
        route={stockMovements}
        rowKey="id"
        columns={ledgerColumns}
        actionRef={ledger}
        headerTitle={
          skuFilter ? (
            <span>
              库存流水：{skuFilter.skuCode}{' '}
              <Typography.Link onClick={() => setSkuFilter(null)}>查看全部</Typography.Link>
            </span>
          ) : (
            '库存流水'
          )
        }
        query={{ skuId: skuFilter?.skuId, goodsId: skuFilter ? undefined : goodsId }}
        emptyText="暂无库存流水"
      />
      {adjusting && (
        <AdjustForm
          sku={adjusting}
          onClose={(done) => {
            setAdjusting(null)
            if (done) {
              skus.current?.reload()
              ledger.current?.reload()
            }
          }}
        />
      )}
    </PageContainer>
  )
}

interface AdjustValues {
  kind: 'received' | 'damaged' | 'counted'
  quantity: number
  reason: string
}

/** One adjustment, sent once however often 确定 is pressed (its requestId is made when the form opens). */
function AdjustForm({ sku, onClose }: { sku: StockSkuRow; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<AdjustValues>()
  const [requestId] = useState(() => crypto.randomUUID())
  const kind = Form.useWatch('kind', form) ?? 'received'
  return (
    <ModalForm<AdjustValues>
      title={`调整库存：${sku.goodsName} ${sku.specValues.join(' / ')}`}
      open
      form={form}
      width={480}
      initialValues={{ kind: 'received' }}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const ok = await write(() => call(adjustStock, { body: { skuId: sku.skuId, requestId, ...values } }), {
          success: '库存已调整',
          form,
        })
        if (ok) onClose(true)
        return ok
      }}
    >
      <Typography.Paragraph>
        当前库存：<Typography.Text strong>{sku.stock}</Typography.Text>（{sku.skuCode}）
      </Typography.Paragraph>
      <ProFormRadio.Group
        name="kind"
        label="调整类型"
        radioType="button"
        options={Object.entries(ADJUSTMENT_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <ProFormDigit
        name="quantity"
        label={kind === 'counted' ? '盘点数量' : kind === 'damaged' ? '报损数量' : '入库数量'}
        extra={kind === 'counted' ? '填写实际清点的库存总数' : undefined}
        min={0}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请填写数量' }]}
      />
      <ProFormText
        name="reason"
        label="调整原因"
        placeholder="如 采购入库、运输破损、月末盘点"
        rules={[{ required: true, message: '请填写调整原因' }]}
      />
    </ModalForm>
  )
}
