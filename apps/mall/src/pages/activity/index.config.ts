export default definePageConfig({
  navigationBarTitleText: '活动',
  enableShareAppMessage: true,
  enablePullDownRefresh: true,
})
