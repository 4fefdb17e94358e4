// Auto SEO description: when an item is saved with an empty SEO description, writes one from
// the first paragraph of its first rich-text field (or text field), cut at a word boundary to
// fit search results. The description lives in a component field (`seo.meta_description`, as in
// the sample SEO component) or a plain text field (`meta_description`); the setting names it.
// Needs content:read and content:write.

/** The text of the first paragraph of some HTML (or the first line of plain text). */
export function firstParagraph(html) {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html.split(/\n\s*\n/)[0] ?? ''
  return paragraph
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters, cut after a whole word with an ellipsis when it had to be cut. */
export function clip(text, max) {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}

function describe(change, api) {
  if (!change.input) return undefined
  const [container, key] = String(api.settings.field ?? 'seo.meta_description').split('.')
  const fields = change.contentType.fields
  const holder = fields.find((f) => f.name === container)
  if (!holder) return undefined
  const data = change.input.data
  const current = key ? data[container]?.[key] : data[container]
  if (typeof current === 'string' && current.trim() !== '') return undefined
  const source =
    fields.find(
      (f) => f.type === 'rich-text' && typeof data[f.name] === 'string' && data[f.name],
    ) ??
    fields.find(
      (f) => f.type === 'text' && f.name !== container && f.name !== 'title' && data[f.name],
    )
  if (!source) return undefined
  const description = clip(
    firstParagraph(String(data[source.name])),
    Number(api.settings.maxLength ?? 160),
  )
  if (!description) return undefined
  if (!key) return { data: { [container]: description } }
  if (holder.type !== 'component') return undefined
  return { data: { [container]: { ...(data[container] ?? {}), [key]: description } } }
}

export default {
  config: {
    name: 'auto-seo',
    version: '1.0.0',
    description: 'Writes an empty SEO description from the first paragraph of the item.',
    author: 'Folio',
    hooks: ['item.beforeValidate'],
    permissions: ['content:read', 'content:write'],
  },
  settings: {
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        field: {
          type: 'string',
          title: 'Description field',
          description: 'A text field, or component.field for a field inside a component',
          default: 'seo.meta_description',
          minLength: 1,
        },
        maxLength: {
          type: 'integer',
          title: 'Longest description',
          default: 160,
          minimum: 50,
          maximum: 320,
        },
      },
    },
  },
  hooks: { 'item.beforeValidate': describe },
  validators: {
    // For a text field holding an SEO description: long enough to say something, short
    // enough for search results not to cut it.
    'description-length': {
      label: 'SEO description length',
      description: 'Between 50 and the longest description set here (160 unless changed)',
      validate(value, field, api) {
        if (typeof value !== 'string' || value === '') return undefined
        const max = Number(api.settings.maxLength ?? 160)
        if (value.length < 50)
          return `${field.name} should be at least 50 characters for search results`
        if (value.length > max)
          return `${field.name} should be at most ${max} characters for search results`
        return undefined
      },
    },
  },
}
