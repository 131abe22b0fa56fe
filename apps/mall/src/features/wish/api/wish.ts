import type {
  BodyOf,
  distributorBindingRoute,
  distributorWishDetail,
  distributorWishes,
  distributorWishPush,
  wishCancel,
  wishCreate,
  wishDetail,
  wishMine,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'
import { usePaged } from '../../../lib/hooks/use-paged'

const service = 'ec-portal'
const create = defineEndpoint<typeof wishCreate>({ service, method: 'POST', path: 'wish/create' })
const mine = defineEndpoint<typeof wishMine>({ service, method: 'GET', path: 'wish/mine' })
const detail = defineEndpoint<typeof wishDetail>({ service, method: 'GET', path: 'wish/detail/:id' })
const cancel = defineEndpoint<typeof wishCancel>({ service, method: 'POST', path: 'wish/cancel/:id' })
const customers = defineEndpoint<typeof distributorWishes>({ service, method: 'GET', path: 'distributor/wishes' })
const customerWish = defineEndpoint<typeof distributorWishDetail>({
  service,
  method: 'GET',
  path: 'distributor/wishes/:id',
})
const bindings = defineEndpoint<typeof distributorBindingRoute>({ service, method: 'GET', path: 'distributor/binding' })
const push = defineEndpoint<typeof distributorWishPush>({
  service,
  method: 'POST',
  path: 'distributor/wishes/:id/push',
})

/** Whose wishes a page shows: the customer's own, or (a distributor's) their bound customers'. */
export type WishViewer = 'customer' | 'distributor'

/** wishCustom: a goods (a SKU, with a note) or a wish in the customer's own words; the server's message when refused. */
export const makeWish = (body: BodyOf<typeof wishCreate>) => call(create, { body })

/** wishList: the customer's own wishes, or the distributor's customers' wishes, newest first. */
export const useWishes = (viewer: WishViewer, enabled: boolean) =>
  usePaged(
    (page) => {
      const query = { page, size: 20 }
      return viewer === 'customer'
        ? call(mine, { query }, { hideModal: true })
        : call(customers, { query }, { hideModal: true })
    },
    [viewer],
    enabled,
  )

/** wishDetail: one wish as the customer or their distributor sees it. */
export const useWish = (viewer: WishViewer, id: number, enabled: boolean) =>
  useQuery(
    () =>
      viewer === 'customer'
        ? call(detail, { params: { id } }, { hideModal: true })
        : call(customerWish, { params: { id } }, { hideModal: true }),
    [viewer, id],
    enabled,
  )

export const cancelWish = (id: number) => call(cancel, { params: { id } })

/** The distributor sends a push order for the wish (once); answers the push order's id. */
export const pushWish = async (id: number, body: BodyOf<typeof distributorWishPush>) =>
  (await call(push, { params: { id }, body })).pushOrder!.id

/** Who sees the customer's wishes: their distributors now (the open bindings), as a name and counter; none: empty. */
export const useAdvisors = (enabled: boolean) =>
  useQuery(
    async () =>
      (await call(bindings, undefined, { hideModal: true })).map(({ distributor }) => ({
        name: distributor.realName,
        counterName: distributor.counterName,
      })),
    [],
    enabled,
  )
