import { useRef, useState, type ReactElement } from 'react'
import { Button, Card, Form, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  PageContainer,
  ProFormDigit,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { BodyOf, MerchantOutlet, merchantCreateOutlet } from '@shop/contracts'
import { call } from '../../lib/http'
import { Can } from '../../lib/session'
import { write } from '../../lib/write'
import { createOutlet, outletList, updateOutlet } from './api'

type Values = BodyOf<typeof merchantCreateOutlet>

const amapLink = (o: MerchantOutlet) =>
  `https://uri.amap.com/marker?position=${o.longitude},${o.latitude}&name=${encodeURIComponent(o.name)}&coordinate=gaode`

/**
 * 门店与专柜: the brand's stores and department-store counters the shop's LBSStore lists nearest first — address,
 * coordinates (GCJ-02, as Amap's picker gives them), phone, hours, its guides — on a map drawn to scale (north up),
 * each opening in Amap.
 */
export default function OutletsPage() {
  const table = useRef<ActionType>(null)
  const [rows, setRows] = useState<MerchantOutlet[]>([])
  const [editing, setEditing] = useState<MerchantOutlet | null>(null)
  const reload = () => table.current?.reload()

  const columns: ProColumns<MerchantOutlet>[] = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (_, o) => (
        <Space size={4}>
          {o.name}
          <Tag color={o.kind === 'counter' ? 'magenta' : 'blue'}>{o.kind === 'counter' ? '专柜' : '门店'}</Tag>
          {!o.active && <Tag>已停用</Tag>}
        </Space>
      ),
    },
    { title: '编码', dataIndex: 'code' },
    { title: '城市', dataIndex: 'city' },
    { title: '地址', dataIndex: 'address', ellipsis: true },
    { title: '电话', dataIndex: 'phone' },
    { title: '营业时间', dataIndex: 'hours' },
    { title: '导购', key: 'guides', render: (_, o) => o.guides.map((g) => g.name).join('、') || '-' },
    {
      title: '操作',
      valueType: 'option',
      render: (_, o) => [
        <Typography.Link key="map" href={amapLink(o)} target="_blank" rel="noreferrer">
          地图
        </Typography.Link>,
        <Can key="edit" permission="guides.edit">
          <Typography.Link onClick={() => setEditing(o)}>编辑</Typography.Link>
        </Can>,
      ],
    },
  ]

  return (
    <PageContainer title="门店与专柜">
      <Card title="门店分布" size="small" style={{ marginBottom: 16 }}>
        <OutletMap outlets={rows} />
      </Card>
      <ProTable<MerchantOutlet>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        pagination={false}
        locale={{ emptyText: '暂无门店' }}
        request={async () => {
          const data = await call(outletList)
          setRows(data)
          return { data, success: true }
        }}
        toolBarRender={() => [
          <Can key="create" permission="guides.edit">
            <OutletForm
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  新建门店
                </Button>
              }
              onDone={reload}
            />
          </Can>,
        ]}
      />
      {editing && <OutletForm key={editing.id} outlet={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </PageContainer>
  )
}

/** The outlets at their coordinates, to scale (equirectangular, north up), named on hover. */
function OutletMap({ outlets }: { outlets: MerchantOutlet[] }) {
  if (outlets.length === 0) return <Typography.Text type="secondary">暂无门店</Typography.Text>
  const [w, h, pad] = [960, 320, 40]
  const lats = outlets.map((o) => o.latitude)
  const lngs = outlets.map((o) => o.longitude)
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
  const span = Math.max((maxLng - minLng) / (w - 2 * pad), (maxLat - minLat) / (h - 2 * pad), 0.0005)
  const x = (lng: number) => pad + (lng - minLng) / span
  const y = (lat: number) => h - pad - (lat - minLat) / span
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width="100%" role="img" aria-label="门店分布图" style={{ background: '#f3f5f1' }}>
      {outlets.map((o) => (
        <a key={o.id} href={amapLink(o)} target="_blank" rel="noreferrer">
          <title>{`${o.name}（${o.city}）`}</title>
          <circle
            cx={x(o.longitude)}
            cy={y(o.latitude)}
            r={7}
            fill={o.active ? (o.kind === 'counter' ? '#a3214f' : '#1677ff') : '#bfbfbf'}
          />
          <text x={x(o.longitude) + 10} y={y(o.latitude) + 4} fontSize={12} fill="#595959">
            {o.name}
          </text>
        </a>
      ))}
      <text x={w - 40} y={24} fontSize={12} fill="#8c8c8c">
        北 ↑
      </text>
    </svg>
  )
}

/** 新建门店 (with a trigger) or 编辑门店 (mounted while open, from the row's values). */
function OutletForm({
  outlet,
  trigger,
  onClose,
  onDone,
}: {
  outlet?: MerchantOutlet
  trigger?: ReactElement
  onClose?: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<Values>()
  const save = (values: Values) =>
    write(
      () =>
        outlet
          ? call(updateOutlet, { params: { outletId: outlet.id }, body: values })
          : call(createOutlet, { body: values }),
      { success: '门店已保存', form },
    ).then((done) => (done && onDone(), done))
  return (
    <ModalForm<Values>
      name={outlet ? 'editOutlet' : 'createOutlet'}
      title={outlet ? `编辑 ${outlet.name}` : '新建门店'}
      width={560}
      form={form}
      {...(outlet
        ? { open: true, onOpenChange: (open: boolean) => !open && onClose?.() }
        : { trigger, modalProps: { destroyOnClose: true } })}
      initialValues={
        outlet
          ? {
              code: outlet.code,
              name: outlet.name,
              kind: outlet.kind,
              city: outlet.city,
              address: outlet.address,
              latitude: outlet.latitude,
              longitude: outlet.longitude,
              phone: outlet.phone,
              hours: outlet.hours,
              active: outlet.active,
            }
          : { kind: 'counter', hours: '10:00-22:00', active: true }
      }
      onFinish={save}
    >
      <ProFormText name="code" label="编码" extra="1-32位字母、数字、-或_" rules={[{ required: true }]} />
      <ProFormText name="name" label="名称" rules={[{ required: true }]} />
      <ProFormRadio.Group
        name="kind"
        label="类型"
        options={[
          { label: '专柜', value: 'counter' },
          { label: '门店', value: 'store' },
        ]}
      />
      <ProFormText name="city" label="城市" rules={[{ required: true }]} />
      <ProFormText name="address" label="地址" rules={[{ required: true }]} />
      <Space>
        <ProFormDigit
          name="latitude"
          label="纬度"
          min={-90}
          max={90}
          fieldProps={{ precision: 6 }}
          rules={[{ required: true }]}
        />
        <ProFormDigit
          name="longitude"
          label="经度"
          min={-180}
          max={180}
          fieldProps={{ precision: 6 }}
          rules={[{ required: true }]}
        />
      </Space>
      <ProFormText name="phone" label="电话" rules={[{ required: true }]} />
      <ProFormText name="hours" label="营业时间" rules={[{ required: true }]} />
      <ProFormSwitch name="active" label="启用" />
    </ModalForm>
  )
}
