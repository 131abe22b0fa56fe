// The evaluation feature's public face: rating an order's lines, a goods' reviews and the product page's section.
export { useOrderEvaluations, type EvaluationLine } from './api/order-evaluations'
export { createEvaluations, type EvaluationInput } from './api/create-evaluation'
export { useGoodsReviews } from './hooks/use-goods-reviews'
export { EMPTY_EVALUATION, averageText, evaluationInputOf, type EvaluationDraft } from './evaluation-rules'
export { StarRating } from './components/star-rating'
export { ReviewItem } from './components/review-item'
export { GoodsReviews } from './components/goods-reviews'
export { EvaluationCard } from './components/evaluation-card'
