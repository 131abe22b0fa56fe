export default definePageConfig({
  navigationBarTitleText: '我的收藏',
  onReachBottomDistance: 200,
})
