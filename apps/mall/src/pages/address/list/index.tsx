import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import type { Address } from '@shop/contracts'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Check } from '../../../components/check'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import { AddressCard, deleteAddress, setPreferredAddress, useAddresses } from '../../../features/address'
import { useRequireLogin } from '../../../features/session'
import { setCommon } from '../../../lib/state/common-state'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { useBusy } from '../../../lib/hooks/use-busy'
import { useShownAgain } from '../../../lib/hooks/use-shown-again'
import styles from './index.module.css'

/**
 * 收货地址 (query `select=1` from the checkout): the address book, default first. Set the default, edit, delete (after
 * a confirm), add one. In select mode a tap picks the address for the checkout and goes back to it.
 */
export default function AddressListPage() {
  const { status } = useRequireLogin()
  const selecting = pageParam(useRouter().params.select) === '1'
  const list = useAddresses(status === 'customer')
  const { busy, run } = useBusy()

  // Back from the form: the book may have changed.
  useShownAgain(() => list.reload())

  const act = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return
    await run(async () => {
      await work()
      void Taro.showToast({ title: done, icon: 'none' })
      list.reload()
    })
  }

  const remove = async (a: Address) => {
    const { confirm } = await Taro.showModal({
      title: '删除地址',
      content: '确定要删除该收货地址吗？',
      confirmText: '删除',
      confirmColor: BRAND_COLOR,
    })
    if (confirm) await act(() => deleteAddress(a.id), '已删除')
  }

  const pick = (a: Address) => {
    setCommon({ payAddressId: a.id })
    void navigate(1)
  }

  const add = () => void navigate(url(PAGES.addressEdit, selecting ? { pick: 1, back: 2 } : {}))

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView
          query={list}
          isEmpty={(a) => a.length === 0}
          empty={{
            mark: '址',
            title: '还没有收货地址',
            hint: '添加一个地址，下单更方便',
            action: { text: '新增收货地址', onClick: add },
          }}
        >
          {(addresses) => (
            <View>
              {selecting && <Text className={styles.hint}>请选择收货地址</Text>}
              {addresses.map((a) => (
                <AddressCard key={a.id} address={a} onClick={selecting ? () => pick(a) : undefined}>
                  <View className={styles.actions} onClick={(e) => e.stopPropagation()}>
                    <View
                      className={styles.default}
                      onClick={() => !a.isDefault && void act(() => setPreferredAddress(a.id), '已设为默认地址')}
                    >
                      <Check checked={a.isDefault} label="设为默认" />
                      <Text className={styles.defaultText}>{a.isDefault ? '默认地址' : '设为默认'}</Text>
                    </View>
                    <Text
                      className={styles.action}
                      onClick={() =>
                        void navigate(url(PAGES.addressEdit, { id: a.id, ...(selecting && { pick: 1, back: 2 }) }))
                      }
                    >
                      编辑
                    </Text>
                    <Text className={styles.action} onClick={() => void remove(a)}>
                      删除
                    </Text>
                  </View>
                </AddressCard>
              ))}
            </View>
          )}
        </QueryView>
      )}
      {status === 'customer' && list.data && list.data.length > 0 && (
        <BottomBar>
          <Button block onClick={add}>
            新增收货地址
          </Button>
        </BottomBar>
      )}
    </Page>
  )
}
