export { createFriendHelpService, type FriendHelpService } from './friend-help.service'
export { friendHelpSeed } from './friend-help.seed'
