export default definePageConfig({
  navigationBarTitleText: '商品列表',
  onReachBottomDistance: 200,
})
