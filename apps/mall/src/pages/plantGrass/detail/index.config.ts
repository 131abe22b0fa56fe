export default definePageConfig({
  navigationBarTitleText: '种草',
  enableShareAppMessage: true,
})
