import type { SurveyQuestion } from '@shop/domain'
import type { SeedStep } from '../../seed/seed'
import { surveys, surveyVersions } from './surveys.tables'

const SKIN_SURVEY: SurveyQuestion[] = [
  {
    id: 'skin',
    kind: 'single',
    title: '您的肤质是？',
    required: true,
    options: [
      { id: 'dry', label: '干性' },
      { id: 'oily', label: '油性' },
      { id: 'mixed', label: '混合性' },
      { id: 'sensitive', label: '敏感肌' },
    ],
  },
  {
    id: 'care',
    kind: 'multiple',
    title: '您最关注的护肤功效（最多选2项）',
    required: true,
    maxChoices: 2,
    options: [
      { id: 'hydrate', label: '补水保湿' },
      { id: 'repair', label: '修护屏障' },
      { id: 'bright', label: '提亮肤色' },
      { id: 'firm', label: '紧致抗老' },
    ],
  },
  { id: 'score', kind: 'rating', title: '您对澜肌产品的满意度', required: true, scale: 5 },
  { id: 'say', kind: 'text', title: '还想对我们说', required: false, maxLength: 200 },
]

export const surveysSeed: SeedStep[] = [
  {
    name: 'surveys/demo-skin-survey',
    async run({ db, clock }) {
      const now = clock.now()
      const [made] = await db
        .insert(surveys)
        .values({
          title: '肌肤小调查',
          description: '花1分钟告诉我们您的肌肤需求，提交即得 200 积分。',
          status: 'published',
          version: 1,
          questions: SKIN_SURVEY,
          rewardPoints: 200,
          startAt: null,
          endAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      await db
        .insert(surveyVersions)
        .values({ surveyId: made!.id, version: 1, questions: SKIN_SURVEY, publishedAt: now })
    },
  },
]
