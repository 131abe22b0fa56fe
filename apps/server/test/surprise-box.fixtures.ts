/**
 * Surprise boxes in tests (docs/members-programmes.md "Surprise box"): a box defined through the console with made
 * goods, and buying one through its locate and submit.
 */
import { expect } from 'vitest'
import { merchantCreateSurpriseBox, surpriseBoxLocate, surpriseBoxSubmit, type BodyOf } from '@shop/contracts'
import { key, type Shopper } from './checkout.fixtures'
import type { TestApp } from './harness'

const HOUR = 3_600_000

export type BoxInput = BodyOf<typeof merchantCreateSurpriseBox>

export function boxInput(t: TestApp, fallbackSkuId: number, pool: BoxInput['pool'], extra: Partial<BoxInput> = {}) {
  const now = t.clock.now().getTime()
  return {
    name: '测试盲盒',
    image: '',
    price: 4_900,
    stock: 10,
    limitPerCustomer: 1,
    fallbackSkuId,
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + 24 * HOUR).toISOString(),
    active: true,
    pool,
    ...extra,
  } satisfies BoxInput
}

/** A box made by the owner; answers its console view. */
export async function makeBox(t: TestApp, token: string, input: BoxInput) {
  const made = await t.call(merchantCreateSurpriseBox, { token, body: input })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body
}

/** One box ordered (located, then submitted with the quote shown): the submit's answer as it is. */
export async function buyBox(t: TestApp, who: Shopper, boxId: number, idempotencyKey = key()) {
  const shown = await t.call(surpriseBoxLocate, { token: who.token, body: { boxId } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  return t.call(surpriseBoxSubmit, {
    token: who.token,
    body: { boxId, addressId: who.addressId, idempotencyKey, quote: shown.body.quote },
  })
}
