/**
 * The shop operator's command line: a thin client of the console's merchant API (docs/console.md) over HTTP against a
 * running server. It signs in as the console does (--user, with the password in SHOP_PASSWORD), or the way counter
 * staff do (the WeCom login; in sandbox mode the code `ba-OPS001`, the seeded operator), or takes a staff token
 * given with --token. What it may do is the signed-in role's. See docs/operations.md.
 */
import {
  enterpriseLogin,
  kuaidi100FindPage,
  merchantApproveRefund,
  merchantOrderDetailRoute,
  merchantOrders,
  merchantRefundDetailRoute,
  merchantRefundReceived,
  merchantRefunds,
  merchantRejectRefund,
  merchantSendMessage,
  merchantShip,
  staffLogin,
  apiPath,
  fillPath,
  type ResponseOf,
  type RouteDef,
} from '@shop/contracts'
import { formatChinaDate, formatFen, ORDER_STATUSES } from '@shop/domain'

export const USAGE = `usage: npm run shop -- [--base-url URL] [--store CODE] [--token TOKEN | --user NAME | --code CODE] <command>

  login                                    sign in and print the staff token (export it as SHOP_STAFF_TOKEN)

  orders [status] [--page N] [--size N]   orders of every customer, newest first (status: ${ORDER_STATUSES.join(', ')})
  order <orderId>                          one order: customer, remark, lines shipped / refunded / to ship, gifts, parcels
  ship <orderId> <carrier> <waybill> [lineId:quantity ...]
                                           ship a parcel (without lines: everything still to ship)
  carriers                                 the carrier codes
  refunds [status]                         refunds, the oldest waiting first when a status is given
  refund <refundId>                        one refund
  approve <refundId>                       approve (a return: the buyer sends the goods; else the money goes back)
  reject <refundId> <reason>               refuse, with the reason the shopper reads
  received <refundId>                      the returned goods arrived (then approve to pay back)
  message <customerId> <title> <content> [--link /pages/...]
                                           a notice (站内信) to one customer, opening a page of the shop if linked

  --base-url  the server (default SHOP_BASE_URL, else http://localhost:$PORT, PORT 3000)
  --store     the store code (default STORE_CODE, else lanji)
  --token     a staff token (default SHOP_STAFF_TOKEN); without one, signs in with --user or --code
  --user      a console user name (default SHOP_USER), its password in SHOP_PASSWORD (never on the command line)
  --code      the WeCom login code (default SHOP_STAFF_CODE, else ba-OPS001: the sandbox operator)`

export interface CliIo {
  fetch: (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>
  out: (line: string) => void
  env: Record<string, string | undefined>
}

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message)
  }
}

const yuan = (fen: number) => `¥${formatFen(fen)}`
/** A time as the shopper reads it (China time). */
const when = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '-')

/** Splits `--name value` options from the words of a command. */
function parse(argv: string[]) {
  const options: Record<string, string> = {}
  const words: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (!arg.startsWith('--')) words.push(arg)
    else if (argv[i + 1] === undefined) throw new CliError(`${arg} needs a value\n\n${USAGE}`, 2)
    else options[arg.slice(2)] = argv[++i]!
  }
  return { options, words }
}

const positiveId = (text: string | undefined, what: string) => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new CliError(`${what} must be a number\n\n${USAGE}`, 2)
  return Number(text)
}

/** Runs one command; answers the process exit code (0 done, 1 refused by the server, 2 bad usage). */
export async function runShop(argv: string[], io: CliIo): Promise<number> {
  try {
    await run(argv, io)
    return 0
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    io.out(error.message)
    return error.exitCode
  }
}

