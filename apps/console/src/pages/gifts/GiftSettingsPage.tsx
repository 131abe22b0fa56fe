import { Card, Form } from 'antd'
import {
  PageContainer,
  ProForm,
  ProFormDigit,
  ProFormList,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import type { BodyOf, merchantSaveGiftSettings } from '@shop/contracts'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { giftSettings, saveGiftSettings } from './api'

type Values = BodyOf<typeof merchantSaveGiftSettings>

/** What the form holds as the call takes it: goods ids typed as text become numbers, an empty picture null. */
const normalised = (values: Values): Values => ({
  ...values,
  goodsIds: (values.goodsIds ?? []).map(Number),
  packages: (values.packages ?? []).map((box) => ({
    ...box,
    image: box.image || null,
    description: box.description ?? '',
  })),
  cards: (values.cards ?? []).map((card) => ({
    ...card,
    image: card.image || null,
    suggestedContent: card.suggestedContent ?? '',
  })),
})

/** 送礼设置: whether gifting is open, the gift boxes and card designs, how long a gift waits, the giftable goods. */
export default function GiftSettingsPage() {
  const [form] = Form.useForm<Values>()
  const canEdit = useCan('settings.edit')
  return (
    <PageContainer title="送礼设置">
      <Card>
        <ProForm<Values>
          name="giftSettings"
          form={form}
          readonly={!canEdit}
          submitter={canEdit ? { searchConfig: { submitText: '保存' }, resetButtonProps: false } : false}
          request={async () => {
            const { updatedAt: _updatedAt, ...values } = await call(giftSettings)
            return values
          }}
          onFinish={(values) =>
            write(() => call(saveGiftSettings, { body: normalised(values) }), { success: '送礼设置已保存', form })
          }
          style={{ maxWidth: 720 }}
        >
          <ProFormSwitch name="enabled" label="开启送礼" />
          <ProFormDigit
            name="expiryHours"
            label="领取期限（小时）"
            min={1}
            max={720}
            fieldProps={{ precision: 0 }}
            extra="支付后超过期限未被领取的礼物自动全额退款"
            rules={[{ required: true, message: '请填写领取期限' }]}
          />
          <ProFormSelect
            name="goodsIds"
            label="可送礼商品ID"
            mode="tags"
            extra="输入商品ID后回车；未列出的商品不能作为礼物购买"
          />
          <ProFormList name="packages" label="礼盒" creatorButtonProps={{ creatorButtonText: '添加礼盒' }}>
            <ProForm.Group>
              <ProFormText name="id" label="编码" width="xs" rules={[{ required: true, message: '请填写编码' }]} />
              <ProFormText name="name" label="名称" width="sm" rules={[{ required: true, message: '请填写名称' }]} />
              <ProFormText name="image" label="图片地址" width="sm" />
              <ProFormText name="description" label="说明" width="md" initialValue="" />
            </ProForm.Group>
          </ProFormList>
          <ProFormList name="cards" label="贺卡样式" creatorButtonProps={{ creatorButtonText: '添加贺卡' }}>
            <ProForm.Group>
              <ProFormText name="id" label="编码" width="xs" rules={[{ required: true, message: '请填写编码' }]} />
              <ProFormText name="name" label="名称" width="sm" rules={[{ required: true, message: '请填写名称' }]} />
              <ProFormText name="image" label="图片地址" width="sm" />
              <ProFormTextArea name="suggestedContent" label="推荐祝福语" width="md" initialValue="" />
            </ProForm.Group>
          </ProFormList>
        </ProForm>
      </Card>
    </PageContainer>
  )
}
