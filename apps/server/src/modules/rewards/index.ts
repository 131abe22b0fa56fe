export {
  createRewardsService,
  DEFAULT_PROGRAMME_SETTINGS,
  NO_PRIZE,
  type LotteryAward,
  type LotteryInput,
  type ProgrammeSettings,
  type RewardsService,
} from './rewards.service'
export { rewardsSeed } from './rewards.seed'
