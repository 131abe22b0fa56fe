export default definePageConfig({
  navigationBarTitleText: '导购工作台',
})
