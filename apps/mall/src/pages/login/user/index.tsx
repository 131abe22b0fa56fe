import { Image, Input, Picker, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CustomerBasicInfo } from '@shop/contracts'
import { chinaDate, firstCharacter } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Loading } from '../../../components/states'
import { setProfile, updateBasicInfo, uploadAvatar, useRequireLogin } from '../../../features/session'
import { chooseImages } from '../../../lib/device/media'
import { assetUrl } from '../../../lib/http/config'
import { useBusy } from '../../../lib/hooks/use-busy'
import styles from './index.module.css'

const GENDERS = [
  { value: 1, text: '男' },
  { value: 2, text: '女' },
  { value: 0, text: '保密' },
] as const

/** Today in China, y-m-d, whatever the device's zone: the last day a birthday may be. */
const today = () => chinaDate(Date.now())

/** Edit profile: nickname, gender, avatar (saved at once) and birthday (never in the future). */
export default function ProfilePage() {
  const { status, profile } = useRequireLogin()
  const info = profile?.customerBasicInfo
  if (status !== 'customer' || !info) {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  return <ProfileForm info={info} />
}

/**
 * The form starts from the profile it first gets, and only then: a new avatar (a new profile) keeps what the
 * shopper typed and has not saved yet, and the inputs are born with their values (Taro's H5 input throws when its
 * value changes before it has rendered).
 */
function ProfileForm({ info }: { info: CustomerBasicInfo }) {
  const [nickName, setNickName] = useState(info.nickName)
  const [gender, setGender] = useState<0 | 1 | 2>(info.gender)
  const [birthday, setBirthday] = useState(info.birthday ?? '')
  const [error, setError] = useState('')
  const { busy, run } = useBusy()

  const changeAvatar = async () => {
    const [path] = await chooseImages(1)
    if (!path) return // the shopper cancelled
    await run(async () => {
      const { url } = await uploadAvatar(path)
      setProfile(await updateBasicInfo({ avatarUrl: url }))
      void Taro.showToast({ title: '头像已更新', icon: 'success' })
    })
  }

  const save = async () => {
    const name = nickName.trim()
    if (!name) return setError('昵称不能为空')
    if (birthday && birthday > today()) return setError('生日不能晚于今天')
    setError('')
    await run(async () => {
      setProfile(await updateBasicInfo({ nickName: name, gender, ...(birthday ? { birthday } : {}) }))
      void Taro.showToast({ title: '保存成功', icon: 'success' })
    })
  }

  return (
    <Page>
      <View className={styles.card}>
        <View className={`${styles.row} ${styles.avatarRow}`} onClick={() => void changeAvatar()}>
          <Text className={styles.label}>头像</Text>
          {info.avatarUrl ? (
            <Image className={styles.avatar} src={assetUrl(info.avatarUrl)} mode="aspectFill" />
          ) : (
            <View className={`${styles.avatar} ${styles.avatarLetter}`}>{firstCharacter(info.nickName)}</View>
          )}
          <Text className={styles.chevron}>›</Text>
        </View>
        <View className={styles.row}>
          <Text className={styles.label}>昵称</Text>
          <Input
            className={styles.input}
            value={nickName}
            maxlength={20}
            placeholder="请输入昵称"
            onInput={(e) => setNickName(e.detail.value)}
          />
        </View>
        <View className={styles.row}>
          <Text className={styles.label}>性别</Text>
          <View className={styles.genders}>
            {GENDERS.map((g) => (
              <Text
                key={g.value}
                className={`${styles.gender} ${gender === g.value ? styles.genderOn : ''}`}
                onClick={() => setGender(g.value)}
              >
                {g.text}
              </Text>
            ))}
          </View>
        </View>
        <Picker
          className={styles.picker}
          mode="date"
          value={birthday || '2000-01-01'}
          start="1900-01-01"
          end={today()}
          onChange={(e) => setBirthday(String(e.detail.value))}
        >
          <View className={styles.row}>
            <Text className={styles.label}>生日</Text>
            <Text className={`${styles.value} ${birthday ? '' : styles.muted}`}>{birthday || '请选择'}</Text>
            <Text className={styles.chevron}>›</Text>
          </View>
        </Picker>
        <View className={styles.row}>
          <Text className={styles.label}>手机号</Text>
          <Text className={`${styles.value} ${styles.muted}`}>{info.mobile ?? '未绑定'}</Text>
        </View>
      </View>
      {error && <Text className={styles.error}>{error}</Text>}
      <View className={styles.save}>
        <Button block disabled={busy} onClick={() => void save()}>
          保存
        </Button>
      </View>
    </Page>
  )
}
