/**
 * WeChat's delivery ids (运力 id, `get_delivery_list`) of the carriers the shop ships with, by their kuaidi100
 * company code: upload_shipping_info names the carrier this way.
 */
export const WECHAT_DELIVERY_IDS: Readonly<Record<string, string>> = {
  shunfeng: 'SF',
  zhongtong: 'ZTO',
  yuantong: 'YTO',
  yunda: 'YD',
  shentong: 'STO',
  jd: 'JD',
  ems: 'EMS',
  youzhengguonei: 'YZPY',
}

/** The delivery id WeChat knows the carrier by; undefined for a carrier WeChat does not list. */
export const wechatDeliveryId = (carrierCode: string): string | undefined => WECHAT_DELIVERY_IDS[carrierCode]
