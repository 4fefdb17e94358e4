import { componentMessages, contentTypeMessages, type Component } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { componentsApi } from '../../test/component-fixtures.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe(`/api/v1/components on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    // Without sample data: its components would show up in these lists.
    api = await startContentApi({ SEED_SAMPLE_DATA: 'false' })
  })
  afterAll(async () => {
    await api?.close()
  })

  const { call, create, get, createType, holding, text } = componentsApi(() => api)

  it('creates, reads by id or slug, lists, renames and deletes a component', async () => {
    const created = await create({
      name: 'Call To Action',
      description: 'A button with words',
      icon: 'mouse-pointer-click',
      fields: [text('label'), { id: 'url-field', name: 'url', type: 'text', required: true }],
    })
    expect(created).toMatchObject({
      name: 'Call To Action',
      slug: 'call-to-action',
      description: 'A button with words',
      icon: 'mouse-pointer-click',
      usageCount: 0,
    })
    expect(created.fields[0]!.id).toMatch(UUID)
    expect(created.fields[0]).toEqual({
      id: created.fields[0]!.id,
      name: 'label',
      type: 'text',
      required: false,
      description: '',
    })
    expect(created.fields[1]).toMatchObject({ id: 'url-field', name: 'url', required: true })
    expect(await get(created.id)).toEqual(created)
    expect(await get('call-to-action')).toEqual(created)

    const listed = await call<{ data: Component[] }>('GET', '?q=CALL')
    expect(listed.body.data.map((c) => c.slug)).toEqual(['call-to-action'])
    expect((await call<{ data: Component[] }>('GET', '?q=%25')).body.data).toEqual([])

    const renamed = await call('PUT', '/call-to-action', {
      name: 'Button',
      fields: [{ ...created.fields[0], name: 'text' }, created.fields[1]],
    })
    expect(renamed.status).toBe(200)
    // The slug stays when none is given; field ids stay, so stored values keep their field.
    expect(renamed.body.data).toMatchObject({ name: 'Button', slug: 'call-to-action', icon: '' })
    expect(renamed.body.data.fields.map((f) => [f.id, f.name])).toEqual([
      [created.fields[0]!.id, 'text'],
      ['url-field', 'url'],
    ])

    expect((await call('DELETE', `/${created.id}`)).status).toBe(204)
    const gone = await call<ErrorBody>('GET', `/${created.id}`)
    expect(gone.status).toBe(404)
    expect(gone.body.error).toMatchObject({
      code: 'not_found',
      message: componentMessages.notFound,
    })
    expect((await call('DELETE', `/${created.id}`)).status).toBe(404)
    expect((await call('PUT', '/call-to-action', { name: 'X', fields: [text()] })).status).toBe(404)
  })

  it('reports the form messages and refuses field names starting with _', async () => {
    const cases: [unknown, string, string][] = [
      [{}, componentMessages.nameRequired, 'name'],
      [{ name: 'Card' }, componentMessages.fieldsRequired, 'fields'],
      [{ name: 'Card', fields: [] }, componentMessages.fieldsRequired, 'fields'],
      [{ name: 'Card', slug: '', fields: [text()] }, componentMessages.slugRequired, 'slug'],
      [
        { name: 'Card', slug: 'Not A Slug', fields: [text()] },
        contentTypeMessages.slugFormat,
        'slug',
      ],
      [{ name: '!!!', fields: [text()] }, componentMessages.slugRequired, 'slug'],
      [
        { name: 'Card', fields: [text('_key')] },
        contentTypeMessages.fieldNameUnderscore,
        'fields.0.name',
      ],
      [
        { name: 'Card', fields: [text('title'), text('Title')] },
        contentTypeMessages.fieldNamesUnique,
        'fields.1.name',
      ],
    ]
    for (const [body, message, path] of cases) {
      const res = await call<ErrorBody>('POST', '', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error).toMatchObject({ code: 'validation_failed', message })
      expect(res.body.error.details?.[0]?.path).toBe(path)
    }
    expect((await call<{ data: Component[] }>('GET', '?q=card')).body.data).toEqual([])
  })

  it('answers 409 when the slug is taken, on create and on update', async () => {
    await create({ name: 'Quote', fields: [text('quote')] })
    const taken = await call<ErrorBody>('POST', '', { name: 'Quote', fields: [text()] })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({
      error: {
        code: 'slug_taken',
        message: componentMessages.slugTaken,
        details: [{ path: 'slug', message: componentMessages.slugTaken }],
      },
    })
    const other = await create({ name: 'Citation', fields: [text()] })
    const clash = await call<ErrorBody>('PUT', `/${other.id}`, {
      name: 'Citation',
      slug: 'quote',
      fields: [text()],
    })
    expect(clash.status).toBe(409)
    // Its own slug is no clash; a content type's slug is another namespace.
    expect(
      (await call('PUT', '/citation', { name: 'Cite', slug: 'citation', fields: [text()] })).status,
    ).toBe(200)
    expect((await call('POST', '', { name: 'Blog Post', fields: [text()] })).status).toBe(201)
  })

  it('lets every signed-in user and API key read, and only admins write', async () => {
    const guarded = await create({ name: 'Guarded', fields: [text()] })
    for (const role of ['editor', 'viewer'] as const) {
      expect((await call('GET', '/guarded', undefined, role)).body.data.id).toBe(guarded.id)
      const list = await call<{ data: Component[] }>('GET', '?q=guarded', undefined, role)
      expect(list.body.data.map((c) => c.id)).toEqual([guarded.id])
      for (const [method, path, body] of [
        ['POST', '', { name: 'Sneaky', fields: [text()] }],
        ['PUT', '/guarded', { name: 'Renamed', fields: [text()] }],
        ['DELETE', '/guarded', undefined],
      ] as const) {
        const res = await call<ErrorBody>(method, path, body, role)
        expect(res.status).toBe(403)
        expect(res.body.error.code).toBe('forbidden')
      }
    }
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/guarded'],
      ['POST', ''],
      ['DELETE', '/guarded'],
    ] as const) {
      expect((await call(method, path, undefined, null)).status).toBe(401)
    }

    const key = await createApiKey(api, 'read')
    const byKey = await callWithKey(api.server, key.secret, '/components?q=guarded')
    expect(byKey.status).toBe(200)
    expect((byKey.body as { data: Component[] }).data.map((c) => c.slug)).toEqual(['guarded'])
    expect((await callWithKey(api.server, key.secret, '/components/guarded')).status).toBe(200)
    const write = await callWithKey(api.server, key.secret, '/components', {
      method: 'POST',
      body: { name: 'By key', fields: [text()] },
    })
    // Writes are not for keys at all, as with content types.
    expect(write.status).toBe(401)
    expect(await get('guarded')).toEqual(guarded)
  })

  it('counts the types and components that use a component, and refuses to delete it then', async () => {
    const seo = await create({ name: 'Meta', fields: [text('metaTitle')] })
    const hero = await create({ name: 'Banner', fields: [text(), holding('meta', 'seo')] })
    const page = await createType('Landing', [
      text('headline'),
      holding(seo.id, 'seo'),
      { name: 'sections', type: 'blocks', componentIds: ['banner', seo.slug] },
    ])
    expect(page.status).toBe(201)
    // The slugs were stored as ids.
    expect(page.body.data.fields[1]).toMatchObject({ componentId: seo.id })
    expect(page.body.data.fields[2]).toMatchObject({ componentIds: [hero.id, seo.id] })
    // One type and one component use Meta (the type twice: it counts once).
    expect((await get('meta')).usageCount).toBe(2)
    expect((await get('banner')).usageCount).toBe(1)
    const list = await call<{ data: Component[] }>('GET', '?q=ba')
    expect(list.body.data.find((c) => c.slug === 'banner')?.usageCount).toBe(1)

    const refused = await call<ErrorBody>('DELETE', '/meta')
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({ code: 'in_use', message: componentMessages.inUse })
    expect(refused.body.error.details?.map((d) => d.message)).toEqual([
      'Landing (content type)',
      'Banner (component)',
    ])
    expect((await get('meta')).id).toBe(seo.id)

    // Taken out of both, it can go.
    const typeId = page.body.data.id
    const fields = page.body.data.fields
    const edited = await api.call('admin', 'PUT', `/content-types/${typeId}`, {
      name: 'Landing',
      fields: [fields[0], { ...fields[2], componentIds: [hero.id] }],
    })
    expect(edited.status).toBe(200)
    expect((await get('meta')).usageCount).toBe(1)
    await call('PUT', '/banner', { name: 'Banner', fields: [hero.fields[0]] })
    expect((await get('meta')).usageCount).toBe(0)
    expect((await call('DELETE', '/meta')).status).toBe(204)
  })

  it('checks the components and types that fields name', async () => {
    const unknownComponent = await createType('Broken', [text(), holding('no-such-component')])
    expect(unknownComponent.status).toBe(400)
    expect(unknownComponent.body.error).toMatchObject({
      message: contentTypeMessages.componentNotFound,
      details: [{ path: 'fields.1.componentId' }],
    })
    const unknownBlock = await createType('Broken', [
      { name: 'sections', type: 'blocks', componentIds: ['quote', 'no-such-component'] },
    ])
    expect(unknownBlock.body.error.details).toEqual([
      { path: 'fields.0.componentIds', message: contentTypeMessages.componentNotFound },
    ])
    const blocksWithout = await createType('Broken', [{ name: 'sections', type: 'blocks' }])
    expect(blocksWithout.body.error.details?.[0]).toEqual({
      path: 'fields.0.componentIds',
      message: contentTypeMessages.blocksComponentsRequired,
    })

    const relation = await call<ErrorBody>('POST', '', {
      name: 'Related posts',
      fields: [{ name: 'posts', type: 'relation', relationTypeIds: ['article', 'nope'] }],
    })
    expect(relation.status).toBe(400)
    expect(relation.body.error.details).toEqual([
      { path: 'fields.0.relationTypeIds', message: contentTypeMessages.relationTypeNotFound },
    ])
    const article = (await createType('Article', [text()])).body.data
    const ok = await create({
      name: 'Related posts',
      fields: [
        { name: 'posts', type: 'relation', relationTypeIds: ['article', article.id] },
        { name: 'anything', type: 'relation', onDelete: 'unlink', min: 1, max: 3 },
      ],
    })
    expect(ok.fields[0]).toMatchObject({ relationTypeIds: [article.id], onDelete: 'restrict' })
    expect(ok.fields[1]).toMatchObject({ relationTypeIds: [], onDelete: 'unlink', min: 1, max: 3 })
  })

  it('keeps only the options of each field type, and no per-type flags inside a component', async () => {
    const stored = await create({
      name: 'Everything',
      fields: [
        {
          name: 'size',
          type: 'select',
          options: [{ value: 'sm', label: 'Small' }, { value: 'lg' }],
          multiple: true,
          min: 1,
          componentId: 'quote',
          filterable: true,
          translatable: false,
        },
        { name: 'photo', type: 'media', min: 2, max: 5 },
        { name: 'photos', type: 'media', multiple: true, min: 2, max: 5, onDelete: 'unlink' },
        { name: 'config', type: 'json', jsonSchema: { type: 'object' }, options: [{ value: 'x' }] },
        { name: 'plain', type: 'text', multiple: true, max: 3, jsonSchema: { type: 'string' } },
      ],
    })
    expect(stored.fields.map(({ id: _, ...field }) => field)).toEqual([
      {
        name: 'size',
        type: 'select',
        required: false,
        description: '',
        options: [
          { value: 'sm', label: 'Small' },
          { value: 'lg', label: 'lg' },
        ],
        multiple: true,
      },
      { name: 'photo', type: 'media', required: false, description: '' },
      {
        name: 'photos',
        type: 'media',
        required: false,
        description: '',
        multiple: true,
        min: 2,
        max: 5,
      },
      {
        name: 'config',
        type: 'json',
        required: false,
        description: '',
        jsonSchema: { type: 'object' },
      },
      { name: 'plain', type: 'text', required: false, description: '' },
    ])

    const badSchema = await call<ErrorBody>('POST', '', {
      name: 'Settings block',
      fields: [text(), { name: 'config', type: 'json', jsonSchema: { type: 'objekt' } }],
    })
    expect(badSchema.status).toBe(400)
    expect(badSchema.body.error.details).toEqual([
      { path: 'fields.1.jsonSchema', message: contentTypeMessages.jsonSchemaInvalid },
    ])
  })
})
