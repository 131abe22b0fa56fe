export { submitSurvey, useSurvey } from './api/survey'
