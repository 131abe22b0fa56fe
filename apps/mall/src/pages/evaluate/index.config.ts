export default definePageConfig({
  navigationBarTitleText: '评价晒单',
})
