export {
  createSurpriseBoxesService,
  type BoxRevealed,
  type SurpriseBoxFigures,
  type SurpriseBoxGoodsRow,
  type SurpriseBoxInput,
  type SurpriseBoxOrderRow,
  type SurpriseBoxRow,
  type SurpriseBoxesService,
} from './surprise-boxes.service'
export { surpriseBoxesSeed } from './surprise-boxes.seed'
