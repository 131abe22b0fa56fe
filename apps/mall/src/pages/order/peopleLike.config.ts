export default definePageConfig({
  navigationBarTitleText: '猜你喜欢',
})
