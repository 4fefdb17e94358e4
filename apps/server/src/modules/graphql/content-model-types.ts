import { BLOCK_TYPE_KEY, ENTRY_KEY, type ContentItem, type ContentTypeField } from '@folio/schema'
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  GraphQLUnionType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  type GraphQLInputObjectType,
  type GraphQLOutputType,
} from 'graphql'

import type { ContentTypeDefinition } from '../content-types/index.js'
import type { SchemaSnapshot } from '../generations/index.js'
import type { GraphqlContext } from './graphql-context.js'
import { camelName, distinctNames, pascalName } from './graphql-names.js'
import { GraphQLDateTime, GraphQLJSON } from './graphql-scalars.js'
import { ContentStatusEnum, filterInputs, MediaFileType, PersonType } from './shared-types.js'

type Source = Record<string, unknown>
type Field = GraphQLFieldConfig<Source, GraphqlContext>

/** The item ids a reference (one) or relation (a list) holds; `{id}` entries count too. */
function idsIn(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((entry) => {
    const id: unknown = entry !== null && typeof entry === 'object' ? (entry as Source).id : entry
    return typeof id === 'string' ? [id] : []
  })
}

const nonNullList = (type: GraphQLOutputType) => new GraphQLList(new GraphQLNonNull(type))

/**
 * The GraphQL types of one content model (a schema snapshot): an object type per content type
 * and per component, a union for links that may point to any type and one per blocks field.
 * Names are made once here, so the same model always gives the same schema.
 */
export class ContentModelTypes {
  readonly typeNames: Map<string, string>
  readonly #snapshot: SchemaSnapshot
  readonly #items = new Map<string, GraphQLObjectType>()
  readonly #components = new Map<string, GraphQLObjectType>()
  readonly #componentNames: Map<string, string>
  #anyItem: GraphQLUnionType | undefined
  readonly #blockUnions = new Map<string, GraphQLUnionType>()

