import { useRef, useState } from 'react'
import { Form, Space, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantYearCard, ResponseOf, merchantYearCardMembers, yearCardInput } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import type { z } from 'zod'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { ListTable, PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { couponOptions, createYearCard, updateYearCard, yearCardMembers, yearCards } from './api'

type Values = z.input<typeof yearCardInput>
type Member = ResponseOf<typeof merchantYearCardMembers>['content'][number]

const whole = { precision: 0 }

const NEW_CARD: Partial<Values> = {
  days: 365,
  memberPricePercent: 95,
  freeShipping: true,
  extraPointsPercent: 50,
  onSale: true,
  description: '',
}

const benefitsOf = (
  c: Pick<MerchantYearCard, 'memberPricePercent' | 'freeShipping' | 'monthlyCouponTitle' | 'extraPointsPercent'>,
) =>
  [
    c.memberPricePercent < 100 && `会员价${c.memberPricePercent / 10}折`,
    c.freeShipping && '包邮',
    c.monthlyCouponTitle && `每30天送「${c.monthlyCouponTitle}」`,
    c.extraPointsPercent > 0 && `积分多${c.extraPointsPercent}%`,
  ]
    .filter(Boolean)
    .join('，') || '无'

/** 新建 / 编辑年卡: the SKU it is sold as, its days and its benefits. */
function CardForm({ card, onClose }: { card: MerchantYearCard | null; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <ModalForm<Values>
      title={card ? `编辑年卡：${card.name}` : '新建年卡'}
      open
      form={form}
      width={620}
      initialValues={card ?? NEW_CARD}
      modalProps={{ destroyOnHidden: true, onCancel: () => onClose(false) }}
      onFinish={async (values) => {
        const body = {
          ...values,
          description: values.description ?? '',
          monthlyCouponTemplateId: values.monthlyCouponTemplateId ?? null,
        }
        const done = await write(
          () => (card ? call(updateYearCard, { params: { cardId: card.id }, body }) : call(createYearCard, { body })),
          { success: card ? '年卡已保存（已开通的会员权益不变）' : '年卡已创建', form },
        )
        if (done) onClose(true)
        return done
      }}
    >
      <ProFormText name="name" label="年卡名称" width="md" rules={[{ required: true }]} />
      <ProFormTextArea name="description" label="权益说明" />
      <ProFormDigit
        name="skuId"
        label="售卖SKU ID"
        width="sm"
        min={1}
        fieldProps={whole}
        rules={[{ required: true }]}
        extra="年卡以该SKU的价格与库存售卖（商品 → 商品管理中可查SKU ID）"
      />
      <ProFormDigit name="days" label="有效天数" width="sm" min={1} max={1100} fieldProps={whole} />
      <ProFormDigit
        name="memberPricePercent"
        label="会员价（原价的百分比）"
        width="sm"
        min={1}
        max={100}
        fieldProps={whole}
        extra="95 即 9.5 折；100 为不设会员价"
      />
      <ProFormSwitch name="freeShipping" label="会员包邮" />
      <ProFormSelect
        name="monthlyCouponTemplateId"
        label="每月优惠券"
        request={couponOptions}
        width="md"
        extra="开通后每30天发放一张；不选为不发券"
      />
      <ProFormDigit
        name="extraPointsPercent"
        label="额外积分（%）"
        width="sm"
        min={0}
        max={1000}
        fieldProps={whole}
        extra="会员期间支付的订单完成时，按所得积分额外赠送"
      />
      <ProFormSwitch name="onSale" label="在售" />
    </ModalForm>
  )
}

/** 会员年卡: the cards and their benefits (create, edit, take off sale), and the members' paid periods. */
export default function YearCardsPage() {
  const cards = useRef<ActionType>(null)
  const canEdit = useCan('programmes.edit')
  const [editing, setEditing] = useState<MerchantYearCard | null | 'new'>(null)

  const columns: ProColumns<MerchantYearCard>[] = [
    { title: '年卡', dataIndex: 'name' },
    { title: '售卖商品', dataIndex: 'skuName', render: (_, c) => `${c.skuName}（SKU ${c.skuId}）` },
    { title: '售价', dataIndex: 'price', render: (_, c) => `¥${formatFen(c.price)}` },
    { title: '有效期', dataIndex: 'days', render: (_, c) => `${c.days}天` },
    { title: '权益', key: 'benefits', render: (_, c) => benefitsOf(c) },
    {
      title: '状态',
      dataIndex: 'onSale',
      render: (_, c) => (c.onSale ? <Tag color="green">在售</Tag> : <Tag>停售</Tag>),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, c) =>
        canEdit
          ? [
              <Typography.Link key="edit" onClick={() => setEditing(c)}>
                编辑
              </Typography.Link>,
            ]
          : [],
    },
  ]

  const memberColumns: ProColumns<Member>[] = [
    { title: '会员', dataIndex: 'nickName', render: (_, m) => `${m.nickName || '—'}（ID ${m.customerId}）` },
    { title: '会员ID', dataIndex: 'customerId', hideInTable: true, valueType: 'digit' },
    { title: '年卡', dataIndex: 'cardName', search: false },
    { title: '开始', dataIndex: 'startsAt', valueType: 'dateTime', search: false },
    { title: '结束', dataIndex: 'endsAt', valueType: 'dateTime', search: false },
    { title: '权益', key: 'benefits', search: false, render: (_, m) => benefitsOf(m.benefits) },
    { title: '订单ID', dataIndex: 'orderId', search: false },
  ]

  return (
    <PageContainer title="会员年卡">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ListTable
          headerTitle="年卡与权益"
          rowKey="id"
          actionRef={cards}
          columns={columns}
          route={yearCards}
          emptyText="暂无年卡"
          newLabel="新建年卡"
          onNew={canEdit ? () => setEditing('new') : undefined}
        />
        <ProCard title="会员开通记录" bordered>
          <PagedTable route={yearCardMembers} rowKey="id" columns={memberColumns} emptyText="暂无会员开通记录" />
        </ProCard>
      </Space>
      {editing !== null && (
        <CardForm
          card={editing === 'new' ? null : editing}
          onClose={(done) => {
            setEditing(null)
            if (done) void cards.current?.reload()
          }}
        />
      )}
    </PageContainer>
  )
}
