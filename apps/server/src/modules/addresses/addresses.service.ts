import {
  ADDRESS_LIMIT,
  type Address,
  type createAddress,
  type ParsedBodyOf,
  type RecognisedAddress,
  type Region,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { recogniseAddress } from './address-recognition'
import { addressesRepository, type AddressFields, type AddressRow } from './addresses.repository'
import { REGIONS } from './regions'

export type AddressInput = ParsedBodyOf<typeof createAddress>

export interface AddressesDeps {
  db: Db
  clock: Clock
}

export type AddressesService = ReturnType<typeof createAddressesService>

/**
 * The address book. Rules: at most ADDRESS_LIMIT addresses; a customer with addresses always has exactly one
 * default (the first address is it; deleting it hands it to the most recently edited other one); another
 * customer's address answers notFound, as if it did not exist.
 */
export function createAddressesService({ db, clock }: AddressesDeps) {
  const reader = addressesRepository(db)

  /** Runs a change with the customer's address book locked. */
  const change = <T>(customerId: number, work: (repo: ReturnType<typeof addressesRepository>) => Promise<T>) =>
    db.transaction(async (tx) => {
      const repo = addressesRepository(tx)
      await repo.lock(customerId)
      return work(repo)
    })

  const fieldsOf = (input: AddressInput): Omit<AddressFields, 'isDefault'> => ({
    name: input.name,
    mobile: input.mobile,
    province: input.province,
    city: input.city,
    district: input.district,
    detail: input.detail,
    postalCode: input.postalCode ?? null,
    tag: input.tag ?? null,
    updatedAt: clock.now(),
  })

  return {
    /** The region data the address form picks from (provinces, cities, districts). */
    regions: async (): Promise<Region[]> => REGIONS,

    /** A pasted address read against the region data (name, mobile, region, street; null where not found). */
    recognise: async (text: string): Promise<RecognisedAddress> => recogniseAddress(text, REGIONS),

    list: async (customerId: number): Promise<Address[]> => (await reader.list(customerId)).map(toAddress),

    async preferred(customerId: number): Promise<Address | null> {
      const row = await reader.findDefault(customerId)
      return row && toAddress(row)
    },

    /** One of the customer's addresses (the checkout ships to it); notFound for any other id. */
    async find(customerId: number, id: number): Promise<Address> {
      return toAddress(found(await reader.find(customerId, id)))
    },

    create: (customerId: number, input: AddressInput): Promise<Address> =>
      change(customerId, async (repo) => {
        const held = await repo.count(customerId)
        if (held >= ADDRESS_LIMIT) throw new DomainError('addressLimitReached', { limit: ADDRESS_LIMIT })
        const isDefault = held === 0 || input.isDefault === true
        if (isDefault) await repo.clearDefault(customerId)
        return toAddress(await repo.insert(customerId, { ...fieldsOf(input), isDefault }))
      }),

    update: (customerId: number, id: number, input: AddressInput): Promise<Address> =>
      change(customerId, async (repo) => {
        const current = found(await repo.find(customerId, id))
        const isDefault = current.isDefault || input.isDefault === true
        if (isDefault && !current.isDefault) await repo.clearDefault(customerId)
        return toAddress(found(await repo.update(customerId, id, { ...fieldsOf(input), isDefault })))
      }),

    remove: (customerId: number, id: number): Promise<void> =>
      change(customerId, async (repo) => {
        const deleted = found(await repo.delete(customerId, id))
        if (deleted.isDefault) await repo.defaultToMostRecent(customerId)
      }),

    makeDefault: (customerId: number, id: number): Promise<Address> =>
      change(customerId, async (repo) => {
        const current = found(await repo.find(customerId, id))
        if (current.isDefault) return toAddress(current)
        await repo.clearDefault(customerId)
        return toAddress(found(await repo.update(customerId, id, { isDefault: true })))
      }),
  }
}

function found(row: AddressRow | null): AddressRow {
  if (!row) throw new DomainError('notFound')
  return row
}

const toAddress = ({
  id,
  name,
  mobile,
  province,
  city,
  district,
  detail,
  postalCode,
  tag,
  isDefault,
}: AddressRow): Address => ({
  id,
  name,
  mobile,
  province,
  city,
  district,
  detail,
  postalCode,
  tag,
  isDefault,
})
