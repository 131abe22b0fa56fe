export default definePageConfig({
  navigationBarTitleText: '换购专区',
})
