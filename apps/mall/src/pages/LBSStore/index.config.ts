export default definePageConfig({
  navigationBarTitleText: '附近门店',
})
