import { Form, Statistic, Typography } from 'antd'
import { PageContainer, ProCard, ProForm, ProFormDigit, ProFormList, ProFormSelect } from '@ant-design/pro-components'
import { useState } from 'react'
import type { ResponseOf, merchantProgrammeSettings } from '@shop/contracts'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { couponOptions, programmeSettings, saveProgrammeSettings } from './api'

type Settings = ResponseOf<typeof merchantProgrammeSettings>
type Values = Omit<Settings, 'figures'>

const whole = { precision: 0 }

/**
 * 签到与积分规则: the rewards by streak day (points and an optional coupon; the cycle restarts after the last day),
 * the make-up rule, the points expiry rule, and the sign-in figures.
 */
export default function SignInRulesPage() {
  const [form] = Form.useForm<Values>()
  const [figures, setFigures] = useState<Settings['figures'] | null>(null)
  const canEdit = useCan('programmes.edit')
  const load = async () => {
    const { figures: f, ...values } = await call(programmeSettings)
    setFigures(f)
    return values
  }
  return (
    <PageContainer title="签到与积分规则">
      <ProCard bordered style={{ marginBottom: 16 }}>
        <ProCard.Group direction="row">
          <ProCard>
            <Statistic title="今日签到" value={figures?.today ?? '—'} />
          </ProCard>
          <ProCard>
            <Statistic title="近7天签到" value={figures?.last7Days ?? '—'} />
          </ProCard>
          <ProCard>
            <Statistic title="累计签到会员" value={figures?.customers ?? '—'} />
          </ProCard>
        </ProCard.Group>
      </ProCard>
      <ProForm<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 14 }}
        disabled={!canEdit}
        request={load}
        submitter={
          canEdit ? { searchConfig: { submitText: '保存规则' }, resetButtonProps: { children: '还原' } } : false
        }
        onFinish={(values) =>
          write(
            async () => {
              // A day whose coupon was cleared (or never chosen) sends no coupon: null, not a missing field.
              const signInRewards = values.signInRewards.map((r) => ({
                ...r,
                couponTemplateId: r.couponTemplateId ?? null,
              }))
              const saved = await call(saveProgrammeSettings, { body: { ...values, signInRewards } })
              form.setFieldsValue(saved)
            },
            { success: '规则已保存，立即生效', form },
          )
        }
      >
        <ProCard title="连续签到奖励" bordered style={{ marginBottom: 16 }}>
          <ProFormList
            name="signInRewards"
            creatorButtonProps={{ creatorButtonText: '添加一天' }}
            min={1}
            max={31}
            copyIconProps={false}
            itemRender={({ listDom, action }, { index }) => (
              <ProCard size="small" title={`第${index + 1}天`} extra={action} style={{ marginBottom: 8 }}>
                {listDom}
              </ProCard>
            )}
            creatorRecord={{ points: 5, couponTemplateId: null }}
          >
            <ProFormDigit name="points" label="奖励积分" min={0} fieldProps={whole} rules={[{ required: true }]} />
            <ProFormSelect
              name="couponTemplateId"
              label="赠送优惠券"
              request={couponOptions}
              placeholder="不送券"
              allowClear
            />
          </ProFormList>
          <Typography.Paragraph type="secondary">
            连续签到第 N 天领取第 N 天的奖励；签满最后一天后从第1天重新开始。漏签一天连续天数从1重新计算。
          </Typography.Paragraph>
        </ProCard>
        <ProCard title="补签" bordered style={{ marginBottom: 16 }}>
          <ProFormDigit
            name="makeUpDays"
            label="可补签天数"
            min={0}
            max={30}
            fieldProps={whole}
            extra="可补签最近多少天内漏签的日期；0 表示不允许补签。补签不发奖励，只接上连续天数"
          />
          <ProFormDigit name="makeUpCost" label="每次补签消耗积分" min={0} fieldProps={whole} />
        </ProCard>
        <ProCard title="积分有效期" bordered style={{ marginBottom: 16 }}>
          <ProFormDigit
            name="expiryYears"
            label="有效年数"
            min={0}
            max={10}
            fieldProps={whole}
            extra="某年获得的积分在其后第 N 年年底（北京时间）过期，先获得的先使用；0 表示永久有效"
          />
        </ProCard>
      </ProForm>
    </PageContainer>
  )
}
