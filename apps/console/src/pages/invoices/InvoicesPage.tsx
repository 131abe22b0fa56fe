import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Form, Popconfirm, Tag, Typography } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { MerchantInvoice } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { call } from '../../lib/http'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { invoiceList, issueInvoice, rejectInvoice } from './api'

/** The status filter's choices (the rows carry the server's own label). */
const STATUS_ENUM = { requested: { text: '开票中' }, issued: { text: '已开票' }, rejected: { text: '未开具' } }

const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')

/** 发票: the invoices shoppers asked for; issue (the shop's own, or upload the tax platform's) or refuse. */
export default function InvoicesPage() {
  const table = useRef<ActionType>(null)
  const [uploading, setUploading] = useState<MerchantInvoice | null>(null)
  const [rejecting, setRejecting] = useState<MerchantInvoice | null>(null)
  const [uploadForm] = Form.useForm<{ invoiceNo: string; fileUrl: string }>()
  const [rejectForm] = Form.useForm<{ reason: string }>()
  const reload = () => table.current?.reload()

  const columns: ProColumns<MerchantInvoice>[] = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      render: (_, invoice) => <Link to={`/orders/${invoice.orderId}`}>{invoice.orderNo}</Link>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: STATUS_ENUM,
      render: (_, invoice) => (
        <Tag color={{ requested: 'orange', issued: 'green', rejected: 'default' }[invoice.status]}>
          {invoice.statusLabel}
        </Tag>
      ),
    },
    { title: '抬头', dataIndex: ['title', 'title'], search: false },
    { title: '类型', dataIndex: ['title', 'typeLabel'], search: false },
    { title: '税号', dataIndex: ['title', 'taxNumber'], search: false, render: (_, i) => i.title.taxNumber ?? '-' },
    { title: '金额', dataIndex: 'amount', search: false, sorter: true, render: (_, i) => `¥${formatFen(i.amount)}` },
    {
      title: '申请时间',
      dataIndex: 'requestTime',
      valueType: 'dateTimeRange',
      sorter: true,
      search: { transform: ([from, to]: string[]) => ({ requestedFrom: from, requestedTo: to }) },
      render: (_, i) => when(i.requestTime),
    },
    {
      title: '发票',
      dataIndex: 'invoiceNo',
      search: false,
      render: (_, i) =>
        i.fileUrl ? (
          <Typography.Link href={i.fileUrl} target="_blank">
            {i.invoiceNo}
          </Typography.Link>
        ) : i.rejectReason ? (
          <Typography.Text type="secondary">未开具：{i.rejectReason}</Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, invoice) =>
        invoice.status === 'requested' && [
          <Popconfirm
            key="issue"
            title="由商城生成电子发票并通知买家，确定开具？"
            onConfirm={() =>
              write(() => call(issueInvoice, { params: { invoiceId: invoice.id }, body: undefined }), {
                success: '发票已开具',
              }).then(reload)
            }
          >
            <Typography.Link>开具</Typography.Link>
          </Popconfirm>,
          <Typography.Link key="upload" onClick={() => setUploading(invoice)}>
            上传
          </Typography.Link>,
          <Typography.Link key="reject" type="danger" onClick={() => setRejecting(invoice)}>
            拒绝
          </Typography.Link>,
        ],
    },
  ]

  return (
    <PageContainer title="发票管理">
      <PagedTable route={invoiceList} rowKey="id" actionRef={table} columns={columns} emptyText="暂无开票申请" />
      <ModalForm<{ invoiceNo: string; fileUrl: string }>
        name="uploadInvoice"
        title={`上传发票 ${uploading?.orderNo ?? ''}`}
        width={520}
        form={uploadForm}
        open={!!uploading}
        onOpenChange={(visible) => !visible && setUploading(null)}
        modalProps={{ destroyOnClose: true }}
        onFinish={(body) =>
          write(() => call(issueInvoice, { params: { invoiceId: uploading!.id }, body }), {
            success: '发票已登记',
            form: uploadForm,
          }).then((done) => (done && reload(), done))
        }
      >
        <Typography.Paragraph type="secondary">填写在税务平台开具的发票号码和发票文件链接。</Typography.Paragraph>
        <ProFormText name="invoiceNo" label="发票号码" extra="8-20位数字" rules={[{ required: true }]} />
        <ProFormText name="fileUrl" label="发票文件链接" extra="https:// 开头" rules={[{ required: true }]} />
      </ModalForm>
      <ModalForm<{ reason: string }>
        name="rejectInvoice"
        title={`拒绝开票 ${rejecting?.orderNo ?? ''}`}
        width={480}
        form={rejectForm}
        open={!!rejecting}
        onOpenChange={(visible) => !visible && setRejecting(null)}
        modalProps={{ destroyOnClose: true }}
        onFinish={({ reason }) =>
          write(() => call(rejectInvoice, { params: { invoiceId: rejecting!.id }, body: { reason } }), {
            success: '已拒绝，买家可修改后重新申请',
            form: rejectForm,
          }).then((done) => (done && reload(), done))
        }
      >
        <ProFormTextArea
          name="reason"
          label="拒绝原因"
          extra="买家可见"
          fieldProps={{ maxLength: 200, showCount: true }}
          rules={[{ required: true, message: '请填写拒绝原因' }]}
        />
      </ModalForm>
    </PageContainer>
  )
}
