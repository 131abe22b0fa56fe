export default definePageConfig({
  navigationBarTitleText: '成为推荐官',
})
