import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ShipmentTrack } from '@shop/contracts'
import type { QueryState } from '../../../lib/hooks/use-query'
import { formatChinaDate } from '@shop/domain'
import { Sheet } from '../../../components/sheet'
import { useOrderLogistics } from '../api/order-logistics'
import styles from './logistics-card.module.css'

/** The newest thing the carrier said about a parcel, or why there is nothing. */
function latestLine(parcel: ShipmentTrack): { text: string; time: string } {
  const event = parcel.tracking?.events[0]
  if (event) return { text: event.context, time: formatChinaDate(event.time, true) }
  return { text: parcel.trackingError?.message || '暂无物流信息', time: '' }
}

function copy(text: string) {
  void Taro.setClipboardData({ data: text })
}

function ParcelTrack({ parcel, index, count }: { parcel: ShipmentTrack; index: number; count: number }) {
  const events = parcel.tracking?.events ?? []
  return (
    <View className={styles.parcel}>
      <View className={styles.parcelHead}>
        <Text className={styles.parcelTitle}>
          {count > 1 ? `包裹${index + 1} · ` : ''}
          {parcel.carrierName}
        </Text>
        {parcel.tracking && <Text className={styles.state}>{parcel.tracking.stateLabel}</Text>}
      </View>
      <View className={styles.waybill}>
        <Text>运单号 {parcel.waybillNo}</Text>
        <Text className={styles.copy} onClick={() => copy(parcel.waybillNo)}>
          复制
        </Text>
      </View>
      {events.length === 0 ? (
        <Text className={styles.none}>{latestLine(parcel).text}</Text>
      ) : (
        <View className={styles.events}>
          {events.map((event, i) => (
            <View key={i} className={`${styles.event} ${i === 0 ? styles.latest : ''}`}>
              <View className={styles.dot} />
              <Text className={styles.context}>{event.context}</Text>
              <Text className={styles.time}>{formatChinaDate(event.time, true)}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

interface SheetControl {
  open: boolean
  onOpen: () => void
  onClose: () => void
}

/**
 * The order's logistics in the detail: the newest track line of its (first) parcel; a tap opens every parcel's
 * full track in a sheet. Loaded only for an order that has shipped something.
 */
export function LogisticsCard({ orderId, ...sheet }: { orderId: number } & SheetControl) {
  return <ParcelsCard logistics={useOrderLogistics(orderId, true)} {...sheet} />
}

/**
 * Parcels with their tracks as `LogisticsCard` shows them, from any load of them (a gift's receiver loads theirs
 * through the gift: give_gift_order/{giftId}/logistics).
 */
export function ParcelsCard({
  logistics,
  open,
  onOpen,
  onClose,
}: { logistics: QueryState<{ shipments: ShipmentTrack[] }> } & SheetControl) {
  const parcels = logistics.data?.shipments ?? []
  const first = parcels[0]
  const summary = first
    ? latestLine(first)
    : logistics.error !== undefined && !logistics.loading
      ? { text: '物流信息暂时无法获取，点击重试', time: '' }
      : { text: logistics.loading ? '正在查询物流信息…' : '暂无物流信息', time: '' }
  const tap = () => (logistics.error !== undefined && !first ? logistics.reload() : onOpen())

  return (
    <>
      <View className={styles.card} role="button" aria-label="物流信息" onClick={tap}>
        <View className={styles.summary}>
          <Text className={styles.summaryTitle}>
            {first?.tracking?.stateLabel ?? '物流信息'}
            {parcels.length > 1 ? `（${parcels.length}个包裹）` : ''}
          </Text>
          <Text className={styles.summaryText}>{summary.text}</Text>
          {summary.time && <Text className={styles.time}>{summary.time}</Text>}
        </View>
        <Text className={styles.chevron}>›</Text>
      </View>
      {open && (
        <Sheet title="物流详情" onClose={onClose}>
          {parcels.length === 0 ? (
            <Text className={styles.none}>{summary.text}</Text>
          ) : (
            parcels.map((parcel, index) => (
              <ParcelTrack key={parcel.shipmentId} parcel={parcel} index={index} count={parcels.length} />
            ))
          )}
        </Sheet>
      )}
    </>
  )
}
