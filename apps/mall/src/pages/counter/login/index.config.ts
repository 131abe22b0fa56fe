export default definePageConfig({
  navigationBarTitleText: '柜台工作台',
})
