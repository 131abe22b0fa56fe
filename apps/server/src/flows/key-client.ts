import type {
  merchantCreateKeyClient,
  merchantKeyClientOrders,
  MerchantKeyClient,
  merchantPlaceKeyClientOrder,
  merchantUpdateKeyClient,
  OrderSubmitted,
  ParsedBodyOf,
  ParsedQueryOf,
  ResponseOf,
} from '@shop/contracts'
import { agreedPrice, DomainError, formatFen, keyClientPayMinutes, orderStatusLabel } from '@shop/domain'
import type { KeyClientAccountRow } from '../modules/key-clients'
import type { Db } from '../platform/database'
import { toPage } from '../platform/paging'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'

export type KeyClient = ReturnType<typeof createKeyClient>

type TermsBody = ParsedBodyOf<typeof merchantUpdateKeyClient>

/**
 * Key clients (docs/key-clients.md) across key clients, customers, addresses, the catalogue and the checkout: the
 * console's accounts (each bound to the member of its contact's mobile, its delivery address in that member's address
 * book) and the orders staff place for them: a key_client order of the member, through the checkout (stock taken,
 * guarded), every line at the account's agreed price, waiting for payment for the account's days. The member sees it
 * in 我的订单 and pays it like any order.
 */
export function createKeyClient(deps: FlowDeps) {
  const { db, keyClients, customers, addresses, catalogue, cart, orders, audit } = deps
  const checkout = createCheckout(deps)

  async function view(account: KeyClientAccountRow): Promise<MerchantKeyClient> {
    const mobiles = await customers.mobilesOf([account.customerId])
    return {
      id: account.id,
      name: account.name,
      contactName: account.contactName,
      contactMobile: mobiles.get(account.customerId) ?? '',
      customerId: account.customerId,
      province: account.province,
      city: account.city,
      district: account.district,
      detail: account.detail,
      discountPercent: account.discountPercent,
      payDays: account.payDays,
      note: account.note,
      active: account.active,
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
    }
  }

  const termsOf = (body: TermsBody) => ({
    name: body.name,
    contactName: body.contactName,
    province: body.province,
    city: body.city,
    district: body.district,
    detail: body.detail,
    discountPercent: body.discountPercent,
    payDays: body.payDays,
    note: body.note,
    active: body.active,
  })
  const addressOf = (
    body: Pick<TermsBody, 'contactName' | 'province' | 'city' | 'district' | 'detail'>,
    mobile: string,
  ) => ({
    name: body.contactName,
    mobile,
    province: body.province,
    city: body.city,
    district: body.district,
    detail: body.detail,
    tag: '公司',
  })
  /**
   * The member's address book entry with the account's address: the one made for it, made again when the member
   * deleted it or it no longer says the account's address (an edit of the account writes a new one).
   */
  async function deliveryAddress(account: KeyClientAccountRow): Promise<number> {
    const entry = (await addresses.list(account.customerId)).find((a) => a.id === account.addressId)
    const same =
      entry &&
      entry.province === account.province &&
      entry.city === account.city &&
      entry.district === account.district &&
      entry.detail === account.detail &&
      entry.name === account.contactName
    if (same) return entry.id
    const mobile = (await customers.mobilesOf([account.customerId])).get(account.customerId) ?? ''
    const made = await addresses.create(account.customerId, addressOf(account, mobile))
    await keyClients.setAddress(account.id, made.id)
    return made.id
  }

  const summary = (a: Pick<KeyClientAccountRow, 'name' | 'discountPercent' | 'payDays' | 'active'>) =>
    `「${a.name}」协议价${a.discountPercent}%，${a.payDays}天内付款，${a.active ? '启用' : '停用'}`

  const audited = (tx: Db, userid: string, account: KeyClientAccountRow, before: KeyClientAccountRow | null) =>
    audit.record(tx, {
      staffUserid: userid,
      action: 'keyClients.manage',
      targetType: 'key_client',
      targetId: account.id,
      summary: `${before ? '修改' : '新建'}大客户${summary(account)}`,
      before,
      after: account,
    })

  return {
    async list(): Promise<MerchantKeyClient[]> {
      const accounts = await keyClients.accounts()
      const views: MerchantKeyClient[] = []
      for (const account of accounts) views.push(await view(account))
      return views
    },

    /** The member by the contact's mobile (made when new), the address in their book, then the account, audited. */
    async create(userid: string, body: ParsedBodyOf<typeof merchantCreateKeyClient>): Promise<MerchantKeyClient> {
      const customerId = await customers.findOrCreateByMobile(body.contactMobile)
      const address = await addresses.create(customerId, addressOf(body, body.contactMobile))
      const account = await db.transaction(async (tx) => {
        const made = await keyClients.create(tx, { ...termsOf(body), customerId, addressId: address.id })
        await audited(tx, userid, made, null)
        return made
      })
      return view(account)
    },

    /** New terms and address (the next order adds the new address to the member's book). */
    async update(userid: string, accountId: number, body: TermsBody): Promise<MerchantKeyClient> {
      const after = await db.transaction(async (tx) => {
        const moved = await keyClients.update(tx, accountId, termsOf(body))
        await audited(tx, userid, moved.after, moved.before)
        return moved.after
      })
      return view(after)
    },

    /**
     * A key_client order for the account's member: each line at the agreed price (`agreedPrice`, an activity price
     * for the pricing engine), priced and submitted through the checkout at once (the request id is its idempotency
     * key: a retry answers the same order), with the account's pay window; the order's account and the audit row are
     * written in the checkout's transaction. Refused: keyClientNotFound (unknown or inactive), skuNotFound,
     * stockInsufficient, purchaseLimitExceeded.
     */
    async place(
      userid: string,
      accountId: number,
      body: ParsedBodyOf<typeof merchantPlaceKeyClientOrder>,
    ): Promise<OrderSubmitted> {
      const account = await keyClients.active(accountId)
      const sale = await catalogue.saleView()
      const items = body.items.map(({ skuId, quantity }) => {
        const item = sale.item(skuId)
        if (!item) throw new DomainError('skuNotFound', { skuId })
        return { skuId, quantity, groupPrice: agreedPrice(item.sku.price, account.discountPercent) }
      })
      const addressId = await deliveryAddress(account)
      const located = await cart.locateItems(account.customerId, items, {}, addressId)
      return checkout.submit(
        account.customerId,
        { kind: 'items', items },
        {
          addressId,
          ...(body.remark && { remark: body.remark }),
          idempotencyKey: `key-client:${body.requestId}`,
          quote: located.quote,
        },
        {
          orderType: 'key_client',
          payMinutes: keyClientPayMinutes(account.payDays),
          async attach(tx, order) {
            await keyClients.place(tx, { orderId: order.id, accountId: account.id, placedBy: userid })
            await audit.record(tx, {
              staffUserid: userid,
              action: 'keyClients.manage',
              targetType: 'order',
              targetId: order.id,
              summary: `为大客户「${account.name}」下单 ${order.orderNo}，应付 ¥${formatFen(order.totalRealPayAmount)}，${account.payDays}天内付款`,
              before: null,
              after: { accountId: account.id, orderNo: order.orderNo, items: body.items },
            })
          },
        },
      )
    },

    async orders(
      query: ParsedQueryOf<typeof merchantKeyClientOrders>,
    ): Promise<ResponseOf<typeof merchantKeyClientOrders>> {
      const { rows, total } = await keyClients.ordersPage(query.accountId, query.page, query.size)
      const orderIds = rows.map((r) => r.orderId)
      const standings = await orders.standings(orderIds)
      const orderNos = await orders.orderNos(orderIds)
      const names = new Map((await keyClients.accounts()).map((a) => [a.id, a.name]))
      return toPage(
        rows.map((row) => {
          const standing = standings.find((s) => s.id === row.orderId)!
          return {
            orderId: row.orderId,
            orderNo: orderNos.get(row.orderId) ?? '',
            accountId: row.accountId,
            accountName: names.get(row.accountId) ?? '',
            status: standing.status,
            statusLabel: orderStatusLabel(standing.status, null),
            totalRealPayAmount: standing.totalRealPayAmount,
            placedBy: row.placedBy,
            createdAt: row.createdAt.toISOString(),
          }
        }),
        total,
        query.page,
        query.size,
      )
    },
  }
}
