import { randomUUID } from 'node:crypto'

import {
  canBeFilterable,
  contentTypeMessages,
  type ContentTypeField,
  type ErrorDetail,
  type ParsedFieldInput,
} from '@folio/schema'
import type { OperationContext } from '../../lib/context.js'
import { jsonSchemaProblem } from '../../lib/json-schema.js'
import { nestingProblems } from './component-nesting.js'
import { findAllComponentsForUpdate, findContentTypeKeys } from './components.repository.js'
import { invalidContentType } from './field-list-rules.js'

/**
 * Whose field list is being written: a content type's or a component's. A type's reference
 * and relation fields may point at the type itself (by id or slug) before it exists; a
 * component's component fields may name it too, which the nesting check then refuses.
 */
export interface FieldListOwner {
  kind: 'content type' | 'component'
  id: string
  slug: string
}

/** An id or slug to the id it names, or undefined when nothing has it. */
type Resolve = (idOrSlug: string) => string | undefined

function resolverOf(rows: readonly { id: string; slug: string }[], self?: FieldListOwner): Resolve {
  const ids = new Set(rows.map((row) => row.id))
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]))
  return (idOrSlug) => {
    if (self && (idOrSlug === self.id || idOrSlug === self.slug)) return self.id
    // An id wins over a slug that happens to equal another row's id, as in lookups by URL.
    return ids.has(idOrSlug) ? idOrSlug : bySlug.get(idOrSlug)
  }
}

/** Each name resolved once, in order; undefined when any of them names nothing. */
function resolveAll(resolve: Resolve, names: readonly string[]): string[] | undefined {
  const ids: string[] = []
  for (const name of names) {
    const id = resolve(name)
    if (id === undefined) return undefined
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}

const TYPE_TARGETS = new Set(['reference', 'relation'])
const COMPONENT_HOLDERS = new Set(['component', 'blocks'])

/**
 * The stored field list of a content type or component. Ids are what item data is keyed by,
 * so a field keeps the id it arrives with (a renamed field keeps every item's value); a field
 * without one, or whose id is already used in this list, gets a new one. Types and components
 * a field names by slug are stored by id, and a field keeps only the options of its own type
 * (a text field that was a select keeps no option list). Throws a 400 naming each problem's
 * `fields.N.…` path.
 */
export async function buildFields(
  { db, dialect }: Pick<OperationContext, 'db' | 'dialect'>,
  input: readonly ParsedFieldInput[],
  owner: FieldListOwner,
): Promise<ContentTypeField[]> {
  const components = input.some((field) => COMPONENT_HOLDERS.has(field.type))
    ? await findAllComponentsForUpdate(db, dialect)
    : []
  const resolveType = input.some((field) => TYPE_TARGETS.has(field.type))
    ? resolverOf(await findContentTypeKeys(db), owner.kind === 'content type' ? owner : undefined)
    : () => undefined
  const resolveComponent = resolverOf(components, owner.kind === 'component' ? owner : undefined)

  const used = new Set<string>()
  const problems: ErrorDetail[] = []
  const fields = input.map((field, index) => {
    const id = field.id !== undefined && !used.has(field.id) ? field.id : randomUUID()
    used.add(id)
    const stored: ContentTypeField = {
      id,
      name: field.name,
      type: field.type,
      required: field.required,
      description: field.description,
    }
    // Filter indexes and translations are per top-level field of a type: inside a component
    // the field it sits in decides.
    if (owner.kind === 'content type') {
      if (field.filterable && canBeFilterable(field.type)) stored.filterable = true
      // Stored only when false: absent means translatable, as for every field made before.
      if (field.translatable === false) stored.translatable = false
    }
    const problem = (key: string, message: string) =>
      problems.push({ path: `fields.${index}.${key}`, message })
    if (field.validators?.length) stored.validators = [...new Set(field.validators)]
    const withLimits = () => {
      if (field.min !== undefined) stored.min = field.min
      if (field.max !== undefined) stored.max = field.max
    }

    switch (field.type) {
      case 'reference': {
        const target = field.referenceTypeId ?? null
        stored.referenceTypeId = target === null ? null : resolveType(target)
        if (stored.referenceTypeId === undefined) {
          problem('referenceTypeId', contentTypeMessages.referenceTypeNotFound)
        }
        break
      }
      case 'select':
        // A blank label shows the value: the list never has an option without words.
        stored.options = (field.options ?? []).map(({ value, label }) => ({
          value,
          label: label || value,
        }))
        if (field.multiple) stored.multiple = true
        break
      case 'media':
        if (field.multiple) {
          stored.multiple = true
          withLimits()
        }
        break
      case 'relation': {
        const ids = resolveAll(resolveType, field.relationTypeIds ?? [])
        if (ids === undefined) problem('relationTypeIds', contentTypeMessages.relationTypeNotFound)
        stored.relationTypeIds = ids ?? []
        stored.onDelete = field.onDelete ?? 'restrict'
        withLimits()
        break
      }
      case 'json':
        if (field.jsonSchema !== undefined) {
          if (jsonSchemaProblem(field.jsonSchema) !== undefined) {
            problem('jsonSchema', contentTypeMessages.jsonSchemaInvalid)
          }
          stored.jsonSchema = field.jsonSchema
        }
        break
      case 'component': {
        const componentId = field.componentId && resolveComponent(field.componentId)
        if (!componentId) problem('componentId', contentTypeMessages.componentNotFound)
        stored.componentId = componentId || ''
        if (field.repeatable) {
          stored.repeatable = true
          withLimits()
        }
        break
      }
      case 'blocks': {
        const ids = resolveAll(resolveComponent, field.componentIds ?? [])
        if (ids === undefined) problem('componentIds', contentTypeMessages.componentNotFound)
        stored.componentIds = ids ?? []
        withLimits()
        break
      }
    }
    return stored
  })

  if (problems.length === 0 && fields.some((field) => COMPONENT_HOLDERS.has(field.type))) {
    const graph = new Map(components.map((component) => [component.id, component.fields]))
    problems.push(
      ...nestingProblems(fields, graph, owner.kind === 'component' ? owner.id : undefined),
    )
  }
  if (problems.length > 0) throw invalidContentType(problems)
  return fields
}
