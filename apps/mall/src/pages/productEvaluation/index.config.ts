export default definePageConfig({
  navigationBarTitleText: '商品评价',
  onReachBottomDistance: 200,
})
