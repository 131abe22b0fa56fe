export default definePageConfig({
  navigationBarTitleText: '幸运抽奖',
})
