import { randomUUID } from 'node:crypto'

import { nowIso } from '../lib/clock.js'
import type { OperationContext } from '../lib/context.js'
import { withTransaction } from '../lib/transaction.js'
import { storeContentItem, toStoredData } from '../modules/content/index.js'
import { storeContentType } from '../modules/content-types/index.js'
import { seedSampleMenus } from '../modules/navigation/index.js'
import { claimSystemFlag } from '../modules/system/index.js'
import { field } from './sample-fields.js'
import { seedLandingPage } from './sample-landing-page.js'

const SEEDED_FLAG = 'sample_data_seeded_at'

/**
 * Creates the sample content on a new installation: the Blog Post and Product types, a
 * published post and a draft product, and the page-builder sample (components, the Landing
 * Page type and its published home page, which `examples/landing-site` renders). Runs once per database, ever: the flag is claimed in the
 * same transaction, so a restart (or a second instance) creates nothing twice, and content an
 * admin deleted on purpose does not come back. Returns whether it created anything.
 */
export async function seedSampleData(ctx: OperationContext): Promise<boolean> {
  return withTransaction(ctx, async (trx) => {
    const now = nowIso()
    if (!(await claimSystemFlag(trx, SEEDED_FLAG, now, now))) return false

    const blogTitle = field('title', 'text', true, 'Headline shown on the page and in lists')
    const blogPostFields = [
      blogTitle,
      field('content', 'rich-text', true, 'The body of the post'),
      field('featured_image', 'image', false, 'Cover image URL'),
      field('tags', 'array', false, 'Topics, comma-separated'),
    ]
    const productFields = [
      field('name', 'text', false, 'Product name'),
      field('description', 'text', false, 'Short description for listings'),
      field('price', 'number', true, 'Price in US dollars'),
      field('images', 'array', false, 'Image URLs'),
    ]
    const blogPostId = randomUUID()
    await storeContentType(trx, {
      id: blogPostId,
      name: 'Blog Post',
      slug: 'blog-post',
      description: 'Articles for the blog, with a cover image and tags.',
      fields: blogPostFields,
      // The item's title is the post's headline: editors type it once.
      titleFieldId: blogTitle.id,
      createdAt: now,
    })

    const productId = randomUUID()
    await storeContentType(trx, {
      id: productId,
      name: 'Product',
      slug: 'product',
      description: 'Items in the store catalogue.',
      fields: productFields,
      createdAt: now,
    })

    const post = await storeContentItem(trx, {
      id: randomUUID(),
      contentTypeId: blogPostId,
      title: 'Welcome to Folio',
      slug: 'welcome-to-folio',
      status: 'published',
      data: toStoredData(blogPostFields, {
        title: 'Welcome to Folio',
        content:
          '<h2>Your content, everywhere</h2><p>Folio stores your content once and delivers it to every app through one API. Edit this post, or create your own content types to get started.</p>',
        featured_image: '',
        tags: ['announcement', 'getting-started'],
      }),
      createdAt: now,
      publishedAt: now,
      createdBy: null,
    })

    await storeContentItem(trx, {
      id: randomUUID(),
      contentTypeId: productId,
      title: 'Mechanical Keyboard',
      slug: 'mechanical-keyboard',
      status: 'draft',
      data: toStoredData(productFields, {
        name: 'Mechanical Keyboard',
        description: 'A compact wireless keyboard with hot-swappable switches.',
        price: 129.99,
        images: [],
      }),
      createdAt: now,
      publishedAt: null,
      createdBy: null,
    })

    await seedLandingPage(trx, now)

    await seedSampleMenus(trx, { welcomePostId: post.id })

    trx.logger.info('created sample content')
    return true
  })
}
