export {
  createPointsGoodsService,
  type PointsGoodsFigures,
  type PointsGoodsInput,
  type PointsGoodsRow,
  type PointsGoodsService,
} from './points-goods.service'
export { pointsGoodsSeed } from './points-goods.seed'
