export default definePageConfig({
  navigationBarTitleText: '正在拼团',
  enablePullDownRefresh: true,
})
