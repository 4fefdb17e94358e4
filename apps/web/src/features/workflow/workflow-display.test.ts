import type { WorkflowComment } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import {
  defaultScheduleInput,
  describeEvent,
  localInputToIso,
  threadComments,
  toLocalInput,
} from './workflow-display'

const comment = (id: string, parentId: string | null = null): WorkflowComment => ({
  id,
  itemId: 'item-1',
  parentId,
  author: { id: 'u-1', name: 'Ada', email: 'ada@example.com' },
  body: id,
  createdAt: '2025-03-01T10:00:00Z',
  editedAt: null,
})

describe('threadComments', () => {
  it('nests replies under their parents at any depth, keeping the order', () => {
    const threads = threadComments([
      comment('a'),
      comment('b'),
      comment('a1', 'a'),
      comment('a1x', 'a1'),
      comment('a2', 'a'),
    ])
    expect(threads.map((node) => node.comment.id)).toEqual(['a', 'b'])
    const [first] = threads
    expect(first?.replies.map((node) => node.comment.id)).toEqual(['a1', 'a2'])
    expect(first?.replies[0]?.replies.map((node) => node.comment.id)).toEqual(['a1x'])
  })

  it('shows a reply whose parent is gone at the top level', () => {
    expect(threadComments([comment('orphan', 'deleted')]).map((node) => node.comment.id)).toEqual([
      'orphan',
    ])
  })
})

describe('schedule times', () => {
  it('defaults to one hour ahead and converts the picker value to ISO', () => {
    const now = new Date(2030, 0, 2, 9, 30).getTime()
    expect(defaultScheduleInput(now)).toBe(toLocalInput(new Date(2030, 0, 2, 10, 30)))
    expect(localInputToIso('2030-01-02T10:30')).toBe(new Date(2030, 0, 2, 10, 30).toISOString())
    expect(localInputToIso('')).toBeNull()
    expect(localInputToIso('not a date')).toBeNull()
  })
})

describe('display helpers', () => {
  it('says who did what in the history', () => {
    expect(
      describeEvent({
        id: 'e',
        itemId: 'i',
        action: 'changes_requested',
        fromState: null,
        toState: null,
        actor: { id: 'u', name: 'Grace', email: 'g@example.com' },
        comment: 'Fix the intro',
        createdAt: '2025-03-01T10:00:00Z',
      }),
    ).toBe('Grace requested changes')
  })

  it('tells a workflow rule’s failure apart from the person whose approval set it off', () => {
    expect(
      describeEvent({
        id: 'e',
        itemId: 'i',
        action: 'automation_failed',
        fromState: null,
        toState: null,
        actor: { id: 'u', name: 'Grace', email: 'g@example.com' },
        comment: 'A workflow rule could not publish this item: …',
        createdAt: '2025-03-01T10:00:00Z',
      }),
    ).toBe('A workflow rule could not publish it')
  })
})
