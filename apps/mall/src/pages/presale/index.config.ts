export default definePageConfig({
  navigationBarTitleText: '新品预售',
  enablePullDownRefresh: true,
})
