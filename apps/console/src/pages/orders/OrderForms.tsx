import { Button, Form, Space, Typography } from 'antd'
import {
  ModalForm,
  ProFormDigit,
  ProFormList,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import type { MerchantOrderDetail } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { cancelOrder, carrierOptions, remarkOrder, shipOrder } from './api'

interface Parcel {
  carrierCode: string
  waybillNo: string
  /** Units of each order line in this parcel, by line id. */
  units: Record<string, number | undefined>
}

/**
 * 发货: one or more parcels, each a carrier, its waybill and the units of each line it carries (the first parcel
 * starts with everything still to ship; a second parcel takes what the first leaves).
 */
export function ShipOrder({ order, onDone }: { order: MerchantOrderDetail; onDone: () => void }) {
  const [form] = Form.useForm<{ shipments: Parcel[] }>()
  const shippable = order.lines.filter((line) => line.shippableQuantity > 0)
  const everything = Object.fromEntries(shippable.map((line) => [String(line.lineId), line.shippableQuantity]))
  return (
    <ModalForm<{ shipments: Parcel[] }>
      name="shipOrder"
      title={`发货 ${order.orderNo}`}
      width={720}
      form={form}
      trigger={<Button type="primary">发货</Button>}
      modalProps={{ destroyOnClose: true }}
      initialValues={{ shipments: [{ carrierCode: undefined, waybillNo: '', units: everything }] }}
      onFinish={({ shipments }) =>
        write(
          () =>
            call(shipOrder, {
              params: { orderId: order.orderId },
              body: {
                shipments: shipments.map((parcel) => ({
                  carrierCode: parcel.carrierCode,
                  waybillNo: parcel.waybillNo,
                  lines: Object.entries(parcel.units ?? {})
                    .filter(([, quantity]) => (quantity ?? 0) > 0)
                    .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity: quantity! })),
                })),
              },
            }),
          { success: `已发货 ${shipments.length} 个包裹`, form },
        ).then((done) => (done && onDone(), done))
      }
    >
      <Typography.Paragraph type="secondary">
        多个包裹时，为每个包裹填写其中每件商品的数量；赠品随第一个包裹发出。
      </Typography.Paragraph>
      <ProFormList
        name="shipments"
        creatorButtonProps={{ creatorButtonText: '添加包裹' }}
        creatorRecord={{ carrierCode: undefined, waybillNo: '', units: {} }}
        itemRender={({ listDom, action }, { index }) => (
          <div
            role="group"
            aria-label={`包裹 ${index + 1}`}
            style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', marginBottom: 12 }}
          >
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text strong>包裹 {index + 1}</Typography.Text>
              {action}
            </Space>
            {listDom}
          </div>
        )}
      >
        <ProFormSelect
          name="carrierCode"
          label="快递公司"
          showSearch
          request={carrierOptions}
          rules={[{ required: true, message: '请选择快递公司' }]}
        />
        <ProFormText
          name="waybillNo"
          label="运单号"
          extra="6-32位字母、数字或-"
          rules={[{ required: true, message: '请填写运单号' }]}
        />
        {shippable.map((line) => (
          <ProFormDigit
            key={line.lineId}
            name={['units', String(line.lineId)]}
            label={`${line.name} ${line.specs}`}
            extra={`待发 ${line.shippableQuantity} 件`}
            min={0}
            max={line.shippableQuantity}
            fieldProps={{ precision: 0 }}
          />
        ))}
      </ProFormList>
    </ModalForm>
  )
}

/** 取消订单: closes an unpaid order, or refunds a paid one (nothing shipped) in full. */
export function CancelOrder({ order, onDone }: { order: MerchantOrderDetail; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>()
  const refund = order.cancelMode === 'refund'
  return (
    <ModalForm<{ reason: string }>
      name="cancelOrder"
      title={`取消订单 ${order.orderNo}`}
      width={480}
      form={form}
      trigger={<Button danger>取消订单</Button>}
      modalProps={{ destroyOnClose: true }}
      onFinish={({ reason }) =>
        write(() => call(cancelOrder, { params: { orderId: order.orderId }, body: { reason } }), {
          success: refund ? '订单已取消，款项正在原路退回' : '订单已关闭',
          form,
        }).then((done) => (done && onDone(), done))
      }
    >
      <Typography.Paragraph>
        {refund
          ? `订单已支付且未发货：取消后将全额退款 ¥${formatFen(order.totalRealPayAmount)}（原路退回微信），库存、积分、优惠券随退款退回。`
          : '订单未支付：取消后关闭订单，库存、积分、优惠券立即退回。'}
      </Typography.Paragraph>
      <ProFormTextArea
        name="reason"
        label="取消原因"
        fieldProps={{ maxLength: 100, showCount: true }}
        rules={[{ required: true, message: '请填写取消原因' }]}
      />
    </ModalForm>
  )
}

/** 备注: the merchant's own note on the order, never shown to the shopper. */
export function RemarkOrder({ order, onDone }: { order: MerchantOrderDetail; onDone: () => void }) {
  const [form] = Form.useForm<{ remark: string }>()
  return (
    <ModalForm<{ remark: string }>
      name="remarkOrder"
      title="商家备注"
      width={480}
      form={form}
      trigger={<Button>备注</Button>}
      modalProps={{ destroyOnClose: true }}
      initialValues={{ remark: order.merchantRemark ?? '' }}
      onFinish={({ remark }) =>
        write(() => call(remarkOrder, { params: { orderId: order.orderId }, body: { remark: remark ?? '' } }), {
          success: '备注已保存',
          form,
        }).then((done) => (done && onDone(), done))
      }
    >
      <ProFormTextArea
        name="remark"
        label="备注"
        extra="仅商家可见，留空即清除"
        fieldProps={{ maxLength: 200, showCount: true }}
      />
    </ModalForm>
  )
}
