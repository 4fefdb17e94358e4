import { describe, expect, it } from 'vitest'

import { docsGroups } from './docs-topics'
import type { DocsGroup } from './docs-topics'
import { filterDocs } from './filter-docs'

const groups: DocsGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      { title: 'Installation', description: 'Run it with SQLite.', page: 'x' },
      { title: 'Quick start', description: 'Your first entry.', page: 'x' },
    ],
  },
  {
    id: 'media-library',
    title: 'Media Library',
    items: [
      { title: 'Uploading files', description: 'Images and videos.', page: 'x' },
      { title: 'Storage drivers', description: 'Local disk or S3.', page: 'x' },
    ],
  },
]

const titles = (result: DocsGroup[]) =>
  result.map((group) => [group.title, group.items.map((item) => item.title)])

describe('filterDocs', () => {
  it('returns every group for an empty or blank search', () => {
    expect(filterDocs(groups, '')).toEqual(groups)
    expect(filterDocs(groups, '   ')).toEqual(groups)
  })

  it('keeps all items of a group whose title matches', () => {
    expect(titles(filterDocs(groups, 'media'))).toEqual([
      ['Media Library', ['Uploading files', 'Storage drivers']],
    ])
  })

  it('keeps only the matching items when the group title does not match', () => {
    expect(titles(filterDocs(groups, 'install'))).toEqual([['Getting Started', ['Installation']]])
  })

  it('matches item descriptions', () => {
    expect(titles(filterDocs(groups, 's3'))).toEqual([['Media Library', ['Storage drivers']]])
  })

  it('ignores case and surrounding whitespace', () => {
    expect(titles(filterDocs(groups, '  QUICK Start '))).toEqual([
      ['Getting Started', ['Quick start']],
    ])
  })

  it('collects matches across groups and hides groups without any', () => {
    expect(titles(filterDocs(groups, 'first'))).toEqual([['Getting Started', ['Quick start']]])
    expect(titles(filterDocs(groups, 'i'))).toHaveLength(2)
  })

  it('returns nothing when nothing matches', () => {
    expect(filterDocs(groups, 'xyz')).toEqual([])
  })

  it('does not change the groups it was given', () => {
    const before = structuredClone(groups)
    filterDocs(groups, 'install')
    expect(groups).toEqual(before)
  })

  it('covers the seven documented groups with three to nine items each', () => {
    expect(docsGroups.map((group) => group.title)).toEqual([
      'Getting Started',
      'Content Management',
      'Media Library',
      'Workflow',
      'AI Features',
      'Localization',
      'API Reference',
    ])
    for (const group of docsGroups) {
      expect(group.items.length).toBeGreaterThanOrEqual(3)
      expect(group.items.length).toBeLessThanOrEqual(9)
    }
  })

  it('finds the GraphQL API under the content endpoints and its own topic', () => {
    expect(titles(filterDocs(docsGroups, 'graphql'))).toEqual([
      ['API Reference', ['Content endpoints', 'GraphQL']],
    ])
  })
})
