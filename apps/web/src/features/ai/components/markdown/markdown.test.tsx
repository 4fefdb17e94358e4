import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Markdown } from './markdown'
import { markdownToHtml } from './markdown-to-html'

afterEach(() => {
  delete (window as { pwned?: boolean }).pwned
})

describe('Markdown', () => {
  it('renders a reply as elements, headings below the page’s own', () => {
    const { container } = render(
      <Markdown text={'# Plan\n\nSome **bold** text.\n\n1. First\n2. Second\n\n```\ncode\n```'} />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toBeTruthy()
    expect(container.querySelector('strong')?.textContent).toBe('bold')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First',
      'Second',
    ])
    expect(container.querySelector('pre code')?.textContent).toBe('code')
  })

  it('shows script and image tags as text and never inserts them', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const reply =
      'Hi <script>window.pwned = true</script>\n\n<img src="x" onerror="window.pwned = true">\n\n' +
      '<a href="javascript:alert(1)">x</a>'
    const { container } = render(<Markdown text={reply} />)
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    expect(container.textContent).toContain('<script>window.pwned = true</script>')
    expect(container.textContent).toContain('<img src="x" onerror="window.pwned = true">')
    expect((window as { pwned?: boolean }).pwned).toBeUndefined()
    expect(alert).not.toHaveBeenCalled()
  })

  it('opens safe links in a new tab and keeps other targets as text', () => {
    const { container } = render(
      <Markdown
        text={
          '[Docs](https://folio.example/docs) [Mail](mailto:team@folio.example) ' +
          '[Bad](javascript:alert(1)) [Data](data:text/html,x) [Here](/relative) ' +
          '<javascript:alert(2)> and https://folio.example/guide. too'
        }
      />,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://folio.example/docs',
      'mailto:team@folio.example',
      'https://folio.example/guide',
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    expect(screen.getByText('Here').tagName).toBe('SPAN')
    expect(container.querySelector('[href^="javascript"], [href^="data"]')).toBeNull()
    expect(container.textContent).toContain('[Bad](javascript:alert(1))')
  })

  it('renders GitHub tables with their alignment, and strikethrough', () => {
    const { container } = render(
      <Markdown text={'| Key | Price |\n|:---|---:|\n| A | ~~2~~ 1 |\n| B |\n\nDone.'} />,
    )
    const table = screen.getByRole('table')
    const rows = [...table.querySelectorAll('tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    )
    expect(rows).toEqual([
      ['Key', 'Price'],
      ['A', '2 1'],
      ['B', ''],
    ])
    expect(table.querySelector('th:last-child')?.className).toBe('text-right')
    expect(table.querySelector('td:first-child')?.className).toBe('')
    expect(container.querySelector('del')?.textContent).toBe('2')
    expect(container.querySelector('p')?.textContent).toBe('Done.')
  })

  it('renders nested and numbered lists, from their start, with inline code', () => {
    const { container } = render(<Markdown text={'3. one `a*b`\n   - x\n   - y\n4. two\n\n- z'} />)
    const ordered = container.querySelector('ol')!
    expect(ordered.getAttribute('start')).toBe('3')
    expect(ordered.querySelector('ul')?.textContent).toBe('xy')
    expect(ordered.querySelector('code')?.textContent).toBe('a*b')
    expect(container.querySelectorAll(':scope > div > ul > li')).toHaveLength(1)
    expect(container.querySelector('p')).toBeNull()
  })

  it('shows a code block as sent, also while its fence is still open', () => {
    const { container } = render(
      <Markdown text={'```ts\nconst a = 1 < 2\n\n**not bold** <b>x</b>\n'} />,
    )
    const code = container.querySelector('pre code')!
    expect(code.getAttribute('data-language')).toBe('ts')
    expect(code.textContent).toBe('const a = 1 < 2\n\n**not bold** <b>x</b>')
    expect(container.querySelector('strong, b')).toBeNull()
  })

  it('turns an image into a link to it, so a reply loads nothing', () => {
    const { container } = render(
      <Markdown text={'![Logo](https://x.test/l.png) ![Pixel](javascript:alert(1))'} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Logo' }).getAttribute('href')).toBe(
      'https://x.test/l.png',
    )
    expect(screen.queryByRole('link', { name: 'Pixel' })).toBeNull()
  })

  it('keeps soft line breaks as spaces and makes hard breaks', () => {
    const { container } = render(<Markdown text={'one  \ntwo\\\nthree\nfour \\*not\\*'} />)
    expect(container.querySelectorAll('br')).toHaveLength(2)
    expect(container.querySelector('p')?.textContent).toBe('onetwothree\nfour *not*')
    expect(container.querySelector('em')).toBeNull()
  })
})

describe('markdownToHtml', () => {
  it('writes the escaped HTML a rich-text field holds', () => {
    expect(
      markdownToHtml(
        '# Title\n### Part\n\nA *b* <i>c</i> & [d](https://e.test/?a=1&b="2")\n\n- x\n- y',
      ),
    ).toBe(
      '<h1>Title</h1><h2>Part</h2>' +
        '<p>A <em>b</em> &lt;i&gt;c&lt;/i&gt; &amp; <a href="https://e.test/?a=1&amp;b=%222%22">d</a></p>' +
        '<ul><li>x</li><li>y</li></ul>',
    )
  })

  it('turns code blocks into code lines, keeps tables as lines and drops rules', () => {
    expect(markdownToHtml('```\na < b\nc\n```\n\n| k | v |\n|---|---|\n| 1 | 2 |\n\n---')).toBe(
      '<p><code>a &lt; b</code><br><code>c</code></p><p>| k | v |<br>|---|---|<br>| 1 | 2 |</p>',
    )
  })

  it('keeps plain text as paragraphs and line breaks, and strikes through', () => {
    expect(markdownToHtml('One\nline\n\nTwo ~~old~~')).toBe(
      '<p>One<br>line</p><p>Two <s>old</s></p>',
    )
  })
})
