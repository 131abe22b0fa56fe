export default definePageConfig({
  navigationBarTitleText: '水光打卡',
  enablePullDownRefresh: true,
})
