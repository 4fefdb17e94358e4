import { itemInUseMessage, type ContentItem, type Translation } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createType,
  setTypeFields,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  createOk,
  detailsOf,
  insertComponent,
  itemsOf,
  type ComponentSpec,
  type Type,
} from '../../test/structured-item-fixtures.js'

interface TranslationBody {
  data: Translation
}

describe(`relations and translations of structured items on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let people: Type
  let pages: Type
  let card: ComponentSpec
  let cta: ComponentSpec

  const linksTo = (targetId: string) =>
    api.server.app.database.db
      .selectFrom('content_links')
      .select(['source_id', 'locale', 'on_delete'])
      .where('target_id', '=', targetId)
      .orderBy('source_id')
      .execute()

  beforeAll(async () => {
    api = await startContentApi()
    expect(
      (await api.call('admin', 'POST', '/languages', { code: 'fr', name: 'French' })).status,
    ).toBe(201)
    people = await createType(api, 'Person', [{ name: 'name', type: 'text' }])
    cta = await insertComponent(api, 'Cta', [
      { name: 'label', type: 'text' },
      { name: 'url', type: 'text' },
    ])
    card = await insertComponent(api, 'Card', [
      { name: 'title', type: 'text' },
      { name: 'fans', type: 'relation', relationTypeIds: [people.id], onDelete: 'unlink' },
    ])
    pages = await createType(api, 'Page', [
      { name: 'authors', type: 'relation', relationTypeIds: [people.id] },
      { name: 'cta', type: 'component', componentId: cta.id },
      {
        name: 'sections',
        type: 'blocks',
        componentIds: [card.id],
        translatable: false,
      },
    ])
  })
  afterAll(async () => {
    await api.close()
  })

  const person = (name: string) => createOk(api, people, name, { name })

  it('refuses to delete an item a restricting relation points to, naming who uses it', async () => {
    const ada = await person('Ada')
    await createOk(api, pages, 'About', { authors: [ada.id] })
    await createOk(api, pages, 'Team', { authors: [ada.id] })
    expect(await linksTo(ada.id)).toHaveLength(2)
    const res = await itemsOf(api, people).remove(ada.id)
    expect(res.status).toBe(409)
    expect((res.body as ErrorBody).error).toMatchObject({
      code: 'in_use',
      message: itemInUseMessage(2, ['About', 'Team']),
    })
    expect((res.body as ErrorBody).error.message).toBe(
      'This item is used by 2 items (About, Team). Remove it from them first.',
    )
    expect((await itemsOf(api, people).get(ada.id)).status).toBe(200)
  })

  it('deletes once nothing restricting points to it any more', async () => {
    const bob = await person('Bob')
    const about = await createOk(api, pages, 'Bob page', { authors: [bob.id] })
    const res = await itemsOf(api, pages).update(about.id, { title: 'Bob page', data: {} })
    expect(res.status).toBe(200)
    expect(await linksTo(bob.id)).toEqual([])
    expect((await itemsOf(api, people).remove(bob.id)).status).toBe(204)
  })

  it('unlinks the item from relations that say so, at any depth, as a new version', async () => {
    const cy = await person('Cy')
    const dee = await person('Dee')
    const page = await createOk(api, pages, 'Fans', {
      sections: [
        { _type: card.slug, title: 'One', fans: [cy.id, dee.id] },
        { _type: card.slug, title: 'Two', fans: [cy.id] },
      ],
    })
    expect(await linksTo(cy.id)).toHaveLength(2)
    expect((await itemsOf(api, people).remove(cy.id)).status).toBe(204)
    const after = (await itemsOf(api, pages).get(page.id)).body.data
    expect(after.version).toBe(page.version + 1)
    expect(after.data.sections).toMatchObject([
      { title: 'One', fans: [dee.id] },
      { title: 'Two', fans: null },
    ])
    expect(await linksTo(cy.id)).toEqual([])
    expect(await linksTo(dee.id)).toHaveLength(1)
    const versions = await api.call<{ data: { version: number }[] }>(
      'editor',
      'GET',
      `/content/${pages.slug}/items/${page.id}/versions`,
    )
    expect(versions.body.data[0]!.version).toBe(after.version)
  })

  it('reads and removes an item’s own links when it is deleted', async () => {
    const eve = await person('Eve')
    const page = await createOk(api, pages, 'Eve page', { authors: [eve.id] })
    expect((await itemsOf(api, pages).remove(page.id)).status).toBe(204)
    expect(await linksTo(eve.id)).toEqual([])
    expect((await itemsOf(api, people).remove(eve.id)).status).toBe(204)
  })

  it('reads relations under today’s definition: a field switched to unlink since unlinks', async () => {
    const gus = await person('Gus')
    const page = await createOk(api, pages, 'Gus page', { authors: [gus.id] })
    const fr = await api.call<TranslationBody>(
      'editor',
      'POST',
      `/content-items/${page.id}/translations`,
      {
        locale: 'fr',
      },
    )
    expect(fr.status).toBe(201)
    // The translation copied the relation, so it points at Gus too.
    expect((await linksTo(gus.id)).map((link) => link.locale).sort()).toEqual(['', 'fr'])
    expect((await itemsOf(api, people).remove(gus.id)).status).toBe(409)

    const fields = pages.fields.map((field) =>
      field.name === 'authors' ? { ...field, onDelete: 'unlink' as const } : field,
    )
    await setTypeFields(api, pages, fields)
    try {
      expect((await itemsOf(api, people).remove(gus.id)).status).toBe(204)
      const main = (await itemsOf(api, pages).get(page.id)).body.data
      expect(main.data.authors).toBeNull()
      expect(main.version).toBe(page.version + 1)
      const translation = await api.call<TranslationBody>(
        'editor',
        'GET',
        `/content-items/${page.id}/translations/fr`,
      )
      expect(translation.body.data.data.authors).toBeNull()
      expect(translation.body.data.version).toBe(2)
      expect(await linksTo(gus.id)).toEqual([])
    } finally {
      await setTypeFields(api, pages, pages.fields)
    }
  })

  describe('translations', () => {
    let page: ContentItem
    let fay: ContentItem
    const path = (id: string) => `/content-items/${id}/translations`

    beforeAll(async () => {
      fay = await person('Fay')
      page = await createOk(api, pages, 'Welcome', {
        cta: { label: 'Read', url: '/read' },
        sections: [{ _type: card.slug, title: 'Shared', fans: [fay.id] }],
      })
      const res = await api.call<TranslationBody>('editor', 'POST', path(page.id), { locale: 'fr' })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    })

    it('translates a translatable component and shares blocks that are not', async () => {
      const res = await api.call<TranslationBody>('editor', 'PUT', `${path(page.id)}/fr`, {
        title: 'Bienvenue',
        status: 'draft',
        data: {
          cta: { label: 'Lire', url: '/lire' },
          // Not translatable: ignored here, edited on the main item.
          sections: [{ _type: card.slug, title: 'Ignoré' }],
        },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.data.data).toMatchObject({
        cta: { label: 'Lire', url: '/lire' },
        sections: [{ _type: card.slug, title: 'Shared', fans: [fay.id] }],
      })
      const main = (await itemsOf(api, pages).get(page.id)).body.data
      expect(main.data.cta).toEqual({ label: 'Read', url: '/read' })
    })

    it('validates translated components with the same rules', async () => {
      const res = await api.call<TranslationBody | ErrorBody>(
        'editor',
        'PUT',
        `${path(page.id)}/fr`,
        {
          title: 'Bienvenue',
          status: 'draft',
          data: { cta: { label: 'Lire', colour: 'red' } },
        },
      )
      expect(detailsOf(res)).toContainEqual({ path: 'data.cta', message: 'Unknown field: colour' })
    })

    it('reads the translation in the item’s language through the delivery API', async () => {
      const res = await api.call<ItemBody>(
        'editor',
        'GET',
        `/content/${pages.slug}/items/${page.id}?locale=fr`,
      )
      expect(res.status).toBe(200)
      expect(res.body.data.data.cta).toEqual({ label: 'Lire', url: '/lire' })
    })
  })
})
