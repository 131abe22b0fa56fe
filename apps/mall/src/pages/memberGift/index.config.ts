export default definePageConfig({
  navigationBarTitleText: '会员礼包',
  enablePullDownRefresh: true,
})
