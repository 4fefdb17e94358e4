import {
  contentItemInputSchema,
  deliveryQuerySchema,
  graphqlMessages,
  type ContentItem,
  type ContentTypeField,
} from '@folio/schema'
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLInputType,
} from 'graphql'

import { AppError } from '../../lib/app-error.js'
import type { ContentTypeDefinition } from '../content-types/index.js'
import {
  createContentItem,
  deleteContentItem,
  getContentItem,
  listTypeItems,
  patchContentItem,
} from '../content/index.js'
import type { ContentModelTypes } from './content-model-types.js'
import type { GraphqlContext } from './graphql-context.js'
import { camelName, distinctNames } from './graphql-names.js'
import { GraphQLDateTime, GraphQLJSON } from './graphql-scalars.js'
import { ContentStatusEnum, PageMetaType } from './shared-types.js'

type Args = Record<string, unknown>
type Field = GraphQLFieldConfig<unknown, GraphqlContext, Args>

function invalid(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const details = issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return new AppError(
    'validation_failed',
    details[0]?.message ?? graphqlMessages.invalidInput,
    details,
  )
}

/** A GraphQL scalar argument as the REST query string writes it. */
function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** A missing item is null in GraphQL, not an error: the client asked whether it exists. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null
    throw error
  }
}

/** A data field's input type for mutations: scalars typed, structured values as JSON. */
function inputTypeOf(field: ContentTypeField): GraphQLInputType {
  const list = (type: GraphQLInputType) => new GraphQLList(new GraphQLNonNull(type))
  switch (field.type) {
    case 'text':
    case 'rich-text':
    case 'image':
      return GraphQLString
    case 'number':
      return GraphQLFloat
    case 'date':
      return GraphQLDateTime
    case 'boolean':
      return GraphQLBoolean
    case 'array':
      return list(GraphQLString)
    case 'select':
      return field.multiple ? list(GraphQLString) : GraphQLString
    case 'reference':
      return GraphQLID
    case 'relation':
      return list(GraphQLID)
    default:
      return GraphQLJSON
  }
}

/**
 * The queries and mutations of one content type. Each runs the operation the REST API runs
 * for the same request, with its checks, rules, workflow gate and hooks: GraphQL is another
 * way in, never another set of rules.
 */
