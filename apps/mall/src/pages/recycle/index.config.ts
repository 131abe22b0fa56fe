export default definePageConfig({
  navigationBarTitleText: '空瓶回收',
})
