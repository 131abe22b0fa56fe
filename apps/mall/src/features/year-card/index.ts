// The year card feature's public face (docs/year-cards.md): the cards on sale, the member's card, their benefits.
export { useYearCards } from './api/year-card-list'
export { useMyYearCard } from './api/year-card-mine'
export { benefitLines } from './benefits'
