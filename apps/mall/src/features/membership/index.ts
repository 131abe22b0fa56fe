export { bindCrmCard, fetchBeautyProfile, fetchCrmCard, saveBeautyProfileOf, sendCrmCode } from './api'
