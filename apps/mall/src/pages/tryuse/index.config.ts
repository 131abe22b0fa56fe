export default definePageConfig({
  navigationBarTitleText: '新品试用',
})
