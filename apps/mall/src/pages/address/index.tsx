import Taro, { useRouter } from '@tarojs/taro'
import type { Address } from '@shop/contracts'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import {
  AddressForm,
  EMPTY_ADDRESS,
  addressInputOf,
  createAddress,
  updateAddress,
  useAddress,
  type AddressFormValues,
} from '../../features/address'
import { useRequireLogin } from '../../features/session'
import { setCommon } from '../../lib/state/common-state'
import { navigate } from '../../lib/navigation/navigation'
import { pageParam } from '../../lib/navigation/routes'
import { useBusy } from '../../lib/hooks/use-busy'

const formOf = (a: Address): AddressFormValues => ({
  name: a.name,
  mobile: a.mobile,
  province: a.province,
  city: a.city,
  district: a.district,
  detail: a.detail,
  tag: a.tag,
  isDefault: a.isDefault,
})

/**
 * New address, or edit one (query `id`). From the checkout (query `pick=1`) the saved address becomes the
 * checkout's and the page goes back `back` pages (the list in between, when it came through the list).
 */
export default function AddressEditPage() {
  const { status } = useRequireLogin()
  const { params } = useRouter()
  const id = Number(pageParam(params.id)) || 0
  const pick = pageParam(params.pick) === '1'
  const back = Number(pageParam(params.back)) || 1
  const existing = useAddress(status === 'customer' ? id : 0)
  const { busy, run } = useBusy()

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: id > 0 ? '编辑收货地址' : '新增收货地址' })
  }, [id])

  const save = async (form: AddressFormValues) => {
    if (busy) return
    await run(async () => {
      const input = addressInputOf(form)
      const saved = id > 0 ? await updateAddress(id, input) : await createAddress(input)
      if (pick) setCommon({ payAddressId: saved.id })
      void Taro.showToast({ title: '已保存', icon: 'success' })
      void navigate(pick ? back : 1)
    })
  }

  const form = (initial: AddressFormValues) => (
    <AddressForm initial={initial} busy={busy} onSave={(f) => void save(f)} />
  )

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : id > 0 ? (
        <QueryView query={existing}>{(a) => form(formOf(a))}</QueryView>
      ) : (
        form(EMPTY_ADDRESS)
      )}
    </Page>
  )
}
