import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { keyClientsRepository, type KeyClientAccountRow, type NewKeyClientAccount } from './key-clients.repository'

export type KeyClientsService = ReturnType<typeof createKeyClientsService>

/** What the console sets on an account (its member and address are made by the flow). */
export type KeyClientTerms = Pick<
  NewKeyClientAccount,
  | 'name'
  | 'contactName'
  | 'province'
  | 'city'
  | 'district'
  | 'detail'
  | 'discountPercent'
  | 'payDays'
  | 'note'
  | 'active'
>

/** Key clients (docs/key-clients.md): the accounts and the orders placed for them. */
export function createKeyClientsService({ db, clock }: { db: Db; clock: Clock }) {
  const reader = keyClientsRepository(db)

  const mustFind = async (id: number, tx: Db = db): Promise<KeyClientAccountRow> => {
    const account = await keyClientsRepository(tx).account(id)
    if (!account) throw new DomainError('keyClientNotFound', { id })
    return account
  }

  return {
    accounts: () => reader.accounts(),
    mustFind,

    /** An active account to order for; keyClientNotFound else. */
    async active(id: number): Promise<KeyClientAccountRow> {
      const account = await mustFind(id)
      if (!account.active) throw new DomainError('keyClientNotFound', { id })
      return account
    },

    async create(tx: Db, row: KeyClientTerms & { customerId: number; addressId: number }) {
      const now = clock.now()
      return keyClientsRepository(tx).insertAccount({ ...row, createdAt: now, updatedAt: now })
    },

    async update(tx: Db, id: number, terms: KeyClientTerms) {
      const before = await mustFind(id, tx)
      const after = (await keyClientsRepository(tx).updateAccount(id, { ...terms, updatedAt: clock.now() }))!
      return { before, after }
    },

    /** The member's address book entry orders use now (the old one was deleted by the member). */
    setAddress: (id: number, addressId: number) =>
      keyClientsRepository(db).updateAccount(id, { addressId, updatedAt: clock.now() }),

    /** A key_client order was placed for the account, in the checkout's transaction. */
    place: (tx: Db, row: { orderId: number; accountId: number; placedBy: string }) =>
      keyClientsRepository(tx).insertOrder({ ...row, createdAt: clock.now() }),

    ordersPage: (accountId: number | undefined, page: number, size: number) => reader.ordersPage(accountId, page, size),
  }
}
