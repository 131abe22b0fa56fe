export default definePageConfig({
  navigationBarTitleText: '在线客服',
})
