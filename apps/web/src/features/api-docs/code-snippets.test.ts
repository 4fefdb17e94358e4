import { describe, expect, it } from 'vitest'

import { buildSnippets, shellQuote } from './code-snippets'

const base = { origin: 'https://cms.example.com', apiKey: 'folio_abc', typeSlug: 'post' }

describe('buildSnippets', () => {
  it('lists without a filter when the type has no number field', () => {
    const [curl, js] = buildSnippets({ ...base, fields: [{ name: 'body', type: 'rich-text' }] })
    expect(curl!.code).toBe(
      [
        `curl -sS -G 'https://cms.example.com/api/v1/content/post/items'`,
        `  -H 'Authorization: Bearer folio_abc'`,
        `  --data-urlencode 'sort=-publishedAt'`,
        `  --data-urlencode 'pageSize=10'`,
      ].join(' \\\n'),
    )
    expect(js!.code).not.toContain('filter')
    expect(js!.code).toContain(`url: 'https://cms.example.com',`)
  })

  it('quotes values so no character reaches the shell or breaks a string literal', () => {
    expect(shellQuote(`it's $HOME`)).toBe(`'it'\\''s $HOME'`)
    const snippets = buildSnippets({ ...base, apiKey: `a'b`, fields: [] })
    expect(snippets.find((s) => s.language === 'python')!.code).toContain(`'Bearer a\\'b'`)
    expect(snippets.find((s) => s.language === 'curl')!.code).toContain(
      `'Authorization: Bearer a'\\''b'`,
    )
  })
})
