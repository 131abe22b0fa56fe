export {
  createPresalesService,
  PRESALE_TASK,
  presaleStepKey,
  termsOf,
  type PresaleInput,
  type PresaleOrderRow,
  type PresaleRow,
  type PresalesService,
} from './presales.service'
export { presalesSeed } from './presales.seed'
