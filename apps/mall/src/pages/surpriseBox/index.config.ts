export default definePageConfig({
  navigationBarTitleText: '惊喜盲盒',
  enablePullDownRefresh: true,
})
