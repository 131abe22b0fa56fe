// The points feature's public face: the customer's balance, the points mall.
export { usePointsBalance } from './api/points-balance'
export { usePointsGoods } from './api/points-goods-list'
export { PointsMallView, pointsPrice } from './components/points-mall-view'
