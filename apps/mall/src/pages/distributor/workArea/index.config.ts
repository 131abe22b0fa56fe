export default definePageConfig({
  navigationBarTitleText: '分销中心',
})
