export default definePageConfig({
  navigationBarTitleText: '好友拼团',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
})
