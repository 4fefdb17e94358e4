// Link checker: refuses to publish (or schedule) an item, or a language of it, whose rich text
// links to an item that does not exist or is not published. Internal links are relative URLs
// in the shape the `pattern` setting gives, `/{type}/{slug}` unless set otherwise (as a site
// built on Folio routes its pages). Needs content:read.

const LIVE = new Set(['published', 'scheduled'])

/** The hrefs of the links in some HTML. */
export function hrefsIn(html) {
  return [...html.matchAll(/<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1/gi)].map((match) => match[2])
}

/** A matcher for internal links: `/{type}/{slug}` → { type, slug } or null. */
export function linkPattern(pattern) {
  const parts = pattern.split(/(\{type\}|\{slug\})/)
  const source = parts
    .map((part) =>
      part === '{type}'
        ? '(?<type>[a-z0-9-]+)'
        : part === '{slug}'
          ? '(?<slug>[a-z0-9-]+)'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  const regex = new RegExp(`^${source}/?(?:[?#].*)?$`)
  return (href) => {
    const groups = regex.exec(href)?.groups
    return groups?.type && groups.slug ? { type: groups.type, slug: groups.slug } : null
  }
}

async function checkLinks(change, api) {
  if (!change.input || !LIVE.has(change.input.status)) return
  const match = linkPattern(String(api.settings.pattern ?? '/{type}/{slug}'))
  const links = change.contentType.fields
    .filter(
      (field) => field.type === 'rich-text' && typeof change.input.data[field.name] === 'string',
    )
    .flatMap((field) => hrefsIn(change.input.data[field.name]))
    .map(match)
    .filter(Boolean)
  const missing = []
  for (const link of new Map(links.map((l) => [`/${l.type}/${l.slug}`, l])).values()) {
    const target = await api.content.getItem(link.type, link.slug)
    if (!target || target.status !== 'published') missing.push(`/${link.type}/${link.slug}`)
  }
  if (missing.length > 0) {
    api.refuse(
      `This item links to ${missing.length === 1 ? 'an item that is' : 'items that are'} missing or not published: ${missing.join(', ')}`,
    )
  }
}

export default {
  config: {
    name: 'link-checker',
    version: '1.0.0',
    description: 'Refuses to publish an item whose rich text links to a missing item.',
    author: 'Folio',
    hooks: ['item.beforeChange', 'translation.beforeChange'],
    permissions: ['content:read'],
  },
  settings: {
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pattern: {
          type: 'string',
          title: 'Internal link pattern',
          description: 'How your site links to an item, with {type} and {slug}',
          default: '/{type}/{slug}',
          pattern: '\\{slug\\}',
        },
      },
    },
  },
  hooks: {
    'item.beforeChange': checkLinks,
    'translation.beforeChange': checkLinks,
  },
}
