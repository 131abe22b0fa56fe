export { createSurveysService, type SurveysService } from './surveys.service'
export { surveysSeed } from './surveys.seed'
