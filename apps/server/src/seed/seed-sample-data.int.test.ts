import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findAllComponents } from '../modules/components/components.repository.js'
import { listContentItemsByType } from '../modules/content/content.repository.js'
import { listContentVersions } from '../modules/content/versions.repository.js'
import { listContentTypes } from '../modules/content-types/content-types.repository.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from '../test/test-server.js'

describe(`sample data on ${dialectUnderTest}`, () => {
  let installation: TestInstallation

  beforeAll(async () => {
    installation = await createTestInstallation()
  })
  afterAll(async () => {
    await installation.destroy()
  })

  async function snapshot() {
    const server = await startTestServer(installation)
    try {
      const db = server.app.database.db
      const types = await listContentTypes(db)
      const items = (await Promise.all(types.map((t) => listContentItemsByType(db, t.id)))).flat()
      const versions = await Promise.all(items.map((i) => listContentVersions(db, i.id)))
      const components = await findAllComponents(db)
      return { types, items, versions: versions.flat(), components: components.map((c) => c.id) }
    } finally {
      await server.close()
    }
  }

  it('creates the spec sample content on first start, and nothing more on the second', async () => {
    const first = await snapshot()
    expect(first.types.map((t) => t.name)).toEqual(['Blog Post', 'Landing Page', 'Product'])

    const blog = first.types.find((t) => t.slug === 'blog-post')
    expect(blog?.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['title', 'text', true],
      ['content', 'rich-text', true],
      ['featured_image', 'image', false],
      ['tags', 'array', false],
    ])
    // The post's headline is its title: the editor does not ask for it twice.
    expect(blog?.titleField).toBe('title')
    const product = first.types.find((t) => t.slug === 'product')
    expect(product?.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', false],
      ['description', 'text', false],
      ['price', 'number', true],
      ['images', 'array', false],
    ])

    const post = first.items.find((i) => i.content_type_id === blog?.id)
    expect(post).toMatchObject({ status: 'published', version: 1 })
    expect(post?.published_at).toBeTruthy()
    const landing = first.types.find((t) => t.slug === 'landing-page')
    const home = first.items.find((i) => i.content_type_id === landing?.id)
    expect(home).toMatchObject({ slug: 'home', status: 'published', version: 1 })
    const draft = first.items.find((i) => i.content_type_id === product?.id)
    expect(draft).toMatchObject({ status: 'draft', published_at: null })
    // Data is stored keyed by field id, so a renamed field keeps its value.
    const price = product?.fields.find((f) => f.name === 'price')
    expect(draft?.data[price!.id]).toBe(129.99)

    expect(first.versions.map((v) => [v.item_id, v.version, v.event, v.title]).sort()).toEqual(
      [
        [post?.id, 1, 'created', 'Welcome to Folio'],
        [draft?.id, 1, 'created', 'Mechanical Keyboard'],
        [home?.id, 1, 'created', 'Home'],
      ].sort(),
    )

    const second = await snapshot()
    expect(second.types.map((t) => t.id)).toEqual(first.types.map((t) => t.id))
    expect(second.items.map((i) => i.id).sort()).toEqual(first.items.map((i) => i.id).sort())
    expect(second.components).toEqual(first.components)
  })

  it('does not bring back sample content an admin deleted', async () => {
    const server = await startTestServer(installation)
    await server.app.database.db.deleteFrom('content_types').execute()
    await server.close()

    const after = await snapshot()
    expect(after.types).toEqual([])
    expect(after.items).toEqual([])
  })
})
