export {
  createOnePricesService,
  type OnePriceActivityInput,
  type OnePriceActivityRow,
  type OnePriceFigures,
  type OnePriceGoodsInput,
  type OnePriceGoodsRow,
  type OnePriceOrderRow,
  type OnePricesService,
} from './one-prices.service'
export { onePricesSeed } from './one-prices.seed'
