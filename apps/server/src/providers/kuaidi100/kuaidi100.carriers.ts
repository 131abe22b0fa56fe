export interface LogisticsCarrier {
  /** kuaidi100 company code. */
  code: string
  name: string
  /** The carrier answers only with the receiver's phone (privacy waybills). */
  needsPhone: boolean
}

/** The carriers a merchant ships with: the ship form's choices and `kuaidi100/findPage`. */
export const LOGISTICS_CARRIERS: readonly LogisticsCarrier[] = [
  { code: 'shunfeng', name: '顺丰速运', needsPhone: true },
  { code: 'zhongtong', name: '中通快递', needsPhone: true },
  { code: 'yuantong', name: '圆通速递', needsPhone: false },
  { code: 'yunda', name: '韵达快递', needsPhone: false },
  { code: 'shentong', name: '申通快递', needsPhone: false },
  { code: 'jd', name: '京东物流', needsPhone: false },
  { code: 'ems', name: 'EMS', needsPhone: false },
  { code: 'youzhengguonei', name: '邮政快递包裹', needsPhone: false },
]

export function findCarrier(code: string): LogisticsCarrier | undefined {
  return LOGISTICS_CARRIERS.find((carrier) => carrier.code === code)
}
