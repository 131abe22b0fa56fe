export default definePageConfig({
  navigationBarTitleText: '心愿详情',
})
