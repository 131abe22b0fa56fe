export default definePageConfig({
  navigationBarTitleText: '周期购',
})
