export {
  createWaterLightService,
  type WaterLightFigures,
  type WaterLightInput,
  type WaterLightRow,
  type WaterLightService,
} from './water-light.service'
export { waterLightSeed } from './water-light.seed'
