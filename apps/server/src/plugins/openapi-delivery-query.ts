import {
  contentStatuses,
  DELIVERY_OFFSET_MAX,
  DELIVERY_PAGE_SIZE_MAX,
  filterOperators,
} from '@folio/schema'
import type { OpenAPIV3_1 } from 'openapi-types'

/**
 * The list query language of `GET /content/{type}/items`. Its route schema is a transformed
 * record that JSON Schema cannot express, so the parameters are described here.
 */
export const deliveryQueryParameters: OpenAPIV3_1.ParameterObject[] = [
  {
    // One level, `filter[field]=value`, is what generated clients serialize as a deepObject;
    // the operator form is two levels, so each `filter[field][op]` of a type is declared as a
    // parameter of its own in the document an API key reads (openapi-typed-paths.ts).
    name: 'filter',
    in: 'query',
    style: 'deepObject',
    explode: true,
    description: [
      '`filter[field]=value` keeps items whose field equals the value; `filter[field][op]=value` applies an operator. Fields: top-level attributes or `data.<fieldName>`.',
      `Operators: ${filterOperators.map((op) => `\`${op}\``).join(', ')}.`,
      '`in`/`nin` take comma lists, `exists` takes `true` or `false`, `contains` is case-insensitive for text and an exact entry for arrays, relations (an item id) and selects with several values. Select values must be among the options. JSON, media, component and blocks fields take `exists` only (an empty list counts as no value).',
      "Read with an API key, this document also has each content type's own paths (`/content/<slug>/items`), where every `filter[field][op]` the type accepts is a parameter of its own, which generated clients send as is.",
    ].join(' '),
    schema: { type: 'object', additionalProperties: { type: 'string' } },
    examples: {
      price: { summary: 'Priced 20', value: { 'data.price': '20' } },
      titleAndStatus: {
        summary: 'Published, titled "About"',
        value: { title: 'About', status: 'published' },
      },
    },
  },
  {
    name: 'sort',
    in: 'query',
    description:
      'Comma list of fields; `-` sorts descending. Items without a value come last. Default `-updatedAt`.',
    schema: { type: 'string' },
    example: '-publishedAt,title',
  },
  {
    name: 'order',
    in: 'query',
    description:
      'The direction of sort keys written without `-` (and of the default `updatedAt` sort when there is no `sort`).',
    schema: { type: 'string', enum: ['asc', 'desc'] },
    example: 'desc',
  },
  {
    name: 'locale',
    in: 'query',
    description:
      'Deliver items in this configured language (its code, as Settings → Localization lists it): translated fields come from the translation. Default: the default language.',
    schema: { type: 'string' },
    example: 'fr',
  },
  {
    name: 'fallback',
    in: 'query',
    description:
      'With `locale`: whether an item without that translation is delivered in the default language (`true`, the default) or left out (`false`).',
    schema: { type: 'string', enum: ['true', 'false'], default: 'true' },
    example: 'false',
  },
  {
    name: 'fields',
    in: 'query',
    description:
      'Answer only these attributes (the `id` always comes too). Inside components and blocks, `data.seo.title` picks one field of a component, `data.sections.heading` that field of every block that has it (entries keep `_key` and `_type`).',
    schema: { type: 'string' },
    example: 'title,slug,data.price,data.seo.title',
  },
  {
    name: 'expand',
    in: 'query',
    description:
      'Replace reference and relation ids in `data` with the items they point to, up to 3 levels (`author.company`), also inside components and blocks (`sections.author`: the `author` of every block that has one). A missing reference becomes `null`; missing items are left out of a relation, which keeps its order.',
    schema: { type: 'string' },
    example: 'author,author.company,sections.author',
  },
  {
    name: 'q',
    in: 'query',
    description: 'Case-insensitive search over the title and the text and rich-text fields.',
    schema: { type: 'string', maxLength: 200 },
    example: 'leather',
  },
  {
    name: 'status',
    in: 'query',
    description: 'Only items with this status (read-only API keys always get published items).',
    schema: { type: 'string', enum: [...contentStatuses] },
    example: 'published',
  },
  {
    name: 'page',
    in: 'query',
    description: `Page number, from 1. Deep pages are slower; \`(page - 1) × pageSize\` may reach ${DELIVERY_OFFSET_MAX.toLocaleString('en-US')} at most (use \`after\` beyond). Not with \`after\` or \`before\`.`,
    schema: { type: 'integer', minimum: 1, default: 1 },
    example: 1,
  },
  {
    name: 'after',
    in: 'query',
    description:
      'The page after this cursor: `meta.nextCursor` of an earlier page with the same sort. Not with `before` or `page`.',
    schema: { type: 'string' },
  },
  {
    name: 'before',
    in: 'query',
    description:
      'The page before this cursor (`meta.prevCursor`), in the usual order. Not with `after` or `page`.',
    schema: { type: 'string' },
  },
  {
    name: 'total',
    in: 'query',
    description:
      'Whether `meta.total` counts the matching items. Pages by number count unless `false`; cursor pages only with `true` (counting a filtered list reads every match).',
    schema: { type: 'boolean' },
    example: true,
  },
  {
    name: 'pageSize',
    in: 'query',
    description: `Items per page, at most ${DELIVERY_PAGE_SIZE_MAX}.`,
    schema: { type: 'integer', minimum: 1, maximum: DELIVERY_PAGE_SIZE_MAX, default: 10 },
    example: 10,
  },
]

/** A preview token opens one item's current draft without a key, from the URL or a header. */
export const previewParameters: OpenAPIV3_1.ParameterObject[] = [
  {
    name: 'preview',
    in: 'query',
    description:
      "A preview token (`POST /content/{type}/items/{idOrSlug}/preview`): reads this item's current draft without an API key.",
    schema: { type: 'string' },
  },
  {
    name: 'Folio-Preview',
    in: 'header',
    description: 'The preview token as a header, instead of `preview=`.',
    schema: { type: 'string' },
  },
]
