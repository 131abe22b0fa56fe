// The surprise box feature's public face (docs/members-programmes.md "Surprise box"): the boxes, my boxes, the odds.
export { useMyBoxes, useSurpriseBoxes } from './api/surprise-box'
export { boxAction, oddsText } from './box-view'
