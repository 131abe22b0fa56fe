export default definePageConfig({
  navigationBarTitleText: '我的盲盒',
  enablePullDownRefresh: true,
})