export function typeOperations(model: ContentModelTypes, type: ContentTypeDefinition) {
  const name = model.typeNames.get(type.id)!
  const item = model.item(type)
  const field = camelName(name)
  const names = distinctNames(
    type.fields.map((f) => f.id),
    (id) => camelName(type.fields.find((f) => f.id === id)!.name),
  )

  // Filters: `{ title: { contains: "x" }, data: { price: { gte: 100 } } }` is the REST
  // `filter[title][contains]=x&filter[data.price][gte]=100`, parsed by the same schema.
  const { fields: attributeFilters, data: dataFilters } = model.filterFields(type)
  const dataFilter =
    Object.keys(dataFilters).length > 0
      ? new GraphQLInputObjectType({
          name: `${name}DataFilter`,
          fields: Object.fromEntries(
            Object.entries(dataFilters).map(([key, value]) => [key, { type: value.type }]),
          ),
        })
      : undefined
  const filter = new GraphQLInputObjectType({
    name: `${name}Filter`,
    fields: {
      ...Object.fromEntries(
        Object.entries(attributeFilters).map(([key, value]) => [key, { type: value.type }]),
      ),
      ...(dataFilter ? { data: { type: dataFilter } } : {}),
    },
  })

  const page = new GraphQLObjectType({
    name: `${name}Page`,
    fields: {
      items: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(item))) },
      meta: { type: new GraphQLNonNull(PageMetaType) },
    },
  })

  const dataInput =
    type.fields.length > 0
      ? new GraphQLInputObjectType({
          name: `${name}DataInput`,
          fields: Object.fromEntries(
            type.fields.map((f) => [names.get(f.id)!, { type: inputTypeOf(f) }]),
          ),
        })
      : undefined
  const input = new GraphQLInputObjectType({
    name: `${name}Input`,
    fields: {
      title: { type: GraphQLString },
      slug: { type: GraphQLString },
      status: { type: ContentStatusEnum },
      scheduledFor: { type: GraphQLDateTime },
      ...(dataInput ? { data: { type: dataInput } } : {}),
    },
  })
  /** Input data under the stored field names, as REST takes it. */
  const dataOf = (given: unknown) => {
    if (given === undefined || given === null) return undefined
    const byName = given as Args
    return Object.fromEntries(
      type.fields.flatMap((f) => {
        const key = names.get(f.id)!
        return key in byName ? [[f.name, byName[key]]] : []
      }),
    )
  }

  const restQuery = (args: Args): Record<string, string> => {
    const query: Record<string, string> = {}
    const add = (path: string, ops: unknown) => {
      for (const [op, value] of Object.entries((ops ?? {}) as Args)) {
        if (value === undefined || value === null) continue
        query[`filter[${path}][${op}]`] = Array.isArray(value) ? value.join(',') : text(value)
      }
    }
    const given = (args.filter ?? {}) as Args
    for (const [key, ops] of Object.entries(given)) {
      if (key === 'data') {
        for (const [dataKey, dataOps] of Object.entries((ops ?? {}) as Args)) {
          add(dataFilters[dataKey]!.path, dataOps)
        }
      } else add(attributeFilters[key]!.path, ops)
    }
    for (const key of [
      'status',
      'page',
      'pageSize',
      'after',
      'before',
      'total',
      'locale',
      'fallback',
      'q',
    ]) {
      if (args[key] !== undefined && args[key] !== null) query[key] = text(args[key])
    }
    if (Array.isArray(args.sort) && args.sort.length > 0) query.sort = args.sort.join(',')
    return query
  }

  const language = {
    locale: { type: GraphQLString, description: 'The language to read in (a configured code).' },
    fallback: {
      type: GraphQLBoolean,
      description: 'Read the default language where the requested one is missing (default true).',
    },
  }

  const queries: Record<string, Field> = {
    [field]: {
      type: item,
      description: `One ${type.name} item by id or slug; null when there is none you may see.`,
      args: { id: { type: GraphQLID }, slug: { type: GraphQLString }, ...language },
      resolve: (_src, args, gql) => {
        gql.locale ??= (args.locale as string | null) ?? undefined
        const key = (args.id ?? args.slug) as string | undefined
        if (!key) throw new AppError('validation_failed', graphqlMessages.idOrSlugRequired)
        return orNull(
          getContentItem(gql.ctx, type.id, key, {
            locale: (args.locale as string | null) ?? undefined,
            fallback: (args.fallback as boolean | null) ?? undefined,
          }),
        )
      },
    },
    [`${field}List`]: {
      type: new GraphQLNonNull(page),
      description: `${type.name} items: filters, sort, offset pages (page) or cursor pages (after, before), search (q) and language, as the REST list.`,
      args: {
        filter: { type: filter },
        sort: {
          type: new GraphQLList(new GraphQLNonNull(GraphQLString)),
          description: 'Sort keys as REST writes them: "-updatedAt", "title", "data.price".',
        },
        status: {
          type: ContentStatusEnum,
          description: 'Items in this status only (read-only keys see published items only).',
        },
        page: { type: GraphQLInt },
        pageSize: { type: GraphQLInt },
        after: { type: GraphQLString },
        before: { type: GraphQLString },
        total: { type: GraphQLBoolean },
        q: { type: GraphQLString },
        ...language,
      },
      resolve: async (_src, args, gql) => {
        gql.locale ??= (args.locale as string | null) ?? undefined
        const parsed = deliveryQuerySchema.safeParse(restQuery(args))
        if (!parsed.success) throw invalid(parsed.error.issues)
        const { data, meta } = await listTypeItems(gql.ctx, type.id, parsed.data)
        return { items: data, meta }
      },
    },
  }

  const itemInput = (given: Args | undefined) => {
    const parsed = contentItemInputSchema.safeParse({
      ...given,
      data: dataOf(given?.data) ?? {},
    })
    if (!parsed.success) throw invalid(parsed.error.issues)
    return parsed.data
  }
  const changesOf = (given: Args | undefined, version: unknown) => ({
    title: (given?.title as string | null) ?? undefined,
    slug: (given?.slug as string | null) ?? undefined,
    status: (given?.status as ContentItem['status'] | null) ?? undefined,
    scheduledFor: given?.scheduledFor as string | null | undefined,
    data: dataOf(given?.data),
    version: (version as number | null) ?? undefined,
  })
  const versionArg = {
    type: GraphQLInt,
    description:
      'The version you read: the save is refused (stale_version) if someone saved since.',
  }
  const id = { type: new GraphQLNonNull(GraphQLID) }

  const mutations: Record<string, Field> = {
    [`create${name}`]: {
      type: new GraphQLNonNull(item),
      args: { input: { type: new GraphQLNonNull(input) } },
      resolve: (_src, args, gql) =>
        createContentItem(gql.ctx, type.id, itemInput(args.input as Args)),
    },
    [`update${name}`]: {
      type: new GraphQLNonNull(item),
      description: 'Changes the attributes and data fields given; the rest stay as they are.',
      args: { id, version: versionArg, input: { type: new GraphQLNonNull(input) } },
      resolve: (_src, args, gql) =>
        patchContentItem(
          gql.ctx,
          type.id,
          args.id as string,
          changesOf(args.input as Args, args.version),
        ),
    },
    [`delete${name}`]: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: { id },
      resolve: async (_src, args, gql) => {
        await deleteContentItem(gql.ctx, type.id, args.id as string)
        return true
      },
    },
    [`publish${name}`]: {
      type: new GraphQLNonNull(item),
      args: { id, version: versionArg },
      resolve: (_src, args, gql) =>
        patchContentItem(gql.ctx, type.id, args.id as string, {
          status: 'published',
          version: (args.version as number | null) ?? undefined,
        }),
    },
    [`unpublish${name}`]: {
      type: new GraphQLNonNull(item),
      description: 'Takes the item offline: it goes back to draft, its content kept.',
      args: { id, version: versionArg },
      resolve: (_src, args, gql) =>
        patchContentItem(gql.ctx, type.id, args.id as string, {
          status: 'draft',
          version: (args.version as number | null) ?? undefined,
        }),
    },
  }
  return { queries, mutations }
}
