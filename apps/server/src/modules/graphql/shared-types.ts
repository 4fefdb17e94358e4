import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLInputType,
} from 'graphql'
import { contentStatuses } from '@folio/schema'

import { filterOperatorsOfKind } from '../content/index.js'
import { GraphQLDateTime, GraphQLJSON } from './graphql-scalars.js'

// The types every generated schema shares, whatever the content model.

const list = <T extends GraphQLInputType>(type: T) => new GraphQLList(new GraphQLNonNull(type))

export const ContentStatusEnum = new GraphQLEnumType({
  name: 'ContentStatus',
  values: Object.fromEntries(contentStatuses.map((status) => [status, { value: status }])),
})

export const PersonType = new GraphQLObjectType({
  name: 'ItemAuthor',
  description: 'Who created or last changed an item.',
  fields: { id: { type: new GraphQLNonNull(GraphQLID) }, name: { type: GraphQLString } },
})

export const MediaFileType = new GraphQLObjectType({
  name: 'MediaFile',
  description: 'A file from the media library; `?w=640` on an image URL asks for a resized copy.',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    url: { type: new GraphQLNonNull(GraphQLString) },
    alt: { type: GraphQLString },
    width: { type: GraphQLInt },
    height: { type: GraphQLInt },
    mimeType: { type: GraphQLString },
    fileName: { type: GraphQLString },
  },
})

export const PageMetaType = new GraphQLObjectType({
  name: 'PageMeta',
  description:
    'Where a page stands. Offset pages have `page` and `total`; cursor pages (`after`, `before`) count only with `total: true`.',
  fields: {
    page: { type: GraphQLInt },
    pageSize: { type: new GraphQLNonNull(GraphQLInt) },
    total: { type: GraphQLInt },
    hasMore: { type: new GraphQLNonNull(GraphQLBoolean) },
    nextCursor: { type: GraphQLString },
    prevCursor: { type: GraphQLString },
  },
})

export const ContentTypeInfoType = new GraphQLObjectType({
  name: 'ContentTypeInfo',
  description: 'A content type of the installation, as the REST content-types API describes it.',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    slug: { type: new GraphQLNonNull(GraphQLString) },
    description: { type: GraphQLString },
    fields: { type: new GraphQLNonNull(GraphQLJSON) },
  },
})

/** Filters by kind of value, with the delivery API's operators for that kind. */
function filterInput(name: string, value: GraphQLInputType, ops: readonly string[]) {
  const fields: Record<string, { type: GraphQLInputType }> = {}
  for (const op of ops) {
    if (op === 'in' || op === 'nin') fields[op] = { type: list(value) }
    else if (op === 'exists') fields[op] = { type: GraphQLBoolean }
    else fields[op] = { type: value }
  }
  return new GraphQLInputObjectType({ name, fields })
}

// Each input offers exactly the operators the delivery API accepts on that kind of field.
export const filterInputs = {
  text: filterInput('TextFilter', GraphQLString, filterOperatorsOfKind('text')),
  number: filterInput('NumberFilter', GraphQLFloat, filterOperatorsOfKind('number')),
  date: filterInput('DateTimeFilter', GraphQLDateTime, filterOperatorsOfKind('date')),
  boolean: filterInput('BooleanFilter', GraphQLBoolean, filterOperatorsOfKind('boolean')),
  id: filterInput('IdFilter', GraphQLID, filterOperatorsOfKind('reference')),
  contains: filterInput('ContainsFilter', GraphQLString, filterOperatorsOfKind('rich-text')),
  exists: filterInput('ExistsFilter', GraphQLString, filterOperatorsOfKind('image')),
  status: filterInput('StatusFilter', ContentStatusEnum, filterOperatorsOfKind('status')),
}
