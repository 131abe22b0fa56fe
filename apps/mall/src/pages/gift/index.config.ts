export default definePageConfig({ navigationBarTitleText: '送礼', onReachBottomDistance: 100 })
