export default definePageConfig({
  navigationBarTitleText: '会员年卡',
})
