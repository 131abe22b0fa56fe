import { BUILT_IN_ROLES } from '@shop/contracts'
import type { SurveyQuestion } from '@shop/domain'
import { eq } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { staffRoles } from '../staff/staff.tables'
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
    // Built-in roles that edit marketing (运营) may run the members' programmes: granted once, so an owner's later
    // change to the role survives (staff/built-in-roles made the roles before this permission existed).
    name: 'surveys/grant-programmes-edit',
    async run({ db }) {
      for (const [code, role] of Object.entries(BUILT_IN_ROLES)) {
        if (code === 'owner' || !(role.permissions as readonly string[]).includes('programmes.edit')) continue
        const [row] = await db.select().from(staffRoles).where(eq(staffRoles.code, code))
        if (!row || row.permissions.includes('programmes.edit')) continue
        await db
          .update(staffRoles)
          .set({ permissions: [...row.permissions, 'programmes.edit'] })
          .where(eq(staffRoles.code, code))
      }
    },
  },
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
