export default definePageConfig({
  navigationBarTitleText: '选择退款商品',
})
