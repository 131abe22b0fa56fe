export default definePageConfig({
  navigationBarTitleText: '一口价',
  enablePullDownRefresh: true,
})
