export default definePageConfig({ navigationBarTitleText: '好友助力' })
