import { useEffect, useState } from 'react'
import { Form, InputNumber, Table } from 'antd'
import { ModalForm } from '@ant-design/pro-components'
import type { MerchantSku } from '@shop/contracts'
import { call } from '../../lib/http'
import { feedback } from '../../lib/feedback'
import { write } from '../../lib/write'
import { fenOf, goodsDetail, setPrices, yuanOf } from './api'

interface Values {
  skus: { skuId: number; price: number; marketingPrice: number }[]
}

/**
 * 改价: the prices of a goods' SKUs, in yuan; only changed rows are sent (goods.price, audited). Orders already
 * placed keep their prices.
 */
export function PricesForm({
  goodsId,
  goodsName,
  onClose,
}: {
  goodsId: number
  goodsName: string
  onClose: (changed: boolean) => void
}) {
  const [form] = Form.useForm<Values>()
  const [skus, setSkus] = useState<MerchantSku[]>([])
  useEffect(() => {
    call(goodsDetail, { params: { goodsId } }).then(
      (detail) => {
        setSkus(detail.skus)
        form.setFieldsValue({
          skus: detail.skus.map((sku) => ({
            skuId: sku.id,
            price: yuanOf(sku.price),
            marketingPrice: yuanOf(sku.marketingPrice),
          })),
        })
      },
      (error: Error) => feedback.message.error(error.message),
    )
  }, [goodsId, form])

  return (
    <ModalForm<Values>
      title={`改价：${goodsName}`}
      open
      form={form}
      width={720}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        // Every row is sent (the server moves and audits the changed ones), so its issues name the form's rows.
        const rows = values.skus.map((row) => ({
          skuId: row.skuId,
          price: fenOf(row.price),
          marketingPrice: fenOf(row.marketingPrice),
        }))
        const changed = rows.some((row) => {
          const sku = skus.find((s) => s.id === row.skuId)!
          return sku.price !== row.price || sku.marketingPrice !== row.marketingPrice
        })
        if (!changed) {
          feedback.message.info('价格没有变化')
          return false
        }
        const ok = await write(() => call(setPrices, { params: { goodsId }, body: { skus: rows } }), {
          success: '价格已更新，已下单的订单不受影响',
          form,
        })
        if (ok) onClose(true)
        return ok
      }}
    >
      <Table<MerchantSku>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={skus}
        columns={[
          { title: '规格', render: (_, sku) => sku.specValues.join(' / ') || '默认' },
          { title: 'SKU编码', dataIndex: 'skuCode' },
          {
            title: '售价（元）',
            render: (_, __, index) => (
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
            render: (_, __, index) => (
              <Form.Item
                name={['skus', index, 'marketingPrice']}
                style={{ margin: 0 }}
                rules={[{ required: true, message: '请填写划线价' }]}
              >
                <InputNumber min={0} precision={2} prefix="¥" aria-label={`划线价${index + 1}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      {skus.map((sku, index) => (
        <Form.Item key={sku.id} name={['skus', index, 'skuId']} hidden>
          <InputNumber />
        </Form.Item>
      ))}
    </ModalForm>
  )
}
