import type { FormInstance } from 'antd'
import { ApiError } from './http'
import { feedback } from './feedback'

/** One issue of a refusal: `{ path: 'body.skus.0.price', message: '价格须大于0' }`. */
interface Issue {
  path: string
  message: string
}

/**
 * The form field a server issue names: `body.skus.0.price` → `['skus', 0, 'price']`; null for an issue outside the
 * body (a path or query parameter) or of the body as a whole.
 */
export function fieldOf(path: string): (string | number)[] | null {
  const [part, ...rest] = path.split('.')
  if (part !== 'body' || rest.length === 0) return null
  return rest.map((key) => (/^\d+$/.test(key) ? Number(key) : key))
}

/** The issues an answer names: a `validationFailed` list, or any refusal that says which field it is about. */
const issuesOf = (error: ApiError): Issue[] =>
  Array.isArray(error.details)
    ? error.details.filter(
        (d): d is Issue => typeof d === 'object' && d !== null && 'path' in d && typeof d.path === 'string',
      )
    : []

/**
 * Runs a write and tells its outcome: `success` as a message when it worked, the server's message when it did not.
 * With `form`, a refusal that lists issues (a validation failure, or a rule of the server that names its field)
 * also puts each issue's Chinese message on its field (`body.name` → the `name` field; a field that fails several
 * rules shows them all). Resolves true when the write worked (a ModalForm's `onFinish` closes on true):
 *
 *   onFinish={(values) => write(() => call(createStaff, { body: values }), { success: '员工已创建', form })}
 */
export async function write(
  run: () => Promise<unknown>,
  { success, form }: { success: string; form?: FormInstance },
): Promise<boolean> {
  try {
    await run()
    feedback.message.success(success)
    return true
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (form) {
      // A field may fail several rules at once (too short, no digit): it shows each of them.
      const fields = new Map<string, { name: (string | number)[]; errors: string[] }>()
      for (const issue of issuesOf(error)) {
        const name = fieldOf(issue.path)
        if (!name) continue
        const field = fields.get(issue.path) ?? { name, errors: [] }
        field.errors.push(issue.message)
        fields.set(issue.path, field)
      }
      form.setFields([...fields.values()])
    }
    feedback.message.error(error.message)
    return false
  }
}
