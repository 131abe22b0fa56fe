export default definePageConfig({
  navigationBarTitleText: '发票详情',
})
