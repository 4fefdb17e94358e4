import type { ApiErrorBody, ContentItem, WorkflowState } from '@folio/schema'
import { workflowMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

type StateAnswer = { data: WorkflowState } & ApiErrorBody
type StatesAnswer = { data: WorkflowState[] } & ApiErrorBody

describe(`workflow states on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  async function states() {
    const res = await api.call<StatesAnswer>('viewer', 'GET', '/workflow/states')
    expect(res.status).toBe(200)
    return res.body.data
  }

  it('starts with the five built-in states, in order, for anyone signed in', async () => {
    const list = await states()
    expect(
      list.map(({ name, slug, color, builtIn, assignmentCount }) => ({
        name,
        slug,
        color,
        builtIn,
        assignmentCount,
      })),
    ).toEqual([
      { name: 'Draft', slug: 'draft', color: '#8E8E93', builtIn: true, assignmentCount: 0 },
      { name: 'In Review', slug: 'in-review', color: '#0A84FF', builtIn: true, assignmentCount: 0 },
      {
        name: 'Needs Changes',
        slug: 'needs-changes',
        color: '#FF9500',
        builtIn: true,
        assignmentCount: 0,
      },
      { name: 'Approved', slug: 'approved', color: '#30D158', builtIn: true, assignmentCount: 0 },
      { name: 'Published', slug: 'published', color: '#5E5CE6', builtIn: true, assignmentCount: 0 },
    ])
    expect(list.map((state) => state.position)).toEqual([0, 1, 2, 3, 4])
    expect((await api.call(null, 'GET', '/workflow/states')).status).toBe(401)
  })

  it('lets admins add a state, slug from the name, and refuses everyone else', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      const res = await api.call(role, 'POST', '/workflow/states', {
        name: 'Legal',
        color: '#FF453A',
      })
      expect(res.status).toBe(403)
    }
    const res = await api.call<StateAnswer>('admin', 'POST', '/workflow/states', {
      name: 'Legal Review',
      color: '#bf5af2',
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'Legal Review',
      slug: 'legal-review',
      color: '#BF5AF2',
      builtIn: false,
      position: 5,
      assignmentCount: 0,
    })
    const duplicate = await api.call<StateAnswer>('admin', 'POST', '/workflow/states', {
      name: 'Legal review',
      color: '#BF5AF2',
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.error.message).toBe(workflowMessages.stateSlugTaken)
    const badColour = await api.call<StateAnswer>('admin', 'POST', '/workflow/states', {
      name: 'Odd',
      color: 'purple',
    })
    expect(badColour.status).toBe(400)
    expect(badColour.body.error.message).toBe(workflowMessages.stateColorInvalid)
    const noName = await api.call<StateAnswer>('admin', 'POST', '/workflow/states', {
      name: ' ',
      color: '#000000',
    })
    expect(noName.status).toBe(400)
    expect(noName.body.error.message).toBe(workflowMessages.stateNameRequired)
  })

  it('renames and recolours built-in states, keeping their slugs', async () => {
    const inReview = (await states()).find((state) => state.slug === 'in-review')!
    expect(
      (await api.call('editor', 'PATCH', `/workflow/states/${inReview.id}`, { name: 'x' })).status,
    ).toBe(403)
    const res = await api.call<StateAnswer>('admin', 'PATCH', `/workflow/states/${inReview.id}`, {
      name: 'Pending Review',
      color: '#FF9500',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      name: 'Pending Review',
      slug: 'in-review',
      color: '#FF9500',
    })
    const back = await api.call<StateAnswer>('admin', 'PATCH', `/workflow/states/${inReview.id}`, {
      name: 'In Review',
      color: '#0A84FF',
    })
    expect(back.status).toBe(200)
    const empty = await api.call('admin', 'PATCH', `/workflow/states/${inReview.id}`, {})
    expect(empty.status).toBe(400)
    expect((await api.call('admin', 'PATCH', '/workflow/states/nope', { name: 'x' })).status).toBe(
      404,
    )
  })

  it('reorders every state in one request, or changes nothing', async () => {
    const before = await states()
    const ids = before.map((state) => state.id)
    const reversed = [...ids].reverse()

    const refused = [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 'not-a-state']]
    for (const order of refused) {
      const res = await api.call<StatesAnswer>('admin', 'PUT', '/workflow/states/order', {
        ids: order,
      })
      expect(res.status).toBe(422)
      expect(res.body.error.message).toBe(workflowMessages.orderIncomplete)
      expect((await states()).map((state) => state.id)).toEqual(ids)
    }
    expect(
      (await api.call('editor', 'PUT', '/workflow/states/order', { ids: reversed })).status,
    ).toBe(403)

    const res = await api.call<StatesAnswer>('admin', 'PUT', '/workflow/states/order', {
      ids: reversed,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.map((state) => state.id)).toEqual(reversed)
    expect((await states()).map((state) => state.position)).toEqual(ids.map((_, i) => i))
    await api.call('admin', 'PUT', '/workflow/states/order', { ids })
  })

  it('deletes custom states no item is in, never built-in ones', async () => {
    const list = await states()
    const draft = list.find((state) => state.slug === 'draft')!
    const builtIn = await api.call<ApiErrorBody>('admin', 'DELETE', `/workflow/states/${draft.id}`)
    expect(builtIn.status).toBe(409)
    expect(builtIn.body.error.message).toBe(workflowMessages.stateBuiltIn)

    const legal = list.find((state) => state.slug === 'legal-review')!
    const type = await createType(api, 'Memo', [])
    const item = (
      await api.call<{ data: ContentItem }>('editor', 'POST', `/content/${type.slug}/items`, {
        title: 'Memo',
      })
    ).body.data
    const admin = (
      await api.call<{ data: { id: string; email: string }[] }>(
        'viewer',
        'GET',
        '/workflow/assignees',
      )
    ).body.data.find((person) => person.email === 'admin@demo.folio.dev')!
    const wf = (action: string, body: unknown) =>
      api.call('admin', 'POST', `/workflow/items/${item.id}/${action}`, body)
    expect((await wf('submit', { assignedTo: admin.id })).status).toBe(200)
    expect((await wf('move', { stateId: legal.id })).status).toBe(200)
    expect((await states()).find((state) => state.id === legal.id)?.assignmentCount).toBe(1)

    expect((await api.call('editor', 'DELETE', `/workflow/states/${legal.id}`)).status).toBe(403)
    const inUse = await api.call<ApiErrorBody>('admin', 'DELETE', `/workflow/states/${legal.id}`)
    expect(inUse.status).toBe(409)
    expect(inUse.body.error.message).toBe(workflowMessages.stateInUse(1))

    expect((await wf('move', { stateId: draft.id })).status).toBe(200)
    expect((await api.call('admin', 'DELETE', `/workflow/states/${legal.id}`)).status).toBe(204)
    expect((await states()).map((state) => state.slug)).not.toContain('legal-review')
    // The history keeps its entries; the deleted state just has no name there.
    const history = await api.call<{ data: { action: string; toState: unknown }[] }>(
      'viewer',
      'GET',
      `/workflow/items/${item.id}/history`,
    )
    expect(history.body.data.map((event) => [event.action, event.toState === null])).toEqual([
      ['moved', false],
      ['moved', true],
      ['submitted', false],
    ])
    expect((await api.call('admin', 'DELETE', `/workflow/states/${legal.id}`)).status).toBe(404)
  })
})
