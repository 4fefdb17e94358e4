// Reading time: before an item (or one of its languages) is validated, counts the words of its
// text, rich-text, component and block fields and writes the minutes it takes to read them into
// a number field (`readingTime` unless the settings name another). Types without that field are
// left alone. Needs content:read (to hear of saves) and content:write (to change them).

const TEXTUAL = new Set(['text', 'rich-text', 'component', 'blocks', 'array'])

/** Every string inside a value, however deep (components and blocks nest). */
function stringsIn(value, out = []) {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((entry) => stringsIn(entry, out))
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => stringsIn(v, out))
  return out
}

/** Words of a text that may hold HTML: tags and entities are not words. */
export function countWords(text) {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ')
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes, rounded up; an item with any words takes at least one. */
export function readingMinutes(words, wordsPerMinute) {
  return words === 0 ? 0 : Math.ceil(words / wordsPerMinute)
}

function fillReadingTime(change, api) {
  const target = String(api.settings.field ?? 'readingTime')
  const field = change.contentType.fields.find((f) => f.name === target)
  if (!change.input || !field || field.type !== 'number') return undefined
  const words = change.contentType.fields
    .filter((f) => f.name !== target && TEXTUAL.has(f.type))
    .flatMap((f) => stringsIn(change.input.data[f.name]))
    .reduce((total, text) => total + countWords(text), 0)
  const perMinute = Number(api.settings.wordsPerMinute ?? 200)
  return { data: { [target]: readingMinutes(words, perMinute) } }
}

export default {
  config: {
    name: 'reading-time',
    version: '1.0.0',
    description: 'Fills a number field with the minutes it takes to read each item.',
    author: 'Folio',
    hooks: ['item.beforeValidate', 'translation.beforeValidate'],
    permissions: ['content:read', 'content:write'],
  },
  settings: {
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        field: {
          type: 'string',
          title: 'Field',
          description: 'The number field that receives the minutes',
          default: 'readingTime',
          minLength: 1,
        },
        wordsPerMinute: {
          type: 'integer',
          title: 'Words per minute',
          default: 200,
          minimum: 50,
          maximum: 1000,
        },
      },
    },
  },
  hooks: {
    'item.beforeValidate': fillReadingTime,
    'translation.beforeValidate': fillReadingTime,
  },
}
