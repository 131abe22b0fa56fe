export default definePageConfig({
  navigationBarTitleText: '时尚档案',
})
