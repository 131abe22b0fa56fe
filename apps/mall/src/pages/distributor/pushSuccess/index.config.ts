export default definePageConfig({
  navigationBarTitleText: '推单已生成',
})
