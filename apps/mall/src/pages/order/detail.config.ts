export default definePageConfig({
  navigationBarTitleText: '订单详情',
  // 找朋友代付 sends the help-pay page as a share card.
  enableShareAppMessage: true,
})
