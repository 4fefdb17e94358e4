import { describe, expect, it } from 'vitest'

import { readWorkflowListState, writeWorkflowListState } from './workflow-list-params'

describe('workflow list params', () => {
  it('reads filters and page from the URL, ignoring anything malformed', () => {
    expect(
      readWorkflowListState(new URLSearchParams('q=launch&state=s-1&assignee=me&page=3')),
    ).toEqual({ q: 'launch', state: 's-1', assignee: 'me', page: 3 })
    expect(readWorkflowListState(new URLSearchParams('assignee=bob&page=-2'))).toEqual({
      q: '',
      state: '',
      assignee: 'all',
      page: 1,
    })
  })

  it('leaves defaults out of the URL and keeps the open item', () => {
    const params = writeWorkflowListState(
      { q: ' ', state: '', assignee: 'all', page: 1 },
      new URLSearchParams('item=i-1&page=4&assignee=me'),
    )
    expect(params.toString()).toBe('item=i-1')
    expect(
      writeWorkflowListState(
        { q: 'news', state: 's-2', assignee: 'me', page: 2 },
        new URLSearchParams(),
      ).toString(),
    ).toBe('q=news&state=s-2&assignee=me&page=2')
  })
})
