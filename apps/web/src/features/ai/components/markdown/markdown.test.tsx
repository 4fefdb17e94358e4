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

  it('opens safe links in a new tab and drops other targets', () => {
    render(
      <Markdown
        text={
          '[Docs](https://folio.example/docs) [Mail](mailto:team@folio.example) [Bad](javascript:alert(1)) [Data](data:text/html,x)'
        }
      />,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://folio.example/docs',
      'mailto:team@folio.example',
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    expect(screen.getByText('Bad').tagName).toBe('SPAN')
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
