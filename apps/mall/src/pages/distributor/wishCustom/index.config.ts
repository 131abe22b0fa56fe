export default definePageConfig({
  navigationBarTitleText: '许个心愿',
})
