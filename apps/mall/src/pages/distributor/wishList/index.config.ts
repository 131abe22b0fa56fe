export default definePageConfig({
  navigationBarTitleText: '心愿单',
})
