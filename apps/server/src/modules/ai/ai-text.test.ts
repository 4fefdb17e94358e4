import { describe, expect, it } from 'vitest'

import { assistHtml, assistText, seoDescription } from './assist-result.js'
import { titleFromPrompt } from './ai-view.js'
import { chatHistory } from './chat-history.js'
import type { AiMessageRow } from './conversations.repository.js'

describe('titleFromPrompt', () => {
  it('keeps a short prompt on one line and cuts a long one at a word', () => {
    expect(titleFromPrompt('  Plan a\n spring   newsletter ')).toBe('Plan a spring newsletter')
    const title = titleFromPrompt(`Write ${'a very long sentence '.repeat(10)}`)
    expect(title.length).toBeLessThanOrEqual(61)
    expect(title).toMatch(/sentence…$|a…$|very…$|long…$/)
    expect(titleFromPrompt('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`)
  })
})

describe('editor action answers', () => {
  it('drops code fences and wrapping quotes, but not quotes inside', () => {
    expect(assistText('```\nHello there\n```')).toBe('Hello there')
    expect(assistText('“Hello there”')).toBe('Hello there')
    expect(assistText('"Hello" she said, "there"')).toBe('"Hello" she said, "there"')
  })

  it('sanitises HTML and wraps plain-text paragraphs', () => {
    expect(assistHtml('<p>Hi<script>x()</script> <a href="javascript:x()">there</a></p>')).toBe(
      '<p>Hi there</p>',
    )
    expect(assistHtml('One\nline\n\nTwo')).toBe('<p>One<br />line</p><p>Two</p>')
  })

  it('turns a Markdown answer into the rich text the editor holds', () => {
    const answer = [
      '## Our **spring** menu',
      '',
      'Fresh *bread*, ~~stale~~ never. See [the menu](https://bakery.example/menu).',
      '',
      '- Sourdough',
      '- Rye with `seeds`',
      '',
      '1. Order',
      '2. Collect',
      '',
      '> Best in town',
      '',
      '#### Small print',
      '',
      '```',
      'if (fresh) eat()',
      '```',
      '',
      '<script>alert(1)</script>',
    ].join('\n')
    expect(assistHtml(answer)).toBe(
      '<h2>Our <strong>spring</strong> menu</h2>' +
        '<p>Fresh <em>bread</em>, <s>stale</s> never. See <a href="https://bakery.example/menu" target="_blank" rel="noopener noreferrer nofollow">the menu</a>.</p>' +
        '<ul><li>Sourdough</li><li>Rye with <code>seeds</code></li></ul>' +
        '<ol><li>Order</li><li>Collect</li></ol>' +
        '<blockquote><p>Best in town</p></blockquote>' +
        '<h2>Small print</h2>' +
        '<p><code>if (fresh) eat()</code></p>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
    // A link to a script is no link.
    expect(assistHtml('[click](javascript:alert(1))')).not.toContain('href')
  })

  it('fits a meta description in 160 characters', () => {
    const long = seoDescription(`${'Fresh bread by the harbour, '.repeat(10)}`)
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long.endsWith('…')).toBe(true)
    expect(seoDescription('"Short and sweet."')).toBe('Short and sweet.')
  })
})

describe('chatHistory', () => {
  const row = (
    position: number,
    role: 'user' | 'assistant',
    status: AiMessageRow['status'] = 'complete',
    content = `${role} ${position}`,
  ): AiMessageRow => ({
    id: String(position),
    conversation_id: 'c',
    position,
    role,
    content,
    status,
    error: null,
    provider: null,
    model: null,
    input_tokens: null,
    output_tokens: null,
    created_at: '2025-01-01T00:00:00.000Z',
  })

  it('sends complete exchanges only, so roles alternate', () => {
    const history = chatHistory([
      row(1, 'user'),
      row(2, 'assistant'),
      row(3, 'user'),
      row(4, 'assistant', 'error'),
      row(5, 'user'),
      row(6, 'assistant', 'stopped'),
      row(7, 'user'),
      row(8, 'assistant'),
    ])
    expect(history.map((m) => m.content)).toEqual([
      'user 1',
      'assistant 2',
      'user 7',
      'assistant 8',
    ])
  })

  it('keeps the newest exchanges within the limits', () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      row(i + 1, i % 2 === 0 ? 'user' : 'assistant'),
    )
    const history = chatHistory(rows)
    expect(history).toHaveLength(20)
    expect(history.at(-1)!.content).toBe('assistant 60')
    const big = [
      row(1, 'user', 'complete', 'x'.repeat(30_000)),
      row(2, 'assistant'),
      row(3, 'user'),
      row(4, 'assistant'),
    ]
    expect(chatHistory(big).map((m) => m.content)).toEqual(['user 3', 'assistant 4'])
  })
})
