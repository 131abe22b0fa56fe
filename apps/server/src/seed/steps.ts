import { cartSeed } from '../modules/cart'
import { chatSeed } from '../modules/chat'
import { catalogueSeed } from '../modules/catalogue'
import { contentSeed } from '../modules/content'
import { couponsSeed } from '../modules/coupons'
import { customersSeed } from '../modules/customers'
import { discoverySeed } from '../modules/discovery'
import { guidesSeed } from '../modules/guides'
import { groupBuysSeed } from '../modules/group-buys'
import { distributionSeed } from '../modules/distribution'
import { pagesSeed } from '../modules/pages'
import { staffSeed } from '../modules/staff'
import { rewardsSeed } from '../modules/rewards'
import { pointsGoodsSeed } from '../modules/points-goods'
import { surpriseBoxesSeed } from '../modules/surprise-boxes'
import { memberGiftsSeed } from '../modules/member-gifts'
import { waterLightSeed } from '../modules/water-light'
import { surveysSeed } from '../modules/surveys'
import { friendHelpSeed } from '../modules/friend-help'
import { giftsSeed } from '../modules/gifts'
import { yearCardsSeed } from '../modules/year-cards'
import { buyGiftsSeed } from '../modules/buy-gifts'
import { cyclesSeed } from '../modules/cycles'
import { keyClientsSeed } from '../modules/key-clients'
import { recyclingSeed } from '../modules/recycling'
import { tryUseSeed } from '../modules/try-use'
import { presalesSeed } from '../modules/presales'
import { onePricesSeed } from '../modules/one-prices'
import type { SeedStep } from './seed'

/**
 * Every seed step, in the order they run. A module adds its steps here (exported from its index.ts); a new step
 * runs on the next start of every existing database too.
 */
export const SEED_STEPS: readonly SeedStep[] = [
  ...contentSeed,
  ...staffSeed,
  ...catalogueSeed,
  ...discoverySeed,
  ...pagesSeed,
  ...couponsSeed,
  ...cartSeed,
  ...customersSeed,
  ...distributionSeed,
  ...surveysSeed,
  ...friendHelpSeed,
  ...chatSeed,
  ...rewardsSeed,
  ...pointsGoodsSeed,
  ...surpriseBoxesSeed,
  ...memberGiftsSeed,
  ...waterLightSeed,
  ...guidesSeed,
  ...groupBuysSeed,
  ...giftsSeed,
  ...yearCardsSeed,
  ...buyGiftsSeed,
  ...cyclesSeed,
  ...keyClientsSeed,
  ...recyclingSeed,
  ...tryUseSeed,
  ...presalesSeed,
  ...onePricesSeed,
]
