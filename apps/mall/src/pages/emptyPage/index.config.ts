export default definePageConfig({
  navigationBarTitleText: '敬请期待',
})
