import { describe, expect, it } from 'vitest'

import { sanitizeRichText } from './sanitize-rich-text.js'

const LINK_ATTRS = 'target="_blank" rel="noopener noreferrer nofollow"'

describe('sanitizeRichText', () => {
  it('removes scripts and styles with their content', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>')
    expect(sanitizeRichText('<style>p { color: red }</style><p>ok</p>')).toBe('<p>ok</p>')
  })

  it('removes event handlers and style attributes', () => {
    expect(sanitizeRichText('<img src="https://cdn.test/a.png" onerror="alert(1)" alt="a">')).toBe(
      '<img src="https://cdn.test/a.png" alt="a" />',
    )
    expect(sanitizeRichText('<p style="color:red" onclick="x()">text</p>')).toBe('<p>text</p>')
  })

  it('removes iframes and tags the editor cannot make, keeping their words', () => {
    expect(sanitizeRichText('<iframe src="https://evil.test">inner</iframe><p>after</p>')).toBe(
      '<p>after</p>',
    )
    expect(sanitizeRichText('<h3>Small</h3><div class="x">Box</div>')).toBe('SmallBox')
  })

  it('keeps every mark, heading, list, quote and code the editor produces', () => {
    const html =
      '<h1>A</h1><h2>B</h2><p><strong>b</strong><em>i</em><u>u</u><s>s</s><mark>m</mark>' +
      '<code>c</code></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('keeps links with each allowed scheme and opens them in a new tab', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'http://example.com',
      'ftp://files.example.com',
      'ftps://files.example.com',
      'mailto:team@example.com',
      'tel:+15550100',
      'callto:someone',
      'sms:+15550100',
      'cid:part1',
      'xmpp:chat@example.com',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">go</a>`)).toBe(
        `<a href="${href.replaceAll('&', '&amp;')}" ${LINK_ATTRS}>go</a>`,
      )
    }
    // Another target or rel of the author's becomes a new tab that cannot reach back…
    expect(sanitizeRichText('<a href="https://a.test" target="top" rel="opener">x</a>')).toBe(
      `<a href="https://a.test" ${LINK_ATTRS}>x</a>`,
    )
    // …unless the author chose the same tab ("Open in new tab" unticked).
    expect(sanitizeRichText('<a href="https://a.test" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://a.test" target="_self" rel="nofollow">x</a>',
    )
  })

  it('drops javascript:, data: and vbscript: links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt&colon;alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">click</a></p>`)).toBe('<p>click</p>')
    }
  })

  it('keeps images from http(s) or this site, and drops any other source', () => {
    expect(sanitizeRichText('<img src="https://cdn.test/a.png" title="t">')).toBe(
      '<img src="https://cdn.test/a.png" title="t" />',
    )
    expect(sanitizeRichText('<img src="/uploads/a.png">')).toBe('<img src="/uploads/a.png" />')
    for (const src of [
      'data:image/png;base64,AAAA',
      '//evil.test/a.png',
      'javascript:x',
      'a.png',
    ]) {
      expect(sanitizeRichText(`<p><img src="${src}">text</p>`)).toBe('<p>text</p>')
    }
  })
})
