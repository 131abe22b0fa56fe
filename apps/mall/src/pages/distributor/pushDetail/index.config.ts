export default definePageConfig({
  navigationBarTitleText: '推单',
})
