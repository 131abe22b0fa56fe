/**
 * The member's beauty profile (时尚档案, login/fashionableArchives): what the member tells the shop about their skin
 * and taste. Each choice is a stable code with the label the app shows; the shop keeps only these codes.
 */
export const SKIN_TYPES = {
  dry: '干性',
  oily: '油性',
  combination: '混合性',
  normal: '中性',
  sensitive: '敏感性',
} as const

export const SKIN_CONCERNS = {
  hydration: '补水保湿',
  oil_control: '控油',
  brightening: '美白提亮',
  anti_aging: '抗老紧致',
  acne: '痘痘粉刺',
  repair: '敏感修护',
  pores: '毛孔粗大',
  dark_circles: '黑眼圈',
} as const

/** Foundation shades, lightest first. */
export const SHADES = {
  porcelain: '白皙',
  light: '亮白',
  natural: '自然',
  wheat: '小麦',
  deep: '深肤',
} as const

export const SCENTS = {
  floral: '花香',
  fruity: '果香',
  woody: '木质香',
  fresh: '清新',
  unscented: '无香',
} as const

export type SkinType = keyof typeof SKIN_TYPES
export type SkinConcern = keyof typeof SKIN_CONCERNS
export type Shade = keyof typeof SHADES
export type Scent = keyof typeof SCENTS

/** At most this many concerns: the profile is a short answer, not a checklist of everything. */
export const MAX_CONCERNS = 3

export const codesOf = <T extends Record<string, string>>(choices: T) =>
  Object.keys(choices) as [keyof T & string, ...(keyof T & string)[]]
