export default definePageConfig({
  navigationBarTitleText: '我的订单',
  onReachBottomDistance: 200,
})
