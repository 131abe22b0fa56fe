export default definePageConfig({
  navigationBarTitleText: '推单给顾客',
})
