import { useRef, useState } from 'react'
import { Form, Popconfirm, Typography } from 'antd'
import { ModalForm, PageContainer, ProFormText, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { ResponseOf, merchantWithdrawals } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { call } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'
import { write } from '../../lib/write'
import { approveWithdrawal, rejectWithdrawal, withdrawalList, WITHDRAWAL_STATUSES, yuan } from './api'

type Row = ResponseOf<typeof merchantWithdrawals>['content'][number]

/** 佣金提现: approve (WeChat Pay's merchant transfer pays it, once) or refuse with a reason (the money goes back). */
export default function WithdrawalsPage() {
  const table = useRef<ActionType>(null)
  const [refusing, setRefusing] = useState<Row | null>(null)
  const canDecide = useCan('distribution.withdrawals')
  const reload = () => table.current?.reload()

  const approve = (row: Row) =>
    write(() => call(approveWithdrawal, { params: { id: row.id } }), { success: '已通过，正在打款' }).then(reload)

  const columns: ProColumns<Row>[] = [
    { title: '提现单', dataIndex: 'id', search: false },
    { title: '分销员', dataIndex: 'distributorId' },
    { title: '金额', dataIndex: 'amount', search: false, render: (_, row) => yuan(row.amount) },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: WITHDRAWAL_STATUSES },
    { title: '商户单号', dataIndex: 'outBillNo', search: false, copyable: true },
    {
      title: '微信转账单号',
      dataIndex: 'transferBillNo',
      search: false,
      render: (_, row) => row.transferBillNo ?? '-',
    },
    { title: '原因', dataIndex: 'reason', search: false, render: (_, row) => row.reason ?? '-' },
    {
      title: '申请时间',
      dataIndex: 'createTime',
      search: false,
      render: (_, row) => formatChinaDate(row.createTime, true),
    },
    {
      title: '打款时间',
      dataIndex: 'paidAt',
      search: false,
      render: (_, row) => (row.paidAt ? formatChinaDate(row.paidAt, true) : '-'),
    },
    {
      title: '操作',
      valueType: 'option',
      hideInTable: !canDecide,
      render: (_, row) =>
        row.status === 'applied' && [
          <Popconfirm key="approve" title={`通过并打款 ${yuan(row.amount)}？`} onConfirm={() => approve(row)}>
            <Typography.Link>通过并打款</Typography.Link>
          </Popconfirm>,
          <Typography.Link key="refuse" type="danger" onClick={() => setRefusing(row)}>
            拒绝
          </Typography.Link>,
        ],
    },
  ]

  return (
    <PageContainer title="佣金提现">
      <PagedTable route={withdrawalList} rowKey="id" actionRef={table} columns={columns} emptyText="暂无提现申请" />
      {refusing && <Refuse key={refusing.id} row={refusing} onClose={() => setRefusing(null)} onDone={reload} />}
    </PageContainer>
  )
}

function Refuse({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>()
  return (
    <ModalForm<{ reason: string }>
      name="refuseWithdrawal"
      title={`拒绝提现 ${yuan(row.amount)}`}
      width={420}
      form={form}
      open
      modalProps={{ onCancel: onClose }}
      onFinish={(values) =>
        write(() => call(rejectWithdrawal, { params: { id: row.id }, body: values }), {
          success: '已拒绝，金额已退回可提现佣金',
          form,
        }).then((done) => (done && (onDone(), onClose()), done))
      }
    >
      <ProFormText name="reason" label="拒绝原因" rules={[{ required: true }]} />
    </ModalForm>
  )
}
