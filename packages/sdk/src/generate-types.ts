import { assignNames, docText, propertyKey, quote } from './generate-names.js'
import type { Component, ContentType, ContentTypeField } from './types.js'

export { interfaceName } from './generate-names.js'

/**
 * TypeScript for an installation's content types: one interface per type describing its item
 * `data` (every field present, `null` when empty unless the field is required), one per
 * component its fields hold, a union per blocks field told apart by `_type`, and a
 * `FolioContentTypes` map from slug to interface for `createClient<FolioContentTypes>()`.
 */

export interface GenerateTypesOptions {
  /** Where `ContentItem`, `Reference` and friends come from; `@folio/sdk` unless told otherwise. */
  importFrom?: string
}

/** What the types are generated from: the content types, and the components they use. */
export interface ContentModel {
  contentTypes: readonly ContentType[]
  components?: readonly Component[]
}

/** SDK types the generated file may import; only those it uses are. */
const SDK_TYPES = ['Block', 'MediaFile', 'Reference', 'Relation'] as const
type SdkType = (typeof SDK_TYPES)[number]

interface Names {
  types: ReadonlyMap<string, string>
  components: ReadonlyMap<string, Component & { typeName: string }>
  used: Set<SdkType>
}

function literalUnion(values: readonly string[]): string {
  return values.length === 0 ? 'string' : values.map(quote).join(' | ')
}

/** Only a union needs parentheses before `[]` (a `|` inside a literal gets them harmlessly). */
function listOf(type: string): string {
  return type.includes('|') ? `(${type})[]` : `${type}[]`
}

function valueType(field: ContentTypeField, names: Names): string {
  const use = (name: SdkType) => {
    names.used.add(name)
    return name
  }
  switch (field.type) {
    case 'text':
    case 'rich-text':
    case 'date':
    case 'image':
      return 'string'
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'array':
      return 'string[]'
    case 'reference': {
      const target = field.referenceTypeId ? names.types.get(field.referenceTypeId) : undefined
      return target ? `${use('Reference')}<${target}>` : use('Reference')
    }
    case 'select': {
      const one = literalUnion((field.options ?? []).map((option) => option.value))
      return field.multiple ? listOf(one) : one
    }
    case 'relation': {
      const targets = (field.relationTypeIds ?? []).flatMap((id) => names.types.get(id) ?? [])
      const relation = use('Relation')
      return targets.length === 0 ? relation : `${relation}<${targets.join(' | ')}>`
    }
    case 'json':
      return 'unknown'
    case 'media':
      return field.multiple ? `${use('MediaFile')}[]` : use('MediaFile')
    case 'component': {
      const component = field.componentId ? names.components.get(field.componentId) : undefined
      if (!component) return 'unknown'
      return field.repeatable ? `${component.typeName}[]` : component.typeName
    }
    case 'blocks': {
      const block = use('Block')
      const members = (field.componentIds ?? []).flatMap((id) => {
        const component = names.components.get(id)
        return component ? [`${block}<${quote(component.slug)}, ${component.typeName}>`] : []
      })
      return members.length === 0 ? 'unknown[]' : listOf(members.join(' | '))
    }
    default:
      // A field type newer than this SDK: say nothing rather than something wrong.
      return 'unknown'
  }
}

/** Each field's comment: what the value holds where the type alone would not say. */
function fieldNote(field: ContentTypeField): string {
  const notes: Partial<Record<ContentTypeField['type'], string>> = {
    'rich-text': 'HTML',
    date: 'ISO 8601 date (YYYY-MM-DD) or date-time',
    image: 'Image URL or media id',
    json: 'Any JSON value',
  }
  return [field.description, notes[field.type]]
    .filter(Boolean)
    .map((text) => docText(text!))
    .join('. ')
}

function fieldLines(fields: readonly ContentTypeField[], names: Names): string[] {
  return fields.flatMap((field) => {
    const type = valueType(field, names)
    // A reference already includes null (an expanded item that no longer exists).
    const nullable = !field.required && type !== 'unknown' && !type.startsWith('Reference')
    const note = fieldNote(field)
    return [
      ...(note ? [`  /** ${note} */`] : []),
      `  ${propertyKey(field.name)}: ${type}${nullable ? ' | null' : ''}`,
    ]
  })
}

export function generateTypes(
  model: readonly ContentType[] | ContentModel,
  options: GenerateTypesOptions = {},
): string {
  const { contentTypes, components = [] } = Array.isArray(model)
    ? { contentTypes: model as readonly ContentType[] }
    : (model as ContentModel)
  const sortedTypes = [...contentTypes].sort((a, b) => a.slug.localeCompare(b.slug))
  const sortedComponents = [...components].sort((a, b) => a.slug.localeCompare(b.slug))
  const taken = new Set<string>()
  const typeNames = assignNames(sortedTypes, taken, '')
  const componentNames = assignNames(sortedComponents, taken, 'Component')
  const names: Names = {
    types: typeNames,
    components: new Map(
      sortedComponents.map((c) => [c.id, { ...c, typeName: componentNames.get(c.id)! }]),
    ),
    used: new Set(),
  }

  const body: string[] = []
  for (const component of sortedComponents) {
    const summary = [
      `Component ${docText(component.name)} (\`${component.slug}\`)`,
      docText(component.description),
    ]
    body.push(`/** ${summary.filter(Boolean).join(': ')} */`)
    body.push(`export interface ${componentNames.get(component.id)!} {`)
    body.push('  /** Stable id of the entry within its list */', '  _key?: string')
    body.push(...fieldLines(component.fields, names), '}', '')
  }
  for (const type of sortedTypes) {
    const summary = [`${docText(type.name)} (\`${type.slug}\`)`, docText(type.description)]
    body.push(`/** ${summary.filter(Boolean).join(': ')} */`)
    body.push(`export interface ${typeNames.get(type.id)!} {`)
    body.push(...fieldLines(type.fields, names), '}', '')
  }
  body.push('/** Item data by content-type slug: `createClient<FolioContentTypes>(...)`. */')
  body.push('export interface FolioContentTypes {')
  for (const type of sortedTypes)
    body.push(`  ${propertyKey(type.slug)}: ${typeNames.get(type.id)!}`)
  body.push('}', '')

  const lines = [
    '// Generated by `folio types` from the content types of a Folio installation.',
    '// Run it again after changing a content type instead of editing this file.',
    '',
  ]
  const imports = SDK_TYPES.filter((name) => names.used.has(name))
  if (imports.length > 0) {
    lines.push(
      `import type { ${imports.join(', ')} } from ${quote(options.importFrom ?? '@folio/sdk')}`,
      '',
    )
  }
  return [...lines, ...body].join('\n')
}
