import type { RecycleProgrammeView } from '@shop/contracts'

/** What a programme gives, in the shopper's words: 每件30积分，满5件再送「满199减30」. */
export const rewardLine = (p: Pick<RecycleProgrammeView, 'pointsPerUnit' | 'couponTitle' | 'couponMinUnits'>) =>
  [
    p.pointsPerUnit > 0 && `每件${p.pointsPerUnit}积分`,
    p.couponTitle && `满${p.couponMinUnits}件${p.pointsPerUnit > 0 ? '再' : ''}送「${p.couponTitle}」`,
  ]
    .filter(Boolean)
    .join('，')
