import { describe, expect, it } from 'vitest'
import {
  cleanSurveyAnswers,
  surveyDefinitionProblems,
  surveyProblems,
  type SurveyAnswers,
  type SurveyQuestion,
} from './survey'

const QUESTIONS: SurveyQuestion[] = [
  {
    id: 'skin',
    kind: 'single',
    title: '您的肤质',
    required: true,
    options: [
      { id: 'dry', label: '干性' },
      { id: 'oily', label: '油性' },
    ],
  },
  {
    id: 'care',
    kind: 'multiple',
    title: '关注的功效',
    required: false,
    maxChoices: 2,
    options: [
      { id: 'hydrate', label: '补水' },
      { id: 'repair', label: '修护' },
      { id: 'bright', label: '提亮' },
    ],
  },
  { id: 'score', kind: 'rating', title: '满意度', required: true, scale: 5 },
  { id: 'say', kind: 'text', title: '建议', required: false, maxLength: 5 },
]

const base: SurveyAnswers = { skin: 'dry', score: 5 }

describe('survey answers', () => {
  it.each<[string, SurveyAnswers, string[]]>([
    ['required ones only', base, []],
    ['everything', { ...base, care: ['hydrate', 'repair'], say: '很好用' }, []],
    ['a required one missing', { score: 3 }, ['required:skin']],
    ['a required one blank', { skin: '', score: 3 }, ['required:skin']],
    ['a choice not offered', { ...base, skin: 'mixed' }, ['invalid:skin']],
    ['a single question answered with a list', { ...base, skin: ['dry'] }, ['invalid:skin']],
    ['too many choices', { ...base, care: ['hydrate', 'repair', 'bright'] }, ['invalid:care']],
    ['a choice twice', { ...base, care: ['hydrate', 'hydrate'] }, ['invalid:care']],
    ['an empty optional list', { ...base, care: [] }, []],
    ['a rating above the scale', { ...base, score: 6 }, ['invalid:score']],
    ['a rating of 0', { ...base, score: 0 }, ['invalid:score']],
    ['a fractional rating', { ...base, score: 4.5 }, ['invalid:score']],
    ['a rating as text', { ...base, score: '5' }, ['invalid:score']],
    ['text too long', { ...base, say: '一二三四五六' }, ['invalid:say']],
    ['text within the bound once trimmed', { ...base, say: '  一二三四五  ' }, []],
    ['a question the version has not', { ...base, extra: 'x' }, ['unknown:extra']],
  ])('%s', (_, answers, expected) => {
    expect(surveyProblems(QUESTIONS, answers).map((p) => `${p.reason}:${p.questionId}`)).toEqual(expected)
  })

  it('stores answers without blanks, texts trimmed', () => {
    expect(cleanSurveyAnswers({ skin: 'dry', care: [], say: '  好 ', score: 4 })).toEqual({
      skin: 'dry',
      say: '好',
      score: 4,
    })
  })
})

describe('survey definitions', () => {
  it.each<[string, SurveyQuestion[], number]>([
    ['the example', QUESTIONS, 0],
    ['no questions', [], 1],
    [
      'one option only',
      [{ id: 'a', kind: 'single', title: 'A', required: true, options: [{ id: 'x', label: 'X' }] }],
      1,
    ],
    ['ids twice', [QUESTIONS[2]!, QUESTIONS[2]!], 1],
    ['maxChoices above the options', [{ ...QUESTIONS[1]!, maxChoices: 4 }], 1],
    ['a scale of 11', [{ ...QUESTIONS[2]!, scale: 11 }], 1],
  ])('%s', (_, questions, count) => {
    expect(surveyDefinitionProblems(questions)).toHaveLength(count)
  })
})