  constructor(snapshot: SchemaSnapshot, reserved: readonly string[]) {
    this.#snapshot = snapshot
    const types = [...snapshot.types].sort((a, b) => a.slug.localeCompare(b.slug))
    this.typeNames = new Map([
      ...distinctNames(
        types.map((t) => t.id),
        (id) => pascalName(snapshot.typeById(id)!.slug),
        reserved,
      ),
    ])
    const components = [...snapshot.components.values()].sort((a, b) =>
      a.slug.localeCompare(b.slug),
    )
    this.#componentNames = distinctNames(
      components.map((c) => c.id),
      (id) => `${pascalName(snapshot.components.get(id)!.slug)}Component`,
      [...reserved, ...this.typeNames.values()],
    )
  }

  /** The object type of a content type's items. */
  item(type: ContentTypeDefinition): GraphQLObjectType {
    let found = this.#items.get(type.id)
    if (found) return found
    const name = this.typeNames.get(type.id)!
    const data = this.#dataType(`${name}Data`, type.fields)
    found = new GraphQLObjectType<ContentItem, GraphqlContext>({
      name,
      description: type.description || `Items of the content type ${type.name}.`,
      fields: () => ({
        id: { type: new GraphQLNonNull(GraphQLID) },
        contentTypeId: { type: new GraphQLNonNull(GraphQLID) },
        title: { type: new GraphQLNonNull(GraphQLString) },
        slug: { type: new GraphQLNonNull(GraphQLString) },
        status: { type: new GraphQLNonNull(ContentStatusEnum) },
        ...(data ? { data: { type: new GraphQLNonNull(data) } } : {}),
        createdAt: { type: new GraphQLNonNull(GraphQLDateTime) },
        updatedAt: { type: new GraphQLNonNull(GraphQLDateTime) },
        publishedAt: { type: GraphQLDateTime },
        scheduledFor: { type: GraphQLDateTime },
        createdBy: { type: PersonType },
        updatedBy: { type: PersonType },
        version: { type: new GraphQLNonNull(GraphQLInt) },
        locale: { type: GraphQLString },
        locales: { type: nonNullList(GraphQLString) },
      }),
    })
    this.#items.set(type.id, found)
    return found
  }

  /** The fields of `<Type>Data` or of a component; undefined when there are none. */
  #dataType(name: string, fields: readonly ContentTypeField[], withKey = false) {
    const names = distinctNames(
      fields.map((f) => f.id),
      (id) => camelName(fields.find((f) => f.id === id)!.name),
      withKey ? ['_key'] : [],
    )
    if (fields.length === 0 && !withKey) return undefined
    return new GraphQLObjectType<Source, GraphqlContext>({
      name,
      fields: () => {
        const map: GraphQLFieldConfigMap<Source, GraphqlContext> = withKey
          ? { _key: { type: GraphQLString, resolve: (src) => src[ENTRY_KEY] ?? null } }
          : {}
        for (const field of fields) {
          const config = this.#dataField(name, field)
          if (config) map[names.get(field.id)!] = config
        }
        return map
      },
    })
  }

  #dataField(owner: string, field: ContentTypeField): Field | undefined {
    const read = (src: Source) => src[field.name] ?? null
    const plain = (type: GraphQLOutputType): Field => ({
      type,
      ...(field.description ? { description: field.description } : {}),
      resolve: read,
    })
    switch (field.type) {
      case 'text':
      case 'rich-text':
      case 'image':
        return plain(GraphQLString)
      case 'number':
        return plain(GraphQLFloat)
      case 'date':
        return plain(GraphQLDateTime)
      case 'boolean':
        return plain(GraphQLBoolean)
      case 'array':
        return plain(nonNullList(GraphQLString))
      case 'select':
        return plain(field.multiple ? nonNullList(GraphQLString) : GraphQLString)
      case 'json':
        return plain(GraphQLJSON)
      case 'media':
        return plain(field.multiple ? nonNullList(MediaFileType) : MediaFileType)
      case 'reference': {
        const target = this.#linkTarget(field.referenceTypeId ? [field.referenceTypeId] : [])
        if (!target) return undefined
        return {
          type: target,
          resolve: (src, _args, gql) => {
            const [id] = idsIn(src[field.name])
            return id ? gql.items.load(id) : null
          },
        }
      }
      case 'relation': {
        const target = this.#linkTarget(field.relationTypeIds ?? [])
        if (!target) return undefined
        return {
          type: nonNullList(target),
          resolve: async (src, _args, gql) => {
            const found = await gql.items.loadMany(idsIn(src[field.name]))
            return found.filter((item) => item !== null && !(item instanceof Error))
          },
        }
      }
      case 'component': {
        const component = field.componentId && this.#component(field.componentId)
        if (!component) return undefined
        return plain(field.repeatable ? nonNullList(component) : component)
      }
      case 'blocks': {
        const union = this.#blocks(`${owner}${pascalName(field.name)}Block`, field)
        return union && plain(nonNullList(union))
      }
    }
  }

  /** A link's type: the one type it may point to, else any item; undefined without types. */
  #linkTarget(typeIds: readonly string[]): GraphQLOutputType | undefined {
    const known = typeIds.flatMap((id) => this.#snapshot.typeById(id) ?? [])
    if (known.length === 1) return this.item(known[0]!)
    return this.anyItem()
  }

  /** Any content item: links that may point to more than one type. */
  anyItem(): GraphQLUnionType | undefined {
    if (this.#snapshot.types.length === 0) return undefined
    this.#anyItem ??= new GraphQLUnionType({
      name: 'AnyItem',
      description: 'An item of any content type: ask for fields with `... on <Type> { }`.',
      types: () => this.#snapshot.types.map((type) => this.item(type)),
      resolveType: (item: ContentItem) => this.typeNames.get(item.contentTypeId),
    })
    return this.#anyItem
  }

  #component(id: string): GraphQLObjectType | undefined {
    let found = this.#components.get(id)
    if (found) return found
    const component = this.#snapshot.components.get(id)
    if (!component) return undefined
    found = this.#dataType(this.#componentNames.get(id)!, component.fields, true)!
    this.#components.set(id, found)
    return found
  }

  #blocks(name: string, field: ContentTypeField): GraphQLUnionType | undefined {
    const members = (field.componentIds ?? []).flatMap((id) => {
      const component = this.#snapshot.components.get(id)
      const type = this.#component(id)
      return component && type ? [{ slug: component.slug, type }] : []
    })
    if (members.length === 0) return undefined
    let union = this.#blockUnions.get(name)
    if (!union) {
      union = new GraphQLUnionType({
        name,
        types: members.map((member) => member.type),
        resolveType: (entry: Source) =>
          members.find((member) => member.slug === entry[BLOCK_TYPE_KEY])?.type.name,
      })
      this.#blockUnions.set(name, union)
    }
    return union
  }

  /** `<Type>Filter`: the item's attributes, and the data fields with filters, by kind. */
  filterFields(type: ContentTypeDefinition) {
    const fields: Record<string, { type: GraphQLInputObjectType; path: string }> = {
      id: { type: filterInputs.id, path: 'id' },
      title: { type: filterInputs.text, path: 'title' },
      slug: { type: filterInputs.text, path: 'slug' },
      status: { type: filterInputs.status, path: 'status' },
      createdAt: { type: filterInputs.date, path: 'createdAt' },
      updatedAt: { type: filterInputs.date, path: 'updatedAt' },
      publishedAt: { type: filterInputs.date, path: 'publishedAt' },
    }
    const names = distinctNames(
      type.fields.map((f) => f.id),
      (id) => camelName(type.fields.find((f) => f.id === id)!.name),
    )
    const data: Record<string, { type: GraphQLInputObjectType; path: string }> = {}
    for (const field of type.fields) {
      const filter = dataFilter(field)
      if (filter) data[names.get(field.id)!] = { type: filter, path: `data.${field.name}` }
    }
    return { fields, data }
  }
}

function dataFilter(field: ContentTypeField): GraphQLInputObjectType | undefined {
  switch (field.type) {
    case 'text':
    case 'select':
      return filterInputs.text
    case 'number':
      return filterInputs.number
    case 'date':
      return filterInputs.date
    case 'boolean':
      return filterInputs.boolean
    case 'reference':
      return filterInputs.id
    case 'rich-text':
    case 'array':
    case 'relation':
      return filterInputs.contains
    default:
      return filterInputs.exists
  }
}
