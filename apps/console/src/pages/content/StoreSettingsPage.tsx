import { Card, Form } from 'antd'
import { PageContainer, ProForm, ProFormText } from '@ant-design/pro-components'
import type { BodyOf, merchantUpdateStoreSettings } from '@shop/contracts'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { storeSettings, updateStoreSettings } from './api'

type Values = BodyOf<typeof merchantUpdateStoreSettings>

/** 店铺设置: the shop's name, share title and service contacts the shop shows. */
export default function StoreSettingsPage() {
  const [form] = Form.useForm<Values>()
  const canPublish = useCan('content.publish')
  return (
    <PageContainer title="店铺设置">
      <Card>
        <ProForm<Values>
          form={form}
          readonly={!canPublish}
          submitter={canPublish ? { searchConfig: { submitText: '保存' }, resetButtonProps: false } : false}
          request={() => call(storeSettings)}
          onFinish={(values) =>
            write(() => call(updateStoreSettings, { body: values }), { success: '店铺设置已保存', form })
          }
          style={{ maxWidth: 560 }}
        >
          <ProFormText name="shopName" label="店铺名称" rules={[{ required: true, message: '请填写店铺名称' }]} />
          <ProFormText
            name="shareTitle"
            label="默认分享标题"
            rules={[{ required: true, message: '请填写默认分享标题' }]}
          />
          <ProFormText name="servicePhone" label="客服电话" extra="数字和 -，如 400-820-6188" />
          <ProFormText name="serviceHours" label="客服时间" />
          <ProFormText name="operator" label="运营主体" />
        </ProForm>
      </Card>
    </PageContainer>
  )
}
