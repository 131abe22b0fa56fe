/**
 * Surveys (问卷, docs/members-programmes.md "Surveys"): a version's questions and the rules an answer must meet,
 * checked on the server whatever the page allowed.
 */
export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number]

export interface SurveyQuestion {
  /** Stable within the survey across versions (`q1`), so answers of several versions can be counted together. */
  id: string
  kind: SurveyQuestionKind
  title: string
  required: boolean
  /** single / multiple: the choices. */
  options?: { id: string; label: string }[]
  /** multiple: at most this many choices (default: all). */
  maxChoices?: number
  /** text: at most this many characters (default 200). */
  maxLength?: number
  /** rating: 1..scale (default 5). */
  scale?: number
}

export type SurveyAnswerValue = string | string[] | number
export type SurveyAnswers = Record<string, SurveyAnswerValue>

export type SurveyProblem =
  | { reason: 'required'; questionId: string; title: string }
  | { reason: 'invalid'; questionId: string; title: string }
  | { reason: 'unknown'; questionId: string }

export const DEFAULT_TEXT_LENGTH = 200
export const DEFAULT_RATING_SCALE = 5

const isBlank = (value: SurveyAnswerValue | undefined) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

function fits(question: SurveyQuestion, value: SurveyAnswerValue): boolean {
  const optionIds = new Set((question.options ?? []).map((option) => option.id))
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && optionIds.has(value)
    case 'multiple':
      return (
        Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((choice) => optionIds.has(choice)) &&
        value.length <= (question.maxChoices ?? optionIds.size)
      )
    case 'text':
      return typeof value === 'string' && [...value.trim()].length <= (question.maxLength ?? DEFAULT_TEXT_LENGTH)
    case 'rating':
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= 1 &&
        value <= (question.scale ?? DEFAULT_RATING_SCALE)
      )
  }
}

/**
 * The answers' problems (none: the answer may be stored): every required question answered, every answer of the
 * kind its question asks (a choice among its options, at most `maxChoices`, text within `maxLength`, a whole
 * rating within the scale), no answer to a question the version does not have. Blank optional answers are dropped
 * by `cleanSurveyAnswers`.
 */
export function surveyProblems(questions: readonly SurveyQuestion[], answers: SurveyAnswers): SurveyProblem[] {
  const problems: SurveyProblem[] = []
  const known = new Set(questions.map((question) => question.id))
  for (const questionId of Object.keys(answers))
    if (!known.has(questionId)) problems.push({ reason: 'unknown', questionId })
  for (const question of questions) {
    const value = answers[question.id]
    if (isBlank(value)) {
      if (question.required) problems.push({ reason: 'required', questionId: question.id, title: question.title })
    } else if (!fits(question, value!)) {
      problems.push({ reason: 'invalid', questionId: question.id, title: question.title })
    }
  }
  return problems
}

/** The answers as stored: blank optional ones left out, texts trimmed. */
export function cleanSurveyAnswers(answers: SurveyAnswers): SurveyAnswers {
  return Object.fromEntries(
    Object.entries(answers)
      .filter(([, value]) => !isBlank(value))
      .map(([id, value]) => [id, typeof value === 'string' ? value.trim() : value]),
  )
}

/** Problems of a version's questions as an operator wrote them (empty: it may be published). */
export function surveyDefinitionProblems(questions: readonly SurveyQuestion[]): string[] {
  const problems: string[] = []
  if (questions.length === 0) problems.push('请至少添加一个问题')
  const ids = new Set<string>()
  for (const question of questions) {
    if (ids.has(question.id)) problems.push(`问题编号重复：${question.id}`)
    ids.add(question.id)
    if (question.kind === 'single' || question.kind === 'multiple') {
      const options = question.options ?? []
      if (options.length < 2) problems.push(`「${question.title}」至少需要两个选项`)
      if (new Set(options.map((option) => option.id)).size !== options.length)
        problems.push(`「${question.title}」的选项编号重复`)
      if (question.maxChoices !== undefined && (question.maxChoices < 1 || question.maxChoices > options.length))
        problems.push(`「${question.title}」的最多可选数不正确`)
    }
    if (question.kind === 'rating' && question.scale !== undefined && (question.scale < 2 || question.scale > 10))
      problems.push(`「${question.title}」的评分等级应为2到10`)
  }
  return problems
}
