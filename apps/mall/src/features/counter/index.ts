// The counter portal's public face (spec §6, H5 inside WeCom): the counter staff's own sign-in and token, members
// looked up or registered by mobile with their orders and views, and the signed-in guide's push orders and figures.
export { weComAuthorizeUrl } from './api/enterprise-login'
export { findMember, registerMember } from './api/member'
export { useMemberOrders, useMemberViews } from './api/member-records'
export { useGuideFigures, useGuideWork } from './api/guide-work'
export { counterUser, signInCounter, signOutCounter, type CounterUser } from './counter-session'
