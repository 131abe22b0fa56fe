export default definePageConfig({
  navigationBarTitleText: '首页',
  enableShareAppMessage: true,
  enablePullDownRefresh: true,
})
