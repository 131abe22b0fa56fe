export default definePageConfig({
  navigationBarTitleText: '填写退货物流',
})
