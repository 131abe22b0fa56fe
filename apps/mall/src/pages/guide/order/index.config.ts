export default definePageConfig({
  navigationBarTitleText: '导购为您推荐',
})
