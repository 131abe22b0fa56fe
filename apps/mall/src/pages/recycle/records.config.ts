export default definePageConfig({
  navigationBarTitleText: '我的回收记录',
  enablePullDownRefresh: false,
})
