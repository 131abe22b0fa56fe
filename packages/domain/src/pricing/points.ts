import type { PointsRule } from './types'
import { shareOf } from './working-line'

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * How many points this payable goods amount can take, and what they are worth. Points go in whole steps
 * that convert to whole fen (100 points per yuan: 1 point = 1 fen; 150 per yuan: 3 points = 2 fen), up to
 * the balance and up to the rule's share of the payable amount, so they never exceed the goods amount.
 */
export function usablePointsFor(
  payable: number,
  balance: number,
  rule: PointsRule,
): { points: number; amount: number } {
  const divisor = gcd(rule.pointsPerYuan, 100)
  const stepPoints = rule.pointsPerYuan / divisor
  const stepFen = 100 / divisor
  const steps = Math.min(Math.floor(balance / stepPoints), Math.floor(shareOf(payable, rule.maxPayableShare) / stepFen))
  return { points: steps * stepPoints, amount: steps * stepFen }
}
