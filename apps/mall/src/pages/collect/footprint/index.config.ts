export default definePageConfig({
  navigationBarTitleText: '浏览足迹',
  onReachBottomDistance: 200,
})
