export default definePageConfig({
  navigationBarTitleText: '我的',
  // The berry header runs under the status bar; its height comes from the nav bar helper (lib/system-info).
  navigationStyle: 'custom',
  navigationBarTextStyle: 'white',
})
