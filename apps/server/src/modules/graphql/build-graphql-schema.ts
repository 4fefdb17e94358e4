import {
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql'

import { contentTypeOperations } from '../content-types/index.js'
import type { SchemaSnapshot } from '../generations/index.js'
import { deliveryMediaEnv, getMedia } from '../media/index.js'
import { getMenu, listMenus } from '../navigation/index.js'
import { ContentModelTypes } from './content-model-types.js'
import type { GraphqlContext } from './graphql-context.js'
import { GraphQLJSON } from './graphql-scalars.js'
import { ContentTypeInfoType, MediaFileType } from './shared-types.js'
import { typeOperations } from './type-operations.js'

/** Names the generated types may not take: the shared types and GraphQL's own. */
const RESERVED = [
  'Query',
  'Mutation',
  'Subscription',
  'String',
  'Int',
  'Float',
  'Boolean',
  'ID',
  'JSON',
  'DateTime',
  'ContentStatus',
  'ItemAuthor',
  'MediaFile',
  'PageMeta',
  'ContentTypeInfo',
  'AnyItem',
  'TextFilter',
  'NumberFilter',
  'DateTimeFilter',
  'BooleanFilter',
  'IdFilter',
  'ContainsFilter',
  'ExistsFilter',
  'StatusFilter',
]

/** The queries every installation has, whatever its content types. */
function modelQueries() {
  return {
    contentTypes: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ContentTypeInfoType))),
      resolve: (_src: unknown, _args: unknown, gql: GraphqlContext) =>
        contentTypeOperations.listContentTypes(gql.ctx, {}),
    },
    media: {
      type: MediaFileType,
      description: 'One file of the media library by id.',
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: async (_src: unknown, args: { id: string }, gql: GraphqlContext) => {
        const { ctx } = gql
        if (!ctx.media) return null
        const file = await getMedia(ctx, await deliveryMediaEnv(ctx, ctx.media), args.id)
        return {
          id: file.id,
          url: file.url,
          alt: file.altText,
          width: file.width,
          height: file.height,
          mimeType: file.mimeType,
          fileName: file.name,
        }
      },
    },
    menus: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLJSON))),
      description: 'The navigation menus, as the REST menus list answers them.',
      resolve: (_src: unknown, _args: unknown, gql: GraphqlContext) => listMenus(gql.ctx),
    },
    menu: {
      type: GraphQLJSON,
      description: 'One menu by id or slug with its items as a tree, as REST answers it.',
      args: { slug: { type: new GraphQLNonNull(GraphQLString) } },
      resolve: (_src: unknown, args: { slug: string }, gql: GraphqlContext) =>
        getMenu(gql.ctx, args.slug),
    },
  }
}

/**
 * The GraphQL schema of one content model: per content type an item type, a query for one
 * item, a page query and the mutations; the model's shared queries besides. Built from a
 * schema snapshot, so it changes when a content type or component does, on every instance.
 */
export function buildGraphqlSchema(snapshot: SchemaSnapshot): GraphQLSchema {
  const model = new ContentModelTypes(snapshot, RESERVED)
  const queries: Record<string, unknown> = modelQueries()
  const mutations: Record<string, unknown> = {}
  const types = [...snapshot.types].sort((a, b) => a.slug.localeCompare(b.slug))
  for (const type of types) {
    const operations = typeOperations(model, type)
    Object.assign(queries, operations.queries)
    Object.assign(mutations, operations.mutations)
  }
  const query = new GraphQLObjectType({ name: 'Query', fields: queries as never })
  const mutation =
    types.length > 0
      ? new GraphQLObjectType({ name: 'Mutation', fields: mutations as never })
      : undefined
  const anyItem = model.anyItem()
  return new GraphQLSchema({ query, mutation, types: anyItem ? [anyItem] : [] })
}

const built = new WeakMap<SchemaSnapshot, GraphQLSchema>()

/** The schema of a snapshot, built once per snapshot (snapshots are per schema generation). */
export function graphqlSchemaOf(snapshot: SchemaSnapshot): GraphQLSchema {
  let schema = built.get(snapshot)
  if (!schema) built.set(snapshot, (schema = buildGraphqlSchema(snapshot)))
  return schema
}
