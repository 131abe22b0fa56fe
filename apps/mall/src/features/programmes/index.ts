// The members' programmes: sign-in, lottery and awards, points records, the activity list.
export {
  claimAward,
  drawOnce,
  makeUpSignIn,
  newRequestId,
  signInToday,
  useAwards,
  useLottery,
  usePointsRecords,
  useProgrammes,
  useSignInCalendar,
  type PointsTab,
} from './api/programmes'
export { claimMemberGift, useMemberGifts } from './api/member-gifts'
export { claimState, packContents } from './member-gift-view'
export { checkInWaterLight, useWaterLights } from './api/water-light'
export { checkInState, rewardState, rewardText, windowCells, type WindowCell } from './water-light-view'
