export default definePageConfig({ navigationBarTitleText: '收到一份礼物' })
