import type { ProFormColumnsType } from '@ant-design/pro-components'

/**
 * The promotion registry's argument schemas (JSON Schema from `merchant/promotion-kinds`) as ProForm schema-form
 * columns, so a new promotion kind needs no form code: an object's properties become fields in order, an array of
 * objects a form list, an integer or number a digit field, a boolean a switch. `unit: fen` shows and takes yuan
 * (`toArgs`/`fromArgs` convert), `unit: rate` a share with 4 decimals; `title` labels and `description` hints.
 */
export interface JsonSchema {
  type?: string
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  unit?: 'fen' | 'rate'
  ref?: 'sku'
}

const fieldOf = (name: string[], schema: JsonSchema, required: boolean): ProFormColumnsType => {
  const title = schema.title ?? name.join('.')
  const rules = required ? [{ required: true, message: `请填写${title.replace(/（.*）/, '')}` }] : []
  const base = {
    title,
    dataIndex: name,
    tooltip: schema.description,
    formItemProps: { rules },
  }
  if (schema.type === 'array' && schema.items?.type === 'object') {
    return {
      ...base,
      valueType: 'formList',
      fieldProps: {
        creatorButtonProps: { creatorButtonText: `添加${schema.items.title ?? ''}` },
        min: schema.minItems,
      },
      initialValue: [{}],
      columns: [{ valueType: 'group', columns: columnsOf(schema.items) }],
    } as ProFormColumnsType
  }
  if (schema.type === 'boolean') return { ...base, valueType: 'switch', initialValue: false } as ProFormColumnsType
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.unit === 'fen')
      return { ...base, valueType: 'money', fieldProps: { min: 0, precision: 2, style: { width: 160 } } }
    if (schema.unit === 'rate')
      return {
        ...base,
        valueType: 'digit',
        fieldProps: { min: 0, max: 1, step: 0.05, precision: 4, style: { width: 160 } },
      }
    return {
      ...base,
      valueType: 'digit',
      fieldProps: {
        precision: schema.type === 'integer' ? 0 : undefined,
        style: { width: schema.ref === 'sku' ? 180 : 140 },
        placeholder: schema.ref === 'sku' ? '商品规格ID' : undefined,
      },
    }
  }
  return { ...base, valueType: 'text' }
}

/** The fields of an object schema, in its order, named below `prefix` (`['args']`: the promotion's args). */
export function columnsOf(schema: JsonSchema, prefix: string[] = []): ProFormColumnsType[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf([...prefix, name], property, schema.required?.includes(name) ?? false),
  )
}

/** Walks a value beside its schema, changing every `unit: fen` number. */
function convertMoney(value: unknown, schema: JsonSchema, change: (amount: number) => number): unknown {
  if (schema.unit === 'fen' && typeof value === 'number') return change(value)
  if (schema.type === 'array' && Array.isArray(value) && schema.items)
    return value.map((item) => convertMoney(item, schema.items!, change))
  if (schema.type === 'object' && typeof value === 'object' && value !== null && schema.properties) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || item === null) continue
      out[key] = schema.properties[key] ? convertMoney(item, schema.properties[key], change) : item
    }
    return out
  }
  return value
}

/** The form's values (yuan) → the call's args (fen). */
export const toArgs = (values: unknown, schema: JsonSchema) =>
  convertMoney(values, schema, (yuan) => Math.round(yuan * 100)) as Record<string, unknown>

/** A promotion's args (fen) → the form's values (yuan). */
export const fromArgs = (args: unknown, schema: JsonSchema) =>
  convertMoney(args, schema, (fen) => fen / 100) as Record<string, unknown>
