import { describe, expect, it } from 'vitest'

import { parseInline, safeHref } from './parse-inline'
import { parseMarkdown } from './parse-markdown'

const text = (value: string) => ({ type: 'text', value })

describe('parseInline', () => {
  it('reads emphasis, code and strikethrough', () => {
    expect(parseInline('a **bold** and *it* and `x*y` and ~~old~~')).toEqual([
      text('a '),
      { type: 'strong', children: [text('bold')] },
      text(' and '),
      { type: 'em', children: [text('it')] },
      text(' and '),
      { type: 'code', value: 'x*y' },
      text(' and '),
      { type: 'del', children: [text('old')] },
    ])
  })

  it('nests emphasis and leaves snake_case and lone stars alone', () => {
    expect(parseInline('**a *b* c**')).toEqual([
      { type: 'strong', children: [text('a '), { type: 'em', children: [text('b')] }, text(' c')] },
    ])
    expect(parseInline('snake_case_name and 2 * 3')).toEqual([text('snake_case_name and 2 * 3')])
    expect(parseInline('***both***')).toEqual([
      { type: 'strong', children: [{ type: 'em', children: [text('both')] }] },
    ])
  })

  it('keeps only http(s) and mailto link targets', () => {
    expect(parseInline('[site](https://folio.example/a_(b)) [x](javascript:alert(1))')).toEqual([
      { type: 'link', href: 'https://folio.example/a_(b)', children: [text('site')] },
      text(' '),
      { type: 'link', href: null, children: [text('x')] },
    ])
    expect(safeHref('mailto:ada@example.com')).toBe('mailto:ada@example.com')
    expect(safeHref(' JavaScript:alert(1)')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
    expect(safeHref('/relative')).toBeNull()
  })

  it('links bare URLs without their closing punctuation, and images become links', () => {
    expect(parseInline('See https://folio.example/docs. ![Logo](https://x.test/l.png)')).toEqual([
      text('See '),
      {
        type: 'link',
        href: 'https://folio.example/docs',
        children: [text('https://folio.example/docs')],
      },
      text('. '),
      { type: 'link', href: 'https://x.test/l.png', children: [text('Logo')] },
    ])
  })

  it('makes hard breaks from two spaces or a backslash, and honours escapes', () => {
    expect(parseInline('one  \ntwo\\\nthree\nfour \\*not\\*')).toEqual([
      text('one'),
      { type: 'break' },
      text('two'),
      { type: 'break' },
      text('three\nfour *not*'),
    ])
  })

  it('keeps HTML as text', () => {
    expect(parseInline('<img src=x onerror="alert(1)">')).toEqual([
      text('<img src=x onerror="alert(1)">'),
    ])
  })
})

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, rules and quotes', () => {
    expect(parseMarkdown('# Title #\n\nSome\ntext\n\n---\n> quoted\n> more\n\nSub\n===')).toEqual([
      { type: 'heading', level: 1, children: [text('Title')] },
      { type: 'paragraph', children: [text('Some\ntext')] },
      { type: 'rule' },
      { type: 'quote', children: [{ type: 'paragraph', children: [text('quoted\nmore')] }] },
      { type: 'heading', level: 1, children: [text('Sub')] },
    ])
  })

  it('reads fenced code, closed or still streaming', () => {
    expect(parseMarkdown('```ts\nconst a = 1\n\n**not bold**\n```\nafter')).toEqual([
      { type: 'code', lang: 'ts', value: 'const a = 1\n\n**not bold**' },
      { type: 'paragraph', children: [text('after')] },
    ])
    expect(parseMarkdown('~~~\npartial')).toEqual([{ type: 'code', lang: '', value: 'partial' }])
  })

  it('reads lists, nested and loose, ordered from their start', () => {
    const blocks = parseMarkdown('3. one\n   - a\n   - b\n4. two\n\n5. three\n\n- x\n')
    expect(blocks).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [
          [
            { type: 'paragraph', children: [text('one')] },
            {
              type: 'list',
              ordered: false,
              start: 1,
              items: [
                [{ type: 'paragraph', children: [text('a')] }],
                [{ type: 'paragraph', children: [text('b')] }],
              ],
            },
          ],
          [{ type: 'paragraph', children: [text('two')] }],
          [{ type: 'paragraph', children: [text('three')] }],
        ],
      },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'paragraph', children: [text('x')] }]],
      },
    ])
  })

  it('reads tables with alignment', () => {
    expect(parseMarkdown('| Key | Price |\n|:---|---:|\n| A | 1 |\n| B |')).toEqual([
      {
        type: 'table',
        align: ['left', 'right'],
        head: [[text('Key')], [text('Price')]],
        rows: [
          [[text('A')], [text('1')]],
          [[text('B')], []],
        ],
      },
    ])
  })
})
