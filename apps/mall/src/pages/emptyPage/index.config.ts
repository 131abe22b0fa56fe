export default definePageConfig({
  navigationBarTitleText: '正在打开',
})
