export {
  createMemberGiftsService,
  type MemberGiftFigures,
  type MemberGiftInput,
  type MemberGiftRow,
  type MemberGiftsService,
} from './member-gifts.service'
export { memberGiftsSeed } from './member-gifts.seed'
