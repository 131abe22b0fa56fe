// The points feature's public face: the customer's balance.
export { usePointsBalance } from './api/points-balance'