async function run(argv: string[], io: CliIo): Promise<void> {
  const { options, words } = parse(argv)
  const [command, ...args] = words
  if (!command || command === 'help') throw new CliError(USAGE, command ? 0 : 2)
  const baseUrl = (options['base-url'] ?? io.env.SHOP_BASE_URL ?? `http://localhost:${io.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  )
  const store = options.store ?? io.env.STORE_CODE ?? 'lanji'

  async function call<R extends RouteDef>(
    def: R,
    {
      params = {},
      query,
      body,
      token,
    }: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; token?: string },
  ): Promise<ResponseOf<R>> {
    const search = query ? `?${new URLSearchParams(query)}` : ''
    let response: Response
    try {
      response = await io.fetch(`${baseUrl}${apiPath(def.service, store, fillPath(def.path, params))}${search}`, {
        method: def.method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new CliError(`cannot reach ${baseUrl}: ${(error as Error).message}`, 1)
    }
    const answer = (await response.json().catch(() => null)) as {
      code?: string
      message?: string
      details?: unknown
    } | null
    if (!response.ok) {
      const details = answer?.details === undefined ? '' : ` ${JSON.stringify(answer.details)}`
      throw new CliError(`refused: ${answer?.code ?? response.status} ${answer?.message ?? ''}${details}`.trim(), 1)
    }
    return answer as ResponseOf<R>
  }

  let token: string | undefined = options.token ?? io.env.SHOP_STAFF_TOKEN
  const merchant = async () => {
    const user = options.user ?? io.env.SHOP_USER
    if (!token && user) {
      const password = io.env.SHOP_PASSWORD
      if (!password) throw new CliError(`--user needs the password in SHOP_PASSWORD\n\n${USAGE}`, 2)
      token = (await call(staffLogin, { body: { username: user, password } })).token
    }
    if (!token) {
      const code = options.code ?? io.env.SHOP_STAFF_CODE ?? 'ba-OPS001'
      token = (await call(enterpriseLogin, { params: { code } })).token
    }
    return token
  }
  const page = () => ({ page: options.page ?? '0', size: options.size ?? '20' })

  switch (command) {
    case 'login': {
      io.out(await merchant())
      return
    }
    case 'orders': {
      const found = await call(merchantOrders, {
        query: { ...page(), ...(args[0] && { status: args[0] }) },
        token: await merchant(),
      })
      io.out(`${found.totalElements} order(s), page ${found.page + 1} of ${Math.max(found.totalPages, 1)}`)
      for (const o of found.content) {
        const refund = o.refundInProgress ? '  售后中' : ''
        io.out(
          `#${o.orderId}  ${o.orderNo}  ${o.statusLabel}  ${yuan(o.totalRealPayAmount)}  ${o.goodsNum} 件  ${o.receiverName}  ${when(o.createTime)}${refund}`,
        )
      }
      return
    }
    case 'order': {
      const o = await call(merchantOrderDetailRoute, {
        params: { orderId: positiveId(args[0], 'orderId') },
        token: await merchant(),
      })
      io.out(`#${o.orderId}  ${o.orderNo}  ${o.statusLabel}  ${yuan(o.totalRealPayAmount)}  paid ${when(o.paidAt)}`)
      io.out(`customer #${o.customerId}`)
      const to = o.address
      io.out(
        to
          ? `to: ${to.name} ${to.mobile}, ${to.province}${to.city}${to.district}${to.detail}`
          : 'to: (a gift its friend has not claimed yet)',
      )
      io.out(`remark: ${o.remark ?? '-'}`)
      for (const l of o.lines) {
        io.out(
          `  line ${l.lineId}  ${l.name} ${l.specs}  ×${l.quantity}  shipped ${l.shippedQuantity}  refund ${l.refundQuantity}  to ship ${l.shippableQuantity}`,
        )
      }
      for (const g of o.gifts) io.out(`  gift  ${g.name}  ×${g.quantity}`)
      for (const s of o.shipments) {
        io.out(
          `  parcel ${s.shipmentId}  ${s.carrierName} ${s.waybillNo}  ${when(s.shippedAt)}  ${s.lines.map((l) => `${l.lineId}:${l.quantity}`).join(' ')}`,
        )
      }
      return
    }
    case 'ship': {
      const [orderId, carrierCode, waybillNo, ...lineArgs] = args
      if (!carrierCode || !waybillNo) throw new CliError(USAGE, 2)
      const lines = lineArgs.map((arg) => {
        const [lineId, quantity] = arg.split(':')
        return { lineId: positiveId(lineId, 'lineId'), quantity: positiveId(quantity, 'quantity') }
      })
      const shipped = await call(merchantShip, {
        params: { orderId: positiveId(orderId, 'orderId') },
        body: { shipments: [{ carrierCode, waybillNo, ...(lines.length > 0 && { lines }) }] },
        token: await merchant(),
      })
      const parcel = shipped.shipments[0]!
      io.out(
        `shipped parcel ${parcel.shipmentId} (${parcel.carrierName} ${parcel.waybillNo}): ${parcel.lines.map((l) => `${l.name} ×${l.quantity}`).join(', ')}`,
      )
      io.out(`order #${shipped.orderId} is now ${shipped.statusLabel} (${shipped.status})`)
      return
    }
    case 'carriers': {
      const carriers = await call(kuaidi100FindPage, { query: { size: '100' } })
      for (const c of carriers.content)
        io.out(`${c.code.padEnd(16)}${c.name}${c.needsPhone ? '（需收件人手机号）' : ''}`)
      return
    }
    case 'refunds': {
      const found = await call(merchantRefunds, {
        query: { ...page(), ...(args[0] && { status: args[0] }) },
        token: await merchant(),
      })
      io.out(`${found.totalElements} refund(s), page ${found.page + 1} of ${Math.max(found.totalPages, 1)}`)
      for (const r of found.content) {
        io.out(
          `#${r.refundId}  ${r.refundNo}  order #${r.orderId}  ${r.typeLabel}  ${r.statusLabel}  ${yuan(r.totalAmount)}  ${r.goodsNum} 件  ${when(r.createTime)}`,
        )
      }
      return
    }
    case 'refund':
    case 'approve':
    case 'received':
    case 'reject': {
      const refundId = positiveId(args[0], 'refundId')
      const reason = args.slice(1).join(' ')
      if (command === 'reject' && !reason) throw new CliError(`reject needs a reason\n\n${USAGE}`, 2)
      const params = { refundId }
      const r =
        command === 'refund'
          ? await call(merchantRefundDetailRoute, { params, token: await merchant() })
          : command === 'approve'
            ? await call(merchantApproveRefund, { params, token: await merchant() })
            : command === 'received'
              ? await call(merchantRefundReceived, { params, token: await merchant() })
              : await call(merchantRejectRefund, { params, body: { reason }, token: await merchant() })
      io.out(
        `#${r.refundId}  ${r.refundNo}  order #${r.orderId}  ${r.typeLabel}  ${r.statusLabel} (${r.status})  ${yuan(r.totalAmount)}`,
      )
      io.out(
        `  ${r.reasonLabel}${r.description ? `: ${r.description}` : ''}${r.rejectReason ? `  refused: ${r.rejectReason}` : ''}`,
      )
      for (const l of r.lines) io.out(`  line ${l.lineId}  ${l.name} ${l.specs}  ×${l.quantity}  ${yuan(l.amount)}`)
      if (r.returnWaybillNo)
        io.out(`  returned with ${r.returnCarrierName ?? r.returnCarrierCode} ${r.returnWaybillNo}`)
      return
    }
    case 'message': {
      const [customerId, title, ...words] = args
      const content = words.join(' ')
      if (!title || !content) throw new CliError(USAGE, 2)
      const sent = await call(merchantSendMessage, {
        body: {
          customerId: positiveId(customerId, 'customerId'),
          title,
          content,
          ...(options.link && { link: options.link }),
        },
        token: await merchant(),
      })
      io.out(`sent message ${sent.id} to customer #${sent.customerId}: ${sent.title}`)
      return
    }
    default:
      throw new CliError(`unknown command: ${command}\n\n${USAGE}`, 2)
  }
}
