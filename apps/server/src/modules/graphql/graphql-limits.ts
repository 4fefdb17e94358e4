import {
  DELIVERY_PAGE_SIZE_MAX,
  GRAPHQL_COST_MAX,
  GRAPHQL_DEPTH_MAX,
  GRAPHQL_DEFAULT_PAGE_SIZE,
  GRAPHQL_RELATION_ESTIMATE,
  graphqlMessages,
} from '@folio/schema'
import {
  getNullableType,
  GraphQLError,
  GraphQLList,
  isCompositeType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

/**
 * The page size a page query promises: its literal `pageSize`, the API's maximum when it comes
 * from a variable (validation cannot see variables), the default when not given.
 */
function pageSizeOf(node: FieldNode): number | undefined {
  const arg = node.arguments?.find((a) => a.name.value === 'pageSize')
  if (!arg) return node.name.value.endsWith('List') ? GRAPHQL_DEFAULT_PAGE_SIZE : undefined
  return arg.value.kind === Kind.INT ? Number(arg.value.value) : DELIVERY_PAGE_SIZE_MAX
}

interface Walk {
  schema: GraphQLSchema
  fragments: ReadonlyMap<string, FragmentDefinitionNode>
}

/**
 * Each field costs 1 per time it will be resolved: under a page query's list its page size,
 * under a relation GRAPHQL_RELATION_ESTIMATE. Fragments count where they are spread.
 */
function costOf(
  walk: Walk,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  multiplier: number,
  pageSize: number | undefined,
  spreading: ReadonlySet<string>,
): number {
  let cost = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += multiplier
      const field = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined
      if (!field || !selection.selectionSet) continue
      const type = getNullableType(field.type)
      const named = (type instanceof GraphQLList ? getNullableType(type.ofType) : type) as unknown
      if (!isCompositeType(named)) continue
      const times = type instanceof GraphQLList ? (pageSize ?? GRAPHQL_RELATION_ESTIMATE) : 1
      cost += costOf(
        walk,
        named,
        selection.selectionSet,
        multiplier * times,
        pageSizeOf(selection),
        spreading,
      )
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parent
      if (!isCompositeType(condition)) continue
      cost += costOf(walk, condition, selection.selectionSet, multiplier, pageSize, spreading)
    } else {
      const name = selection.name.value
      const fragment = walk.fragments.get(name)
      // A fragment spreading itself is another rule's error; here it just stops counting.
      if (!fragment || spreading.has(name)) continue
      const condition = walk.schema.getType(fragment.typeCondition.name.value)
      if (!isCompositeType(condition)) continue
      const inner = new Set(spreading).add(name)
      cost += costOf(walk, condition, fragment.selectionSet, multiplier, pageSize, inner)
    }
  }
  return cost
}

/**
 * How deep a selection nests (inline fragments and spreads add no level). Introspection is not
 * counted: the standard introspection query GraphiQL and code generators send nests about
 * fifteen levels of `ofType`, all of it bounded by the schema itself.
 */
function depthOf(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  spreading: ReadonlySet<string>,
): number {
  let deepest = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__schema' || selection.name.value === '__type') continue
      const below = selection.selectionSet
        ? depthOf(selection.selectionSet, fragments, spreading)
        : 0
      deepest = Math.max(deepest, 1 + below)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, spreading))
    } else {
      const name = selection.name.value
      const fragment = fragments.get(name)
      if (!fragment || spreading.has(name)) continue
      const inner = new Set(spreading).add(name)
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, inner))
    }
  }
  return deepest
}

/** Refuses an operation nested deeper than GRAPHQL_DEPTH_MAX, before it runs. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.flatMap((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
      ),
  )
  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragments, new Set())
      if (depth > GRAPHQL_DEPTH_MAX) {
        context.reportError(new GraphQLError(graphqlMessages.tooDeep(depth), { nodes: operation }))
      }
    },
  }
}

/** Refuses an operation whose estimated cost passes GRAPHQL_COST_MAX, before it runs. */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema()
  const document = context.getDocument()
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  )
  return {
    OperationDefinition(operation) {
      const root = schema.getRootType(operation.operation)
      if (!root) return
      const cost = costOf(
        { schema, fragments },
        root,
        operation.selectionSet,
        1,
        undefined,
        new Set(),
      )
      if (cost > GRAPHQL_COST_MAX) {
        context.reportError(new GraphQLError(graphqlMessages.tooCostly(cost), { nodes: operation }))
      }
    },
  }
}
