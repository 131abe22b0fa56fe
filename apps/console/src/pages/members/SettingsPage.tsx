import { useState } from 'react'
import { Form, Typography } from 'antd'
import { PageContainer, ProCard, ProForm, ProFormDigit } from '@ant-design/pro-components'
import type { ShopSettings, ShopSettingsFields } from '@shop/contracts'
import { formatChinaDate, formatFen, parseYuan } from '@shop/domain'
import { call } from '../../lib/http'
import { write } from '../../lib/write'
import { saveSettings, settingsOf } from './api'

/** The form's values: money in yuan at the field (fen in the call). */
interface Values {
  shipping: { shippingPrice: number; freeShippingThreshold: number }
  points: ShopSettingsFields['points']
  orders: ShopSettingsFields['orders']
}

const toValues = (settings: ShopSettings): Values => ({
  shipping: {
    shippingPrice: Number(formatFen(settings.shipping.shippingPrice)),
    freeShippingThreshold: Number(formatFen(settings.shipping.freeShippingThreshold)),
  },
  points: settings.points,
  orders: settings.orders,
})

const fen = (yuan: number) => parseYuan(String(yuan)) ?? -1

const whole = { precision: 0 }
const money = { precision: 2, addonBefore: '¥' }

/** 商城设置: shipping rules, points rate, order deadlines — what the server reads for new carts, orders and timers. */
export default function SettingsPage() {
  const [form] = Form.useForm<Values>()
  const [updatedAt, setUpdatedAt] = useState<string | null>(null)
  const loaded = (settings: ShopSettings) => (setUpdatedAt(settings.updatedAt), toValues(settings))
  return (
    <PageContainer title="商城设置">
      <ProForm<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 10 }}
        request={async () => loaded(await call(settingsOf))}
        submitter={{ searchConfig: { submitText: '保存设置' }, resetButtonProps: { children: '还原' } }}
        onFinish={(values) =>
          write(
            async () => {
              const saved = await call(saveSettings, {
                body: {
                  shipping: {
                    shippingPrice: fen(values.shipping.shippingPrice),
                    freeShippingThreshold: fen(values.shipping.freeShippingThreshold),
                  },
                  points: values.points,
                  orders: values.orders,
                },
              })
              form.setFieldsValue(loaded(saved))
            },
            { success: '设置已保存，新订单即刻生效', form },
          )
        }
      >
        <ProCard title="运费规则" bordered style={{ marginBottom: 16 }}>
          <ProFormDigit name={['shipping', 'shippingPrice']} label="运费（元）" fieldProps={money} min={0} />
          <ProFormDigit
            name={['shipping', 'freeShippingThreshold']}
            label="包邮门槛（元）"
            fieldProps={money}
            min={0}
            extra="商品实付满此金额免运费；0 表示全场包邮"
          />
        </ProCard>
        <ProCard title="积分规则" bordered style={{ marginBottom: 16 }}>
          <ProFormDigit
            name={['points', 'pointsPerYuan']}
            label="抵扣比例（积分/元）"
            fieldProps={whole}
            extra="多少积分抵扣 1 元"
          />
          <ProFormDigit
            name={['points', 'maxPayablePercent']}
            label="抵扣上限（%）"
            fieldProps={whole}
            extra="积分最多抵扣商品应付金额的百分比"
          />
          <ProFormDigit
            name={['points', 'earnPerYuan']}
            label="每元获得积分"
            fieldProps={whole}
            extra="订单完成后，商品实付每满 1 元获得的积分；0 表示不送积分"
          />
        </ProCard>
        <ProCard title="订单时限" bordered style={{ marginBottom: 16 }}>
          <ProFormDigit
            name={['orders', 'payMinutes']}
            label="待付款关闭（分钟）"
            fieldProps={whole}
            extra="下单后未支付，超过该时间自动关闭；已下的订单保持原时限"
          />
          <ProFormDigit name={['orders', 'autoReceiveDays']} label="自动确认收货（天）" fieldProps={whole} />
          <ProFormDigit name={['orders', 'autoCompleteDays']} label="收货后自动完成（天）" fieldProps={whole} />
        </ProCard>
        <Typography.Paragraph type="secondary">
          {updatedAt ? `上次保存：${formatChinaDate(updatedAt, true)}。` : '尚未保存过，以上为默认值。'}
          修改后立即作用于新的购物车、订单和自动确认收货；每次保存都记入操作日志。
        </Typography.Paragraph>
      </ProForm>
    </PageContainer>
  )
}
