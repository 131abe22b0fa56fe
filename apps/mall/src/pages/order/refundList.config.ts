export default definePageConfig({
  navigationBarTitleText: '售后记录',
  onReachBottomDistance: 200,
})
