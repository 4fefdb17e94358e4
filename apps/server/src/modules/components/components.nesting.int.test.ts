import { COMPONENT_DEPTH_MAX, componentMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { componentsApi } from '../../test/component-fixtures.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`how components nest, on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi({ SEED_SAMPLE_DATA: 'false' })
  })
  afterAll(async () => {
    await api?.close()
  })

  const { call, create, get, createType, holding, text } = componentsApi(() => api)

  it('refuses a component that contains itself, directly or through others', async () => {
    const self = await call<ErrorBody>('POST', '', {
      name: 'Loop',
      fields: [text(), holding('loop')],
    })
    expect(self.status).toBe(400)
    expect(self.body.error).toMatchObject({
      code: 'validation_failed',
      message: componentMessages.cycle,
      details: [{ path: 'fields.1.componentId', message: componentMessages.cycle }],
    })

    const leaf = await create({ name: 'Leaf', fields: [text()] })
    const branch = await create({ name: 'Branch', fields: [holding('leaf')] })
    const twig = await create({ name: 'Twig', fields: [holding('branch')] })
    // Leaf -> Twig -> Branch -> Leaf.
    const cycle = await call<ErrorBody>('PUT', '/leaf', {
      name: 'Leaf',
      fields: [text(), { name: 'more', type: 'blocks', componentIds: [twig.slug] }],
    })
    expect(cycle.status).toBe(400)
    expect(cycle.body.error.details).toEqual([
      { path: 'fields.1.componentIds', message: componentMessages.cycle },
    ])
    const direct = await call<ErrorBody>('PUT', `/${branch.id}`, {
      name: 'Branch',
      fields: [holding(branch.id)],
    })
    expect(direct.body.error.details?.[0]?.message).toBe(componentMessages.cycle)
    expect((await get('leaf')).fields).toEqual(leaf.fields)
  })

  it(`keeps components within ${COMPONENT_DEPTH_MAX} levels, counted from the content type`, async () => {
    const level1 = await create({ name: 'Level 1', fields: [text()] })
    let inner = level1
    for (let level = 2; level <= COMPONENT_DEPTH_MAX; level++) {
      inner = await create({ name: `Level ${level}`, fields: [text(), holding(inner.id)] })
    }
    // A type holding the deepest chain allowed.
    const type = await createType('Deep page', [holding(inner.slug, 'body')])
    expect(type.status).toBe(201)

    const tooDeep = await call<ErrorBody>('POST', '', {
      name: 'Level too far',
      fields: [text(), { name: 'parts', type: 'blocks', componentIds: [level1.id, inner.id] }],
    })
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.body.error).toMatchObject({
      message: componentMessages.tooDeep,
      details: [{ path: 'fields.1.componentIds', message: componentMessages.tooDeep }],
    })

    // Deepening the innermost one would push the outermost past the limit.
    const extra = await create({ name: 'Extra', fields: [text()] })
    const deeper = await call<ErrorBody>('PUT', `/${level1.id}`, {
      name: 'Level 1',
      fields: [text(), holding(extra.id, 'extra')],
    })
    expect(deeper.status).toBe(400)
    expect(deeper.body.error.details).toEqual([
      { path: 'fields.1.componentId', message: componentMessages.tooDeep },
    ])
    expect((await get(level1.id)).fields).toHaveLength(1)
  })

  it('never leaves a type using a deleted component, nor a cycle, when saves race', async () => {
    for (let round = 0; round < 3; round++) {
      const doomed = await create({ name: `Doomed ${round}`, fields: [text()] })
      const [typeRes, deleteRes] = await Promise.all([
        createType(`Racer ${round}`, [holding(doomed.id)]),
        call<ErrorBody>('DELETE', `/${doomed.id}`),
      ])
      // Either the type came first (the delete is refused) or the delete did (the type is).
      expect([
        [201, 409],
        [400, 204],
      ]).toContainEqual([typeRes.status, deleteRes.status])

      const a = await create({ name: `Ping ${round}`, fields: [text()] })
      const b = await create({ name: `Pong ${round}`, fields: [text()] })
      const results = await Promise.all([
        call<ErrorBody>('PUT', `/${a.id}`, { name: a.name, fields: [holding(b.id)] }),
        call<ErrorBody>('PUT', `/${b.id}`, { name: b.name, fields: [holding(a.id)] }),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    }
  })
})
