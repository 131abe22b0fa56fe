export {
  createGuidesService,
  type GuideBadge,
  type GuideRow,
  type GuidesService,
  type OutletRow,
  type Period,
  type PushOrderRequest,
  type PushOrderRow,
  type PushSender,
} from './guides.service'
export { DEMO_GUIDE_MOBILE, DEMO_GUIDE_WECOM, guidesSeed } from './guides.seed'
